import { eq } from "drizzle-orm";

import { apiClients } from "@/db/schema";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

import { createApiClient } from "./create-api-client";

/** A client bound to the employer in scope only; its secret is in this answer and nowhere else. */
export async function createEmployerApiClient({ ctx, name }: { ctx: EmployerContext; name: string }) {
  authorize(ctx.actor, "api_clients.manage");
  await requireStepUp({ ctx });
  const { clientId, clientSecret } = await createApiClient({ ctx, input: { name, employerIds: [ctx.employerId] } });
  const [client] = await ctx.db.select().from(apiClients).where(eq(apiClients.id, clientId));
  await recordAudit({ ctx, entry: { action: "api_client.created", target: { type: "api_client", id: clientId } } });
  return { client: client!, clientSecret };
}
