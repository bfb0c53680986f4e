import { and, eq, inArray, isNull } from "drizzle-orm";

import { apiClientEmployers, apiClients, partnerEmployers } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";

import { actorId, type ServiceContext, type QueryContext } from "../context";
import { recordAudit } from "../audit/record-audit";

// A partner's grants (partner_employers) are the truth; api_client_employers holds them
// materialised for each of the partner's clients, which is what the partner API's authentication,
// events and webhooks read (docs/operator.md#partners). Every change of either goes through here,
// in the caller's transaction, so the two never disagree.

/** The partner's clients not revoked: every one of them serves every granted employer. */
const activeClientIds = (ctx: QueryContext, partnerId: string) =>
  ctx.db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(and(eq(apiClients.partnerId, partnerId), isNull(apiClients.revokedAt)));

type Grant = { ctx: ServiceContext; partnerId: string; employerId: string };

/** Grants the employer to the partner, for each of its clients, on record; false when it was granted already. */
export async function addGrant({ ctx, partnerId, employerId }: Grant): Promise<boolean> {
  const [granted] = await ctx.db
    .insert(partnerEmployers)
    .values({ partnerId, employerId, grantedBy: actorId(ctx.actor) })
    .onConflictDoNothing()
    .returning();
  if (!granted) return false;
  await materialiseGrant({ ctx, partnerId, employerId });
  await recordGrantChange({ ctx, partnerId, employerId, action: "partner.employer_granted" });
  return true;
}

/** Withdraws the employer from the partner and each of its clients, on record; false when it was not granted. */
export async function removeGrant({ ctx, partnerId, employerId }: Grant): Promise<boolean> {
  const removed = await ctx.db
    .delete(partnerEmployers)
    .where(and(eq(partnerEmployers.partnerId, partnerId), eq(partnerEmployers.employerId, employerId)))
    .returning();
  if (removed.length === 0) return false;
  await withdrawGrant({ ctx, partnerId, employerId });
  await recordGrantChange({ ctx, partnerId, employerId, action: "partner.employer_revoked" });
  return true;
}

const recordGrantChange = ({
  ctx,
  partnerId,
  employerId,
  action,
}: Grant & { action: "partner.employer_granted" | "partner.employer_revoked" }) =>
  recordAudit({
    ctx,
    entry: { action, employerId: null, target: { type: "partner", id: partnerId }, details: { employerId } },
  });

/** A new grant reaches each of the partner's clients. */
async function materialiseGrant({
  ctx,
  partnerId,
  employerId,
}: {
  ctx: QueryContext;
  partnerId: string;
  employerId: string;
}): Promise<void> {
  const clients = await activeClientIds(ctx, partnerId);
  if (clients.length === 0) return;
  await ctx.db
    .insert(apiClientEmployers)
    .values(clients.map(({ id }) => ({ clientId: id, employerId })))
    .onConflictDoNothing();
  for (const { id } of clients) forgetPartnerClient(id);
}

/** A withdrawn grant leaves every one of the partner's clients, revoked ones too. */
async function withdrawGrant({
  ctx,
  partnerId,
  employerId,
}: {
  ctx: QueryContext;
  partnerId: string;
  employerId: string;
}): Promise<void> {
  const removed = await ctx.db
    .delete(apiClientEmployers)
    .where(
      and(
        eq(apiClientEmployers.employerId, employerId),
        inArray(
          apiClientEmployers.clientId,
          ctx.db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.partnerId, partnerId)),
        ),
      ),
    )
    .returning({ clientId: apiClientEmployers.clientId });
  for (const { clientId } of removed) forgetPartnerClient(clientId);
}

/** A new client of the partner serves every employer granted so far. */
export async function bindClientToGrants({
  ctx,
  partnerId,
  clientId,
}: {
  ctx: QueryContext;
  partnerId: string;
  clientId: string;
}): Promise<void> {
  const grants = await ctx.db
    .select({ employerId: partnerEmployers.employerId })
    .from(partnerEmployers)
    .where(eq(partnerEmployers.partnerId, partnerId));
  if (grants.length === 0) return;
  await ctx.db
    .insert(apiClientEmployers)
    .values(grants.map(({ employerId }) => ({ clientId, employerId })))
    .onConflictDoNothing();
}
