import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { Locale } from "@/lib/i18n/config";

import { updatedAt } from "./columns";
import { employees } from "./employees";
import { ownedByEmployer } from "./employers";

// What a person told us about the e-mails we send them (docs/notifications.md): the language they
// read the portal in (the last one they wrote in or signed in with), and whether they stopped
// the reminders to finish onboarding. A row appears with the first of these.
export const notificationPreferences = pgTable("notification_preferences", {
  employeeId: text("employee_id")
    .primaryKey()
    .references(() => employees.id, { onDelete: "cascade" }),
  ...ownedByEmployer(),
  language: text("language").$type<Locale>(),
  remindersOptedOutAt: timestamp("reminders_opted_out_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
