import type { listPartners } from "@/lib/services/partners/list-partners";
import type { PartnerView } from "@/lib/services/partners/partner-view";

// The program's partners as the console's API answers them (docs/operator.md#partners): times as
// ISO 8601, a client's secret never (its last four characters only; a new secret is in the answer
// that made it, once).

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const partnerJson = (partner: PartnerView) => ({
  id: partner.id,
  name: partner.name,
  contactEmail: partner.contactEmail,
  createdAt: partner.createdAt.toISOString(),
  employers: partner.employers.map((grant) => ({
    employerId: grant.employerId,
    name: grant.name,
    status: grant.suspendedAt ? ("suspended" as const) : ("active" as const),
    grantedAt: grant.grantedAt.toISOString(),
    grantedBy: grant.grantedBy,
  })),
  clients: partner.clients.map((client) => partnerClientJson(client)),
  webhookEndpoints: partner.webhookEndpoints.map((endpoint) => ({
    ...endpoint,
    failingSince: iso(endpoint.failingSince),
    disabledAt: iso(endpoint.disabledAt),
    createdAt: endpoint.createdAt.toISOString(),
  })),
});

export const partnerClientJson = (client: {
  id: string;
  name: string;
  secretLastFour: string;
  pinnedApiVersion: string;
  createdAt: Date;
  revokedAt: Date | null;
}) => ({
  id: client.id,
  name: client.name,
  secretLastFour: client.secretLastFour,
  pinnedApiVersion: client.pinnedApiVersion,
  status: client.revokedAt ? ("revoked" as const) : ("active" as const),
  createdAt: client.createdAt.toISOString(),
  revokedAt: iso(client.revokedAt),
});

/** A row of the partners list (the console's and `ops partners list`). */
export const partnerRowJson = (partner: Awaited<ReturnType<typeof listPartners>>[number]) => ({
  ...partner,
  createdAt: partner.createdAt.toISOString(),
});
