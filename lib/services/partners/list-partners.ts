import { and, asc, count, isNull } from "drizzle-orm";

import { apiClients, partnerEmployers, partners } from "@/db/schema";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

/** Every partner, with how many employers it serves and how many clients it holds (revoked ones apart). */
export async function listPartners({ ctx }: { ctx: ServiceContext }) {
  authorizeOperator({ actor: ctx.actor, permission: "partners.read" });
  const { db } = ctx;
  const rows = await db.select().from(partners).orderBy(asc(partners.name));
  const grants = await db
    .select({ partnerId: partnerEmployers.partnerId, employers: count() })
    .from(partnerEmployers)
    .groupBy(partnerEmployers.partnerId);
  const clients = await db
    .select({ partnerId: apiClients.partnerId, clients: count() })
    .from(apiClients)
    .where(and(isNull(apiClients.revokedAt)))
    .groupBy(apiClients.partnerId);
  return rows.map((partner) => ({
    ...partner,
    employers: grants.find((row) => row.partnerId === partner.id)?.employers ?? 0,
    activeClients: clients.find((row) => row.partnerId === partner.id)?.clients ?? 0,
  }));
}
