import { and, eq, isNull, sql } from "drizzle-orm";

import { employeeNotifications, employees, notificationPreferences } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { readOptOutToken } from "@/lib/auth/opt-out-token";
import { AppError } from "@/lib/errors/app-error";
import { recordEvent } from "@/lib/events/record-event";

import type { EmployeeQuery, TokenRequest } from "../requests";

const invalidLink = () =>
  new AppError(
    "reminder_opt_out_link_invalid",
    "This opt-out link does not work: it is incomplete, altered or too old. Use the link in the latest reminder.",
  );

export type OptOutState = { optedOutAt: Date | null };

/**
 * Stops the reminders to finish onboarding for the person a reminder's link was made for (the
 * token is their only credential: a link scanner that only opens the link changes nothing, since
 * this takes a POST). Once: a second opt-out answers the first one's time and records nothing.
 * Pending reminders are canceled with it; the e-mails about their card and identity still go.
 * A bad token changes nothing.
 */
export async function optOutOfReminders({ ctx, token }: TokenRequest): Promise<{ optedOutAt: Date; already: boolean }> {
  const subject = await readOptOutToken(token);
  if (!subject) throw invalidLink();
  return inTransaction(ctx, async (tx) => {
    const [employee] = await tx.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, subject.employeeId), eq(employees.employerId, subject.employerId)))
      .for("no key update");
    if (!employee) throw invalidLink();
    const [changed] = await tx.db
      .insert(notificationPreferences)
      .values({ ...subject, remindersOptedOutAt: sql`now()` })
      .onConflictDoUpdate({
        target: notificationPreferences.employeeId,
        set: { remindersOptedOutAt: sql`now()`, updatedAt: sql`now()` },
        setWhere: isNull(notificationPreferences.remindersOptedOutAt),
      })
      .returning({ optedOutAt: notificationPreferences.remindersOptedOutAt });
    if (!changed?.optedOutAt) {
      const { optedOutAt } = await readPreference({ ctx: tx, employeeId: subject.employeeId });
      return { optedOutAt: optedOutAt ?? new Date(), already: true };
    }
    await tx.db
      .update(employeeNotifications)
      .set({ status: "canceled" })
      .where(
        and(
          eq(employeeNotifications.employeeId, subject.employeeId),
          eq(employeeNotifications.kind, "onboarding_reminder"),
          eq(employeeNotifications.status, "pending"),
        ),
      );
    await recordEvent({
      ctx: tx,
      type: "employee.onboarding_reminders_opted_out",
      employerId: subject.employerId,
      employeeId: subject.employeeId,
      data: { employerId: subject.employerId, employeeId: subject.employeeId },
    });
    return { optedOutAt: changed.optedOutAt, already: false };
  });
}

export async function readPreference({ ctx, employeeId }: EmployeeQuery): Promise<OptOutState> {
  const [row] = await ctx.db
    .select({ optedOutAt: notificationPreferences.remindersOptedOutAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.employeeId, employeeId));
  return { optedOutAt: row?.optedOutAt ?? null };
}
