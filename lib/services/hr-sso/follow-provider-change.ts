import { and, eq, isNotNull } from "drizzle-orm";

import { adminUsers } from "@/db/schema";
import { sameIssuer } from "@/lib/domain/hr/sso-policy";

import { recordAudit } from "../audit/record-audit";
import type { TxContext } from "../context";

/**
 * What a change of the employer's identity provider does to its people's links, in the
 * transaction that saves the settings. A subject is unique only within its issuer: once the
 * issuer changes (or single sign-on is removed), no link says who anyone is at the new provider,
 * so every link of the employer is cleared, and every owner's approval to link with it; each
 * person links again at their next single sign-on by proving who they are (resolve-sso-person.ts).
 * Cleared rather than kept and flagged: a link that matches nothing is one less thing every query
 * must remember to ignore, and the audit record keeps who had one. The same issuer spelt
 * differently (a trailing slash) is the same provider: its links follow the new spelling.
 */
export async function followProviderChange({
  ctx,
  before,
  after,
}: {
  ctx: TxContext;
  /** The settings' issuer before the change; undefined when there were none. */
  before: { issuer: string } | undefined;
  /** After it; null when single sign-on was removed. */
  after: { issuer: string } | null;
}): Promise<void> {
  if (!before) return;
  const linked = and(eq(adminUsers.employerId, ctx.employerId), isNotNull(adminUsers.ssoSubject));
  if (after && sameIssuer(before.issuer, after.issuer)) {
    if (after.issuer !== before.issuer) await ctx.db.update(adminUsers).set({ ssoIssuer: after.issuer }).where(linked);
    return;
  }
  // An owner's approval to link was for the old provider: withdrawn with the links.
  await ctx.db
    .update(adminUsers)
    .set({ ssoLinkApprovedAt: null })
    .where(and(eq(adminUsers.employerId, ctx.employerId), isNotNull(adminUsers.ssoLinkApprovedAt)));
  const unlinked = await ctx.db
    .update(adminUsers)
    .set({ ssoIssuer: null, ssoSubject: null })
    .where(linked)
    .returning({ id: adminUsers.id });
  if (unlinked.length === 0) return;
  await recordAudit({
    ctx,
    entry: {
      action: "team.sso_unlinked",
      details: {
        reason: after ? "issuer_changed" : "sso_removed",
        people: unlinked.length,
        adminIds: unlinked.map((person) => person.id),
      },
    },
  });
}
