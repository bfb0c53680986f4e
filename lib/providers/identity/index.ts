import { getEnv, isSandbox, personaStatusesOf, type Env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";

import { createPersonaIdentityProvider, type PersonaConfig } from "./persona";
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
 * is refused rather than used: start-up already stops (lib/env productionGaps), this guards
 * every other path.
 */
export function getIdentityProvider(): IdentityProvider {
  if (provider) return provider;
  const env = getEnv();
  if (env.IDENTITY_PROVIDER === "persona") {
    const config = personaConfigOf(env);
    if (!config)
      throw new AppError(
        "provider_not_configured",
        "IDENTITY_PROVIDER=persona needs its API key and transaction types.",
      );
    provider = createPersonaIdentityProvider(config);
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
  const config = env.IDENTITY_PROVIDER === "persona" ? personaConfigOf(env) : undefined;
  if (!config) return;
  const result = await checkPersonaTransactionTypes(config);
  for (const line of result.unchecked)
    logger.warn({ detail: line }, "Persona transaction type not checked at start-up");
  for (const line of result.warnings) logger.warn({ detail: line }, "Persona transaction type refuses some checks");
  if (result.problems.length > 0)
    throw new Error(`Invalid configuration:\n${result.problems.map((line) => `  ${line}`).join("\n")}`);
  if (result.unchecked.length === 0) logger.info("Persona transaction types accept every field the adapter sends");
}

/**
 * The Persona adapter's configuration from the environment; undefined when a credential is missing
 * (the schema requires all of them when IDENTITY_PROVIDER=persona: this only narrows the types).
 */
function personaConfigOf(env: Env): PersonaConfig | undefined {
  const { PERSONA_API_KEY, PERSONA_STANDARD_TRANSACTION_TYPE_ID, PERSONA_DOCUMENT_TRANSACTION_TYPE_ID } = env;
  if (!PERSONA_API_KEY || !PERSONA_STANDARD_TRANSACTION_TYPE_ID || !PERSONA_DOCUMENT_TRANSACTION_TYPE_ID)
    return undefined;
  return {
    apiKey: PERSONA_API_KEY,
    apiBase: env.PERSONA_API_BASE ?? "https://api.withpersona.com",
    standardTransactionTypeId: PERSONA_STANDARD_TRANSACTION_TYPE_ID,
    documentTransactionTypeId: PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
    statuses: personaStatusesOf(env),
    fileEncoding: env.PERSONA_FILE_ENCODING,
  };
}
