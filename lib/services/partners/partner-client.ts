import { and, eq } from "drizzle-orm";

import { apiClients, type ApiClientRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

/** One of the partner's clients, or not_found (a client of another partner, or an employer's own, is none of its). */
export async function loadPartnerClient({
  ctx,
  partnerId,
  clientId,
}: {
  ctx: QueryContext;
  partnerId: string;
  clientId: string;
}): Promise<ApiClientRow> {
  const [client] = await ctx.db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.id, clientId), eq(apiClients.partnerId, partnerId)));
  if (!client) throw new AppError("not_found", "No API client with this id for this partner.");
  return client;
}
