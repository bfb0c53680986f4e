import { getEnv, isSandbox, personaStatusesOf, type Env } from "@/lib/env";
import { MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from "@/lib/domain/identity/evidence";
import { AppError } from "@/lib/errors/app-error";
import { processWide } from "@/lib/expiring-map";
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

// What start-up learned of the vendor's own ceiling for a document image (its transaction type's
// file fields); undefined when it said none, or was not asked. The process's, not a bundle's: start-up
// runs in the instrumentation bundle, the upload in a route's.
const documentCeiling = () =>
  processWide("__vendorDocumentMaxBytes", () => ({ maxBytes: undefined as number | undefined }));

/**
 * The sizes a document image may have, for the identity provider configured: the vendor's floor
 * (10 KB) and our ceiling (lib/domain/identity/evidence.ts), lowered to the transaction type's own
 * where start-up read a smaller one. The sandbox takes what Persona takes, so an integration
 * built against it meets no new refusal in production.
 */
export function documentImageLimits(): { minBytes: number; maxBytes: number } {
  return {
    minBytes: MIN_IMAGE_BYTES,
    maxBytes: Math.min(MAX_IMAGE_BYTES, documentCeiling().maxBytes ?? MAX_IMAGE_BYTES),
  };
}

/** Tests set what start-up would have learned of the vendor's document ceiling (undefined: none). */
export function setVendorDocumentMaxBytes(maxBytes: number | undefined): void {
  documentCeiling().maxBytes = maxBytes;
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
  const problems = [...result.problems];
  if (result.documentMaxBytes !== undefined && result.documentMaxBytes < MIN_IMAGE_BYTES)
    problems.push(
      `PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: its file fields take at most ${result.documentMaxBytes} bytes, under the ${MIN_IMAGE_BYTES}-byte floor of a readable photo: no upload could be sent`,
    );
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  documentCeiling().maxBytes = result.documentMaxBytes;
  if (result.documentMaxBytes !== undefined && result.documentMaxBytes < MAX_IMAGE_BYTES)
    logger.info(
      { maxBytes: result.documentMaxBytes },
      "document uploads are limited by the Persona transaction type's file fields",
    );
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
