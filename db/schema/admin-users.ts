import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { employers } from "./employers";

// HR admins belong to one employer and see only its employees.
export const adminUsers = pgTable(
  "admin_users",
  {
    id: text("id").primaryKey(),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    // scrypt (node:crypto), parameters and salt encoded in the value.
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    // Every session cookie carries the version it was issued under; signing out bumps it, which
    // ends every session of this admin at once (a cookie alone cannot be taken back).
    sessionVersion: integer("session_version").notNull().default(1),
  },
  (table) => [
    uniqueIndex("admin_users_email_uq").on(table.email),
    index("admin_users_employer_id_idx").on(table.employerId),
  ],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
