import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { belongsTo, createdAt } from "./columns";
import { ownedByEmployer } from "./employers";

// HR people ("admins" in the code, "the team" on the pages) belong to one employer and see only its
// employees, as far as their role lets them.
export const adminUsers = pgTable(
  "admin_users",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    // owner, admin or viewer (lib/domain/hr/hr-roles.ts). Admins from before roles became owners:
    // they could do everything.
    role: text("role").$type<HrRole>().notNull().default("viewer"),
    // scrypt (node:crypto), parameters and salt encoded in the value. Null for a person who signs
    // in only through single sign-on or with a passkey.
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    // Every session cookie carries the version it was issued under; signing out bumps it, which
    // ends every session of this admin at once (a cookie alone cannot be taken back).
    sessionVersion: integer("session_version").notNull().default(1),
    // The person's identity at the employer's single sign-on: the provider's issuer and its subject
    // there, set together (a subject is unique only within its issuer). Created just in time by a
    // sign-in, or linked once the person proved who they are (lib/services/hr-sso); cleared for the
    // whole team when the employer changes or removes its provider.
    ssoIssuer: text("sso_issuer"),
    ssoSubject: text("sso_subject"),
    // An owner's approval that this person's next single sign-on links them without proving
    // anything here (they have no factor and no password); used once, or lapses after a day.
    ssoLinkApprovedAt: timestamp("sso_link_approved_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("admin_users_email_uq").on(table.email),
    index("admin_users_employer_id_idx").on(table.employerId),
    uniqueIndex("admin_users_sso_link_uq").on(table.employerId, table.ssoIssuer, table.ssoSubject),
    check("admin_users_sso_link_ck", sql`(${table.ssoIssuer} is null) = (${table.ssoSubject} is null)`),
  ],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;

/**
 * HR sessions, one row per signed-in browser (docs/security.md#sessions): what the person sees in
 * "Your sessions" (device, address, last seen) and can end, and what every request checks beside
 * the sealed cookie. The id is the SHA-256 of the cookie's random CSRF token (lib/auth/session.ts
 * sessionId), so the table holds nothing a cookie could be rebuilt from.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    adminId: belongsTo("admin_id", () => adminUsers.id),
    employerId: text("employer_id").notNull(),
    // active; second_factor: the password was right, a factor is still owed; enrol: the employer
    // requires a factor and the person has none yet. Only an active session reaches the HR area.
    stage: text("stage").$type<AdminSessionStage>().notNull(),
    // How the person proved who they are: password, passkey or sso.
    method: text("method").notNull(),
    // The last time a second factor (or a passkey) was verified in this session: step-up asks for
    // one within 10 minutes before exports, SFTP and API secrets, and role changes.
    factorAt: timestamp("factor_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    // signed_out, ended_by_self, ended_by_owner, disabled, removed, role_changed
    endedReason: text("ended_reason"),
    // A single sign-on to an existing account that is not linked yet: the provider's identity,
    // linked to the person once this session proves who they are (its stage is second_factor).
    pendingSsoIssuer: text("pending_sso_issuer"),
    pendingSsoSubject: text("pending_sso_subject"),
  },
  (table) => [
    index("admin_sessions_admin_id_idx").on(table.adminId),
    check(
      "admin_sessions_pending_sso_ck",
      sql`(${table.pendingSsoIssuer} is null) = (${table.pendingSsoSubject} is null)`,
    ),
  ],
);

export type AdminSessionStage = "active" | "second_factor" | "enrol";
export type AdminSessionRow = typeof adminSessions.$inferSelect;

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
