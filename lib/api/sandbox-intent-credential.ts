import type { Db } from "@/db/client";
import type { SandboxIntentCredential } from "@/lib/services/payment-methods/authorize-sandbox-intent";

import { authenticatePartner } from "./partner-auth";

/**
 * The sandbox SetupIntent endpoints take the intent's client secret or partner Basic auth. The
 * partner is authenticated lazily, when the use case asks — after it has found the intent — so an
 * unknown intent answers 404 whatever the credentials.
 */
export function sandboxIntentCredential(
  db: Db,
  request: Request,
  clientSecret: string | undefined,
): SandboxIntentCredential {
  if (clientSecret !== undefined) return { clientSecret };
  return {
    partnerEmployerIds: async () => (await authenticatePartner(db, request.headers.get("authorization"))).employerIds,
  };
}
