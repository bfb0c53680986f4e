import { eq } from "drizzle-orm";

import { apiClients, type ApiClientRow } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";
import { AppError } from "@/lib/errors/app-error";
import type { ApiVersion } from "@/lib/versions";

import type { ServiceContext } from "../context";
import { recordAuditForActorEmployers } from "../audit/record-audit";

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
  const current = await getCallingClient({ ctx });
  if (current.pinnedApiVersion === version) return current;
  const [row] = await ctx.db
    .update(apiClients)
    .set({ pinnedApiVersion: version })
    .where(eq(apiClients.id, current.id))
    .returning();
  forgetPartnerClient(current.id);
  await recordAuditForActorEmployers({
    ctx,
    entry: {
      action: "api_client.version_pinned",
      target: { type: "api_client", id: current.id },
      details: { from: current.pinnedApiVersion, to: version },
    },
  });
  return row!;
}
