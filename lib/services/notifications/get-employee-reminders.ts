import { and, asc, eq } from "drizzle-orm";

import { employeeNotifications, notificationPreferences, type NotificationStatus } from "@/db/schema";
import type { Locale } from "@/lib/i18n/config";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { authorize } from "../authorize";

export type EmployeeReminders = {
  /** When the person stopped the reminders; null while they are on. */
  optedOutAt: Date | null;
  /** The language their e-mails go in; null: not known yet, both. */
  language: Locale | null;
  reminders: Array<{ number: number; status: NotificationStatus; sentAt: Date | null; createdAt: Date }>;
};

/** HR's view of one employee's reminders to finish onboarding: each one and when it went, and the opt-out. */
export async function getEmployeeReminders({ ctx, employeeId }: EmployeeRequest): Promise<EmployeeReminders> {
  authorize(ctx.actor, "employees.read");
  await getEmployeeOrThrow({ ctx, employeeId });
  const [rows, [preferences]] = await Promise.all([
    ctx.db
      .select()
      .from(employeeNotifications)
      .where(
        and(
          eq(employeeNotifications.employeeId, employeeId),
          eq(employeeNotifications.employerId, ctx.employerId),
          eq(employeeNotifications.kind, "onboarding_reminder"),
        ),
      )
      .orderBy(asc(employeeNotifications.occasion)),
    ctx.db
      .select()
      .from(notificationPreferences)
      .where(
        and(eq(notificationPreferences.employeeId, employeeId), eq(notificationPreferences.employerId, ctx.employerId)),
      ),
  ]);
  return {
    optedOutAt: preferences?.remindersOptedOutAt ?? null,
    language: preferences?.language ?? null,
    reminders: rows.map((row) => ({
      number: Number(row.occasion),
      status: row.status,
      sentAt: row.sentAt,
      createdAt: row.createdAt,
    })),
  };
}
