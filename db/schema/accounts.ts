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

import { belongsTo, createdAt } from "./columns";

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
