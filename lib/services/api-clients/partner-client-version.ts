import { eq } from "drizzle-orm";

import { apiClients, type ApiClientRow } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";
import { AppError } from "@/lib/errors/app-error";
import type { ApiVersion } from "@/lib/versions";

import type { ServiceContext } from "../context";
import { recordAuditForActorEmployers, type AuditEntry } from "../audit/record-audit";

function callingClientId(ctx: ServiceContext): string {
  if (ctx.actor.type !== "partner") throw new AppError("not_found", "Only an API client has a client.");
  return ctx.actor.clientId;
}

/** The calling API client, as it is stored (GET /api/client). */
export async function getCallingClient({ ctx }: { ctx: ServiceContext }): Promise<ApiClientRow> {
  const [row] = await ctx.db
    .select()
    .from(apiClients)
    .where(eq(apiClients.id, callingClientId(ctx)));
  if (!row) throw new AppError("not_found", "This API client no longer exists.");
  return row;
}

/**
 * Pins the calling client to `version` (POST /api/client/api-version): requests without an
 * API-Version header, and webhook endpoints without a version of their own, follow it from now
 * on. Any supported version, older ones included, so an upgrade can be rolled back. Other
 * instances read it within PARTNER_AUTH_CACHE_MS; this one at once.
 */
export async function pinClientApiVersion({
  ctx,
  version,
}: {
  ctx: ServiceContext;
  version: ApiVersion;
}): Promise<ApiClientRow> {
  const client = await getCallingClient({ ctx });
  return repinClient({ ctx, client, version, record: (entry) => recordAuditForActorEmployers({ ctx, entry }) });
}

/**
 * The one write of a client's pinned version, whoever asks (the client itself, its employer's HR,
 * the operator for a partner's client): the same client when nothing changes, else the row as
 * written, forgotten by this instance's credential cache, and its audit entry handed to `record`
 * (each caller's trail: the client's employers, HR's employer, the platform's). A revoked client
 * keeps its version. The caller checks who may.
 */
export async function repinClient({
  ctx,
  client,
  version,
  record,
}: {
  ctx: ServiceContext;
  client: ApiClientRow;
  version: ApiVersion;
  record: (entry: Omit<AuditEntry, "employerId">) => Promise<void>;
}): Promise<ApiClientRow> {
  if (client.revokedAt) throw new AppError("invalid_request", "A revoked client's version cannot change.");
  if (client.pinnedApiVersion === version) return client;
  const [row] = await ctx.db
    .update(apiClients)
    .set({ pinnedApiVersion: version })
    .where(eq(apiClients.id, client.id))
    .returning();
  forgetPartnerClient(client.id);
  await record({
    action: "api_client.version_pinned",
    target: { type: "api_client", id: client.id },
    details: { from: client.pinnedApiVersion, to: version },
  });
  return row!;
}
