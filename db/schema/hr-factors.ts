import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { adminUsers } from "./admin-users";
import { belongsTo, createdAt, updatedAt } from "./columns";
import { employers } from "./employers";

// HR people's second factors (docs/security.md#second-factor-and-passkeys).

/** A person's authenticator app: the TOTP secret, sealed; unconfirmed until a first code proves it was added. */
export const adminTotp = pgTable("admin_totp", {
  adminId: text("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  // AES-256-GCM (lib/crypto), bound to the person's id.
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  // The last time step accepted: a code of that step or an earlier one is refused (no replay).
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Passkeys (WebAuthn credentials): a second factor, or a sign-in on their own. */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: text("id").primaryKey(),
    adminId: belongsTo("admin_id", () => adminUsers.id),
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
    uniqueIndex("admin_passkeys_credential_id_uq").on(table.credentialId),
    index("admin_passkeys_admin_id_idx").on(table.adminId),
  ],
);

/** Ten single-use recovery codes per person, each stored as a keyed hash (lib/auth/recovery-codes.ts). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: text("id").primaryKey(),
    adminId: belongsTo("admin_id", () => adminUsers.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("admin_recovery_codes_admin_id_idx").on(table.adminId)],
);

/**
 * WebAuthn challenges, single-use and short-lived: for registering a passkey, a second factor, a
 * step-up (a person's), or a passkey sign-in (nobody's yet: found by the challenge itself).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    adminId: text("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("webauthn_challenges_expires_at_idx").on(table.expiresAt)],
);

/** An employer's single sign-on (OpenID Connect), set by an owner (docs/security.md#single-sign-on). */
export const employerSso = pgTable("employer_sso", {
  employerId: text("employer_id")
    .primaryKey()
    .references(() => employers.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull(),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  // AES-256-GCM (lib/crypto), bound to the employer's id; its last four shown to owners.
  clientSecretEncrypted: text("client_secret_encrypted"),
  clientSecretLastFour: text("client_secret_last_four"),
  allowedDomains: jsonb("allowed_domains").$type<string[]>().notNull(),
  roleClaim: text("role_claim").notNull(),
  // Scopes to ask for beside openid, email and profile: some providers release the role claim only
  // for one (Okta's "groups"); others refuse a scope they do not know, so none by default.
  scopes: jsonb("scopes").$type<string[]>().notNull().default([]),
  roleMapping: jsonb("role_mapping").$type<Record<string, HrRole>>().notNull(),
  defaultRole: text("default_role").$type<HrRole>(),
  required: boolean("required").notNull(),
  breakGlassAdminId: text("break_glass_admin_id"),
  updatedAt: updatedAt(),
});

export type EmployerSsoRow = typeof employerSso.$inferSelect;

/**
 * The states of single sign-on attempts already answered, kept until the attempt would have expired.
 * The attempt itself travels in the browser's sealed cookie (lib/auth/sso-attempt.ts), and this is
 * what makes its state single-use: a callback replayed with the same cookie finds its state here.
 * Only a callback bringing a cookie we sealed writes a row, so there is at most one per attempt the
 * throttled start made, and expired rows are deleted as new ones come.
 */
export const ssoSpentStates = pgTable(
  "sso_spent_states",
  {
    stateHash: text("state_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sso_spent_states_expires_at_idx").on(table.expiresAt)],
);
