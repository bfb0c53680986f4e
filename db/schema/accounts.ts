import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { Realm } from "@/lib/domain/accounts/realms";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";

import { belongsTo, createdAt } from "./columns";
import { employers } from "./employers";

// The people who sign in to run the program, in one machinery (docs/security.md#accounts): HR of
// an employer (realm `hr`, whose membership and role are in admin_users) and the program's own
// staff (realm `operator`). Credentials, factors and sessions belong to an account; what it may
// reach is its realm's business. An e-mail is unique within a realm: the same person may be an
// operator and HR of an employer, as two accounts that never open each other's doors.

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    realm: text("realm").$type<Realm>().notNull(),
    // Lower-cased when written.
    email: text("email").notNull(),
    name: text("name").notNull(),
    // scrypt (node:crypto), parameters and salt encoded in the value. Null for a person who signs
    // in only through single sign-on or with a passkey.
    passwordHash: text("password_hash"),
    // Every session cookie carries the version it was issued under; bumping it ends every session
    // of the account at once (a cookie alone cannot be taken back).
    sessionVersion: integer("session_version").notNull().default(1),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("accounts_realm_email_uq").on(table.realm, table.email),
    check("accounts_realm_ck", sql`${table.realm} in ('hr', 'operator')`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;

/** What a realm's person reads of their account beside their membership (HR) or role (operators). */
export const accountPersonColumns = {
  email: accounts.email,
  name: accounts.name,
  passwordHash: accounts.passwordHash,
  sessionVersion: accounts.sessionVersion,
  disabledAt: accounts.disabledAt,
  lastSignInAt: accounts.lastSignInAt,
  createdAt: accounts.createdAt,
};

export type AccountPerson = Pick<AccountRow, keyof typeof accountPersonColumns>;

/** An account's authenticator app: the TOTP secret, sealed; unconfirmed until a first code proves it was added. */
export const accountTotp = pgTable("account_totp", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  // AES-256-GCM (lib/crypto), bound to the account's id (sealingContexts.accountTotp).
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  // The last time step accepted: a code of that step or an earlier one is refused (no replay).
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Passkeys (WebAuthn credentials): a second factor, or a sign-in on their own. */
export const accountPasskeys = pgTable(
  "account_passkeys",
  {
    id: text("id").primaryKey(),
    accountId: belongsTo("account_id", () => accounts.id),
    credentialId: text("credential_id").notNull(),
    // The COSE public key, base64url: public, so stored as it is.
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull(),
    transports: jsonb("transports").$type<string[]>().notNull(),
    name: text("name").notNull(),
    backedUp: boolean("backed_up").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("account_passkeys_credential_id_uq").on(table.credentialId),
    index("account_passkeys_account_id_idx").on(table.accountId),
  ],
);

/** Ten single-use recovery codes per account, each stored as a keyed hash (lib/auth/recovery-codes.ts). */
export const accountRecoveryCodes = pgTable(
  "account_recovery_codes",
  {
    id: text("id").primaryKey(),
    accountId: belongsTo("account_id", () => accounts.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("account_recovery_codes_account_id_idx").on(table.accountId)],
);

/**
 * WebAuthn challenges, single-use and short-lived: for registering a passkey, a second factor, a
 * step-up (an account's), or a passkey sign-in (nobody's yet: found by the challenge itself).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    accountId: text("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("webauthn_challenges_expires_at_idx").on(table.expiresAt)],
);

/**
 * Sessions, one row per signed-in browser (docs/security.md#sessions): what the person sees in
 * "Your sessions" (device, address, last seen) and can end, and what every request checks beside
 * the sealed cookie. The id is the SHA-256 of the cookie's random CSRF token (lib/auth/session.ts
 * sessionId), so the table holds nothing a cookie could be rebuilt from.
 */
export const accountSessions = pgTable(
  "account_sessions",
  {
    id: text("id").primaryKey(),
    accountId: belongsTo("account_id", () => accounts.id),
    // The employer an HR session acts for (every query of it is scoped to it); null for an operator.
    employerId: text("employer_id"),
    // active; second_factor: the password was right, a factor is still owed; enrol: a factor is
    // required and the person has none yet. Only an active session reaches the realm's area.
    stage: text("stage").$type<SessionStage>().notNull(),
    // How the person proved who they are: password, passkey or sso.
    method: text("method").notNull(),
    // The last time a second factor (or a passkey) was verified in this session: step-up asks for
    // a recent one before the writes that could hand the account or the program to someone else.
    factorAt: timestamp("factor_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    // signed_out, ended_by_self, ended_by_owner, disabled, removed, role_changed, replaced
    endedReason: text("ended_reason"),
    // A single sign-on to an existing account that is not linked yet: the provider's identity,
    // linked to the person once this session proves who they are (its stage is second_factor).
    pendingSsoIssuer: text("pending_sso_issuer"),
    pendingSsoSubject: text("pending_sso_subject"),
  },
  (table) => [
    index("account_sessions_account_id_idx").on(table.accountId),
    check(
      "account_sessions_pending_sso_ck",
      sql`(${table.pendingSsoIssuer} is null) = (${table.pendingSsoSubject} is null)`,
    ),
  ],
);

export type SessionStage = "active" | "second_factor" | "enrol";
export type AccountSessionRow = typeof accountSessions.$inferSelect;

/**
 * Invitations to make an account, one machinery for both realms: an HR owner inviting a teammate
 * to their employer (employer and inviter set), an operator owner inviting an operator, and the
 * first operator owner's link from `npm run operator:create` on the server's shell (no inviter).
 * Single-use links that expire; only the SHA-256 of the token is kept; accepting one creates the
 * person with the role chosen.
 */
export const accountInvites = pgTable(
  "account_invites",
  {
    id: text("id").primaryKey(),
    realm: text("realm").$type<Realm>().notNull(),
    // The employer an HR invitation is to; null for an operator's.
    employerId: text("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    // An HR role (lib/domain/hr/hr-roles.ts) or an operator role (lib/domain/operator/operator-roles.ts), by realm.
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    // The account that invited; null only for the first operator owner, made on the server's shell.
    invitedBy: text("invited_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("account_invites_token_hash_uq").on(table.tokenHash),
    index("account_invites_employer_id_idx").on(table.employerId),
    check("account_invites_realm_ck", sql`${table.realm} in ('hr', 'operator')`),
    check(
      "account_invites_hr_ck",
      sql`(${table.realm} = 'hr') = (${table.employerId} is not null) and (${table.realm} = 'operator' or ${table.invitedBy} is not null)`,
    ),
  ],
);

export type AccountInviteRow = typeof accountInvites.$inferSelect;

/** The program's own staff: an account of the `operator` realm and the role it holds (docs/operator.md#roles). */
export const operators = pgTable(
  "operators",
  {
    id: text("id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: text("role").$type<OperatorRole>().notNull(),
  },
  (table) => [check("operators_role_ck", sql`${table.role} in ('owner', 'program', 'support', 'compliance')`)],
);

export type OperatorRow = typeof operators.$inferSelect;
