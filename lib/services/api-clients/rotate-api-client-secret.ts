import { and, eq, isNull } from "drizzle-orm";

import { apiClients } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";
import { generateClientSecret, hashSecret } from "@/lib/crypto/secrets";
import { AppError } from "@/lib/errors/app-error";

import type { ApiClientRequest } from "../requests";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

import { getEmployerClientOrThrow } from "./get-employer-client-or-throw";

/**
 * A new secret, shown once; the old one stops working at once on this instance and within
 * PARTNER_AUTH_CACHE_MS on the others (rotate during a quiet moment).
 */
export async function rotateApiClientSecret({ ctx, clientId }: ApiClientRequest) {
  authorize(ctx.actor, "api_clients.manage");
  await requireStepUp({ ctx });
  const { db } = ctx;
  const client = await getEmployerClientOrThrow({ ctx, clientId });
  if (client.revokedAt) throw new AppError("invalid_request", "A revoked client cannot get a new secret.");
  const clientSecret = generateClientSecret();
  await db
    .update(apiClients)
    .set({ secretHash: hashSecret(clientSecret), secretLastFour: clientSecret.slice(-4) })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
  forgetPartnerClient(clientId);
  await recordAudit({
    ctx,
    entry: { action: "api_client.secret_rotated", target: { type: "api_client", id: clientId } },
  });
  return { clientId, clientSecret };
}
