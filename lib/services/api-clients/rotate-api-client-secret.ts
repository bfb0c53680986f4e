import { AppError } from "@/lib/errors/app-error";

import type { ApiClientRequest } from "../requests";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

import { replaceClientSecret } from "./client-credentials";
import { getEmployerClientOrThrow } from "./get-employer-client-or-throw";

/**
 * A new secret, shown once; the old one stops working at once on this instance and within
 * PARTNER_AUTH_CACHE_MS on the others (rotate during a quiet moment).
 */
export async function rotateApiClientSecret({ ctx, clientId }: ApiClientRequest) {
  authorize(ctx.actor, "api_clients.manage");
  await requireStepUp({ ctx });
  const client = await getEmployerClientOrThrow({ ctx, clientId });
  const clientSecret = client.revokedAt ? undefined : await replaceClientSecret({ ctx, clientId });
  if (!clientSecret) throw new AppError("invalid_request", "A revoked client cannot get a new secret.");
  await recordAudit({
    ctx,
    entry: { action: "api_client.secret_rotated", target: { type: "api_client", id: clientId } },
  });
  return { clientId, clientSecret };
}
