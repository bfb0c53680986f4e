import { and, eq, sql } from "drizzle-orm";

import { accounts, adminUsers, employerSso, type EmployerSsoRow } from "@/db/schema";
import { emailDomain, emailDomainAllowed } from "@/lib/domain/hr/sso-policy";

import type { ServiceContext } from "../context";

import { SsoSignInError } from "./sso-sign-in";
import { hrEmail } from "../accounts/hr-people";

/**
 * The employer whose single sign-on a work e-mail goes through: the person's own employer when the
 * address is already an HR account there, otherwise the one employer whose SSO allows its domain
 * (two that both do: none — an address must not choose between employers).
 */
export async function findSsoEmployer({ ctx, email }: { ctx: ServiceContext; email: string }): Promise<EmployerSsoRow> {
  const address = email.trim().toLowerCase();
  const [person] = await ctx.db
    .select({ employerId: adminUsers.employerId })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(hrEmail(address));
  let sso: EmployerSsoRow | undefined;
  if (person) {
    [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, person.employerId));
  } else {
    const domain = emailDomain(address);
    const candidates = domain
      ? await ctx.db
          .select()
          .from(employerSso)
          .where(
            and(
              eq(employerSso.enabled, true),
              sql`${employerSso.allowedDomains} @> ${JSON.stringify([domain])}::jsonb`,
            ),
          )
      : [];
    sso = candidates.length === 1 ? candidates[0] : undefined;
  }
  if (!sso?.enabled) throw new SsoSignInError("sso_not_configured");
  if (!emailDomainAllowed(email, sso.allowedDomains)) throw new SsoSignInError("sso_domain_not_allowed");
  return sso;
}
