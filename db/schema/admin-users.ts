import { getTableColumns, sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { accountPersonColumns, accounts, type AccountPerson } from "./accounts";
import { ownedByEmployer } from "./employers";

// HR people ("admins" in the code, "the team" on the pages): an account of the `hr` realm
// (accounts.ts: e-mail, name, password, factors, sessions) that is a member of one employer and
// sees only its employees, as far as its role lets it. The membership shares the account's id.
export const adminUsers = pgTable(
  "admin_users",
  {
    id: text("id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    ...ownedByEmployer(),
    // owner, admin or viewer (lib/domain/hr/hr-roles.ts). Admins from before roles became owners:
    // they could do everything.
    role: text("role").$type<HrRole>().notNull().default("viewer"),
    // The person's identity at the employer's single sign-on: the provider's issuer and its subject
    // there, set together (a subject is unique only within its issuer). Created just in time by a
    // sign-in, or linked once the person proved who they are (lib/services/hr-sso); cleared for the
    // whole team when the employer changes or removes its provider.
    ssoIssuer: text("sso_issuer"),
    ssoSubject: text("sso_subject"),
    // An owner's approval that this person's next single sign-on links them without proving
    // anything here (they have no factor and no password); used once, or lapses after a day.
    ssoLinkApprovedAt: timestamp("sso_link_approved_at", { withTimezone: true }),
  },
  (table) => [
    index("admin_users_employer_id_idx").on(table.employerId),
    uniqueIndex("admin_users_sso_link_uq").on(table.employerId, table.ssoIssuer, table.ssoSubject),
    check("admin_users_sso_link_ck", sql`(${table.ssoIssuer} is null) = (${table.ssoSubject} is null)`),
  ],
);

export type AdminMembershipRow = typeof adminUsers.$inferSelect;

/** An HR person as the services read one: the membership with its account's columns (selectAdminUsers). */
export const adminUserColumns = { ...getTableColumns(adminUsers), ...accountPersonColumns };

export type AdminUserRow = AdminMembershipRow & AccountPerson;
