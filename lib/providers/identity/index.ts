import { getEnv, isSandbox, personaStatusesOf, type Env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";

import { createPersonaIdentityProvider } from "./persona";
import { checkPersonaTransactionTypes } from "./persona-preflight";
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
      statuses: personaStatusesOf(env),
      fileEncoding: env.PERSONA_FILE_ENCODING,
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

/**
 * Start-up's look at the identity vendor (the server's and the worker's, after the configuration
 * check): with Persona, both transaction types are read and compared with the fields the adapter
 * sends (persona-preflight.ts). A mismatch stops start-up, named like a missing setting, since every
 * check would fail; a type that could not be read for a passing reason (Persona slow or down) is
 * logged and start-up goes on, so an outage at the vendor does not keep the whole service down.
 */
export async function assertIdentityProviderReady(env: Env): Promise<void> {
  if (
    env.IDENTITY_PROVIDER !== "persona" ||
    !env.PERSONA_API_KEY ||
    !env.PERSONA_STANDARD_TRANSACTION_TYPE_ID ||
    !env.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID
  )
    return;
  const result = await checkPersonaTransactionTypes({
    apiKey: env.PERSONA_API_KEY,
    apiBase: env.PERSONA_API_BASE ?? "https://api.withpersona.com",
    standardTransactionTypeId: env.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
    documentTransactionTypeId: env.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
  });
  for (const line of result.unchecked)
    logger.warn({ detail: line }, "Persona transaction type not checked at start-up");
  if (result.problems.length > 0)
    throw new Error(`Invalid configuration:\n${result.problems.map((line) => `  ${line}`).join("\n")}`);
  if (result.unchecked.length === 0) logger.info("Persona transaction types accept every field the adapter sends");
}
