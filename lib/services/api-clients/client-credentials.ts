import { and, eq, isNull } from "drizzle-orm";

import { apiClients } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";
import { generateClientSecret, hashSecret } from "@/lib/crypto/secrets";

import type { QueryContext } from "../context";

// What changes a client's credentials, whoever manages it (an employer's HR, or the program's
// operators for a partner's clients): the caller has checked who may, and records it.

/**
 * A new secret, returned once and kept only as its hash; the old one stops working at once on this
 * instance and within PARTNER_AUTH_CACHE_MS on the others. Undefined when the client is revoked.
 */
export async function replaceClientSecret({
  ctx,
  clientId,
}: {
  ctx: QueryContext;
  clientId: string;
}): Promise<string | undefined> {
  const clientSecret = generateClientSecret();
  const [updated] = await ctx.db
    .update(apiClients)
    .set({ secretHash: hashSecret(clientSecret), secretLastFour: clientSecret.slice(-4) })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)))
    .returning({ id: apiClients.id });
  forgetPartnerClient(clientId);
  return updated ? clientSecret : undefined;
}

/** The client's secret stops working for good (revoking twice changes nothing more). */
export async function revokeClient({ ctx, clientId }: { ctx: QueryContext; clientId: string }): Promise<void> {
  await ctx.db
    .update(apiClients)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
  forgetPartnerClient(clientId);
}
