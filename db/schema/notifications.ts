import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { NotificationKind } from "@/lib/domain/onboarding/notifications";
import type { Locale } from "@/lib/i18n/config";

import { createdAt } from "./columns";
import { ownedByEmployee } from "./employees";

export type NotificationStatus = "pending" | "sent" | "failed" | "canceled";

// Every e-mail we send a person about their onboarding and card (docs/notifications.md), one row
// per occasion: the unique index is what sends it at most once, whichever worker gets there
// first, however often the events are read. A reminder's occasion is its number, 1 or 2: the
// check makes a third impossible. Rows keep no e-mail text, only the little it is made from.
export const employeeNotifications = pgTable(
  "employee_notifications",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployee(),
    kind: text("kind").$type<NotificationKind>().notNull(),
    // The card or identity check it is about; for a reminder, its number.
    occasion: text("occasion").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    // The person's language when it was queued; null: not known, the e-mail goes in both.
    language: text("language").$type<Locale>(),
    emailTo: text("email_to").notNull(),
    status: text("status").$type<NotificationStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("employee_notifications_occasion_uq").on(table.employeeId, table.kind, table.occasion),
    // The sender's queue: only what is still to send.
    index("employee_notifications_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      "employee_notifications_reminder_number_ck",
      sql`${table.kind} <> 'onboarding_reminder' or ${table.occasion} in ('1', '2')`,
    ),
  ],
);

export type EmployeeNotificationRow = typeof employeeNotifications.$inferSelect;
