import { asc, eq } from "drizzle-orm";

import { apiClientEmployers, apiClients } from "@/db/schema";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

/** The API clients bound to the employer in scope (what its HR admin manages). */
export async function listEmployerApiClients({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "api_clients.manage");
  const { db, employerId } = ctx;
  return db
    .select({ client: apiClients })
    .from(apiClients)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, apiClients.id))
    .where(eq(apiClientEmployers.employerId, employerId))
    .orderBy(asc(apiClients.createdAt))
    .then((rows) => rows.map((row) => row.client));
}
