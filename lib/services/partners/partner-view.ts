import { and, asc, eq, inArray, isNull } from "drizzle-orm";

import { apiClients, employers, partnerEmployers, partners, webhookEndpoints, type PartnerRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

// A partner as the operator console shows it: the employers it serves, its API clients (never a
// secret: the last four characters), and its webhook endpoints' health.

export type PartnerView = Awaited<ReturnType<typeof loadPartnerView>>;

/** The partner's row, or partner_not_found. */
export async function loadPartner({ ctx, partnerId }: { ctx: QueryContext; partnerId: string }): Promise<PartnerRow> {
  const [partner] = await ctx.db.select().from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw new AppError("partner_not_found", "No partner with this id.");
  return partner;
}

/** The partner with its grants, clients and endpoints. */
export async function loadPartnerView({ ctx, partnerId }: { ctx: QueryContext; partnerId: string }) {
  const partner = await loadPartner({ ctx, partnerId });
  const { db } = ctx;
  const grants = await db
    .select({
      employerId: partnerEmployers.employerId,
      name: employers.name,
      suspendedAt: employers.suspendedAt,
      grantedAt: partnerEmployers.grantedAt,
      grantedBy: partnerEmployers.grantedBy,
    })
    .from(partnerEmployers)
    .innerJoin(employers, eq(employers.id, partnerEmployers.employerId))
    .where(eq(partnerEmployers.partnerId, partnerId))
    .orderBy(asc(employers.name));
  const clients = await db
    .select({
      id: apiClients.id,
      name: apiClients.name,
      secretLastFour: apiClients.secretLastFour,
      pinnedApiVersion: apiClients.pinnedApiVersion,
      createdAt: apiClients.createdAt,
      revokedAt: apiClients.revokedAt,
    })
    .from(apiClients)
    .where(eq(apiClients.partnerId, partnerId))
    .orderBy(asc(apiClients.createdAt));
  const endpoints =
    clients.length === 0
      ? []
      : await db
          .select({
            id: webhookEndpoints.id,
            clientId: webhookEndpoints.clientId,
            url: webhookEndpoints.url,
            consecutiveFailures: webhookEndpoints.consecutiveFailures,
            failingSince: webhookEndpoints.failingSince,
            disabledAt: webhookEndpoints.disabledAt,
            createdAt: webhookEndpoints.createdAt,
          })
          .from(webhookEndpoints)
          .where(
            and(
              inArray(
                webhookEndpoints.clientId,
                clients.map((client) => client.id),
              ),
              isNull(webhookEndpoints.deletedAt),
            ),
          )
          .orderBy(asc(webhookEndpoints.createdAt));
  return {
    ...partner,
    employers: grants,
    clients,
    webhookEndpoints: endpoints.map((endpoint) => ({
      ...endpoint,
      health: endpoint.disabledAt
        ? ("disabled" as const)
        : endpoint.consecutiveFailures > 0
          ? ("failing" as const)
          : ("healthy" as const),
    })),
  };
}
