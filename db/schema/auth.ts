import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { belongsTo, createdAt } from "./columns";
import { employees } from "./employees";

// Single-use sign-in links (invites and e-mailed links). Only the SHA-256 of the token is stored:
// a database leak does not hand out working links.
export const signInTokens = pgTable(
  "sign_in_tokens",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    employeeId: belongsTo("employee_id", () => employees.id),
    purpose: text("purpose").notNull(),
    /** Where the link leads once it signed the person in (an e-mail's step); null: where they are needed. */
    landing: text("landing"),
    // A partner's invite link (as Stripe's Account Links): where the portal offers to go back to
    // once opened, and where the link sends the person once it no longer works (used or expired),
    // for the partner to make a fresh one.
    returnUrl: text("return_url"),
    refreshUrl: text("refresh_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // When `employee.invite_expired` was recorded for this invite (once; lib/services/sign-in-links).
    expiryAnnouncedAt: timestamp("expiry_announced_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sign_in_tokens_token_hash_uq").on(table.tokenHash),
    index("sign_in_tokens_employee_id_idx").on(table.employeeId),
    // The worker's search for invites expired unopened and not announced yet: only those are in it.
    index("sign_in_tokens_invite_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.purpose} = 'invite' and ${table.usedAt} is null and ${table.expiryAnnouncedAt} is null`),
  ],
);

// Sessions ended by signing out, until their cookie would have expired anyway: the id is the
// SHA-256 of the session's random CSRF token (lib/auth/session.ts sessionId), checked on every
// request beside the person's session version.
export const endedSessions = pgTable(
  "ended_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("ended_sessions_expires_at_idx").on(table.expiresAt)],
);

// Mail that would have gone out over SMTP, kept for the development outbox page when no SMTP
// server is configured.
export const devMailOutbox = pgTable("dev_mail_outbox", {
  id: text("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  // The HTML part, when the mail has one, and the headers a mail client acts on (List-Unsubscribe).
  html: text("html"),
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: createdAt(),
});
