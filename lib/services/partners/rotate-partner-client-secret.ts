import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { replaceClientSecret } from "../api-clients/client-credentials";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadPartnerClient } from "./partner-client";

/** A new secret for one of the partner's clients, shown once; the old one stops working (docs/operator.md#partners). */
export async function rotatePartnerClientSecret({
  ctx,
  partnerId,
  clientId,
}: {
  ctx: ServiceContext;
  partnerId: string;
  clientId: string;
}) {
  authorizeOperator({ actor: ctx.actor, permission: "partners.write" });
  await loadPartnerClient({ ctx, partnerId, clientId });
  const clientSecret = await replaceClientSecret({ ctx, clientId });
  if (!clientSecret) throw new AppError("invalid_request", "A revoked client cannot get a new secret.");
  await recordAudit({
    ctx,
    entry: {
      action: "api_client.secret_rotated",
      employerId: null,
      target: { type: "api_client", id: clientId },
      details: { partnerId },
    },
  });
  return { clientId, clientSecret };
}
