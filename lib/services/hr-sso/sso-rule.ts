import { eq } from "drizzle-orm";

import { accounts, adminUsers, employerSso } from "@/db/schema";
import { passwordSignInAllowed } from "@/lib/domain/hr/sso-policy";

import type { TeamMemberQuery } from "../requests";

/**
 * Whether this person may sign in without the employer's single sign-on (a password or a
 * passkey): always, unless the employer requires SSO and they are not its break-glass owner, still
 * an active owner (assert-not-break-glass.ts refuses the changes that would end that; this holds
 * whatever changed the row).
 */
export async function mayBypassSso({ ctx, employerId, adminId }: TeamMemberQuery): Promise<boolean> {
  const [sso] = await ctx.db
    .select({ enabled: employerSso.enabled, required: employerSso.required, breakGlass: employerSso.breakGlassAdminId })
    .from(employerSso)
    .where(eq(employerSso.employerId, employerId));
  const [person] = await ctx.db
    .select({ role: adminUsers.role, disabledAt: accounts.disabledAt, employerId: adminUsers.employerId })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(eq(adminUsers.id, adminId));
  return passwordSignInAllowed({
    ssoRequired: Boolean(sso?.enabled && sso.required),
    breakGlassAdminId: sso?.breakGlass ?? null,
    adminId,
    activeOwner: person?.employerId === employerId && person.role === "owner" && !person.disabledAt,
  });
}
