import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

import { createSandboxIdentityProvider } from "./sandbox";
import type { IdentityProvider } from "./types";

export type { DocumentEvidence, IdentityProvider, IdentitySubject } from "./types";

let provider: IdentityProvider | undefined;

/**
 * The sandbox is the only adapter today; a vendor adapter slots in here behind the same type
 * (issue 14). In production there is none, and the sandbox is refused rather than used: start-up
 * already stops (lib/env.ts productionGaps), this guards every other path.
 */
export function getIdentityProvider(): IdentityProvider {
  if (provider) return provider;
  if (!isSandbox()) throw new AppError("provider_not_configured", "No identity verification provider is configured in production.");
  provider = createSandboxIdentityProvider();
  return provider;
}

/** Tests swap in a misbehaving provider. */
export function setIdentityProvider(next: IdentityProvider | undefined): void {
  provider = next;
}
