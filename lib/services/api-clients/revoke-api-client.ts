import { and, eq, isNull } from "drizzle-orm";

import { apiClients } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";

import type { ApiClientRequest } from "../requests";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

import { getEmployerClientOrThrow } from "./get-employer-client-or-throw";

export async function revokeApiClient({ ctx, clientId }: ApiClientRequest) {
  authorize(ctx.actor, "api_clients.manage");
  await getEmployerClientOrThrow({ ctx, clientId });
  await ctx.db
    .update(apiClients)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
  forgetPartnerClient(clientId);
  await recordAudit({ ctx, entry: { action: "api_client.revoked", target: { type: "api_client", id: clientId } } });
}
