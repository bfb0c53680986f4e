import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { updatedAt } from "./columns";
import { employers } from "./employers";

// HR's single sign-on through the employer's identity provider (docs/security.md#single-sign-on).

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
