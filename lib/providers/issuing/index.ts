import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

import { createSandboxIssuingProvider } from "./sandbox";
import type { IssuingProvider } from "./types";

export { createSandboxIssuingProvider } from "./sandbox";
export { idempotencyKeyFor, IssuingError } from "./types";
export type { CardDetailsDisplay, CardDetailsKey, CardKind, Cardholder, CardholderAddress, IssueCardInput, IssuedCard, IssuingProvider } from "./types";

let provider: IssuingProvider | undefined;

/** The sandbox issuer outside production; in production there is none yet (issue 14), and never the sandbox. */
export function getIssuingProvider(): IssuingProvider {
  if (provider) return provider;
  if (!isSandbox()) throw new AppError("provider_not_configured", "No card issuer is configured in production.");
  provider = createSandboxIssuingProvider();
  return provider;
}

/** Tests swap in a misbehaving issuer (fault injection); undefined puts the default back. */
export function setIssuingProvider(next: IssuingProvider | undefined): void {
  provider = next;
}
