import { getTableColumns, sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { accounts, type AccountRow } from "./accounts";
import { createdAt } from "./columns";
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
export const adminUserColumns = {
  ...getTableColumns(adminUsers),
  email: accounts.email,
  name: accounts.name,
  passwordHash: accounts.passwordHash,
  sessionVersion: accounts.sessionVersion,
  disabledAt: accounts.disabledAt,
  lastSignInAt: accounts.lastSignInAt,
  createdAt: accounts.createdAt,
};

export type AdminUserRow = AdminMembershipRow &
  Pick<AccountRow, "email" | "name" | "passwordHash" | "sessionVersion" | "disabledAt" | "lastSignInAt" | "createdAt">;

/**
 * Invitations to join an employer's team: single-use links that expire. Only the SHA-256 of the
 * token is kept; accepting one creates the person with the role the owner chose.
 */
export const adminInvites = pgTable(
  "admin_invites",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<HrRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("admin_invites_token_hash_uq").on(table.tokenHash),
    index("admin_invites_employer_id_idx").on(table.employerId),
  ],
);

export type AdminInviteRow = typeof adminInvites.$inferSelect;
