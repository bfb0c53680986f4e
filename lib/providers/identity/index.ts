import { getEnv, isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

import { createPersonaIdentityProvider } from "./persona";
import { createSandboxIdentityProvider } from "./sandbox";
import type { IdentityProvider } from "./types";

export type {
  DocumentDescription,
  DocumentEvidence,
  DocumentImage,
  IdentityAnswer,
  IdentityProvider,
  IdentitySubject,
  ReviewCase,
} from "./types";

let provider: IdentityProvider | undefined;

/**
 * IDENTITY_PROVIDER picks the adapter: Persona, or the offline sandbox. In production the sandbox
 * is refused rather than used: start-up already stops (lib/env.ts productionGaps), this guards
 * every other path.
 */
export function getIdentityProvider(): IdentityProvider {
  if (provider) return provider;
  const env = getEnv();
  if (env.IDENTITY_PROVIDER === "persona") {
    // The schema requires all four when IDENTITY_PROVIDER=persona; this only narrows the types.
    if (
      !env.PERSONA_API_KEY ||
      !env.PERSONA_STANDARD_TRANSACTION_TYPE_ID ||
      !env.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID
    ) {
      throw new AppError(
        "provider_not_configured",
        "IDENTITY_PROVIDER=persona needs its API key and transaction types.",
      );
    }
    provider = createPersonaIdentityProvider({
      apiKey: env.PERSONA_API_KEY,
      apiBase: env.PERSONA_API_BASE ?? "https://api.withpersona.com",
      standardTransactionTypeId: env.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
      documentTransactionTypeId: env.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
    });
    return provider;
  }
  if (!isSandbox())
    throw new AppError("provider_not_configured", "No identity verification provider is configured in production.");
  provider = createSandboxIdentityProvider();
  return provider;
}

/** Tests swap in a misbehaving provider, or reset to re-read the configuration (undefined). */
export function setIdentityProvider(next: IdentityProvider | undefined): void {
  provider = next;
}
