import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { cards, employeeNotifications, employees, events, notificationPreferences } from "@/db/schema";
import {
  MAX_REMINDERS,
  REMINDER_AFTER_MS,
  REMINDER_GAP_MS,
  type ReminderDecision,
} from "@/lib/domain/onboarding/onboarding-reminders";
import { logger } from "@/lib/logger";

import { systemContext, type ServiceContext } from "../context";

import { REMINDER_EVENT_TYPES } from "./reminder-facts";
import { remindIfDue } from "./remind-if-due";

export type ReminderOutcome = { decision: ReminderDecision; sent: boolean };

const PAGE = 200;

/**
 * The worker's round: every employee a reminder may be due for at `now`, page by page, each
 * decided by remindIfDue. The query only narrows (waiting on the employee, not complete, not
 * opted out, fewer than two reminders and none in the last 5 days, no card, 2 days without
 * progress), at the rule's millisecond precision (the database keeps microseconds, a JavaScript
 * date does not); the rule decides. Returns how many reminders were sent.
 */
export async function sendDueReminders({
  ctx,
  now = new Date(),
}: {
  ctx: ServiceContext;
  now?: Date;
}): Promise<number> {
  const quietSince = new Date(now.getTime() - REMINDER_AFTER_MS[0]).toISOString();
  const recentSince = new Date(now.getTime() - REMINDER_GAP_MS).toISOString();
  const reminders = (alias: string) =>
    sql`select 1 from ${employeeNotifications} ${sql.raw(alias)} where ${sql.raw(alias)}.employee_id = ${employees.id} and ${sql.raw(alias)}.kind = 'onboarding_reminder'`;
  let afterId = "";
  let sent = 0;
  for (;;) {
    const page = await ctx.db
      .select({ id: employees.id, employerId: employees.employerId })
      .from(employees)
      .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, employees.id))
      .where(
        and(
          gt(employees.id, afterId),
          eq(employees.waitingOnOwner, "employee"),
          eq(employees.requirementsComplete, false),
          isNull(notificationPreferences.remindersOptedOutAt),
          sql`(select count(*) from (${reminders("r")}) counted) < ${MAX_REMINDERS}`,
          sql`not exists (${reminders("q")} and date_trunc('milliseconds', coalesce(q.sent_at, q.last_attempt_at, q.created_at)) > ${recentSince}::timestamptz)`,
          sql`not exists (select 1 from ${cards} c where c.employee_id = ${employees.id} and c.state <> 'voided')`,
          sql`date_trunc('milliseconds', greatest(${employees.createdAt}, (select max(ev.created_at) from ${events} ev where ev.employee_id = ${employees.id} and ev.type not in (${sql.join(
            REMINDER_EVENT_TYPES.map((type) => sql`${type}`),
            sql`, `,
          )})))) <= ${quietSince}::timestamptz`,
        ),
      )
      .orderBy(employees.id)
      .limit(PAGE);
    for (const { id, employerId } of page) {
      try {
        const outcome = await remindIfDue({
          ctx: systemContext(ctx.db, "onboarding-reminders", employerId),
          employeeId: id,
          now,
        });
        if (outcome.sent) sent += 1;
      } catch (error) {
        // One person's trouble holds up no one else's reminder; the next round tries again.
        logger.error({ err: error, employeeId: id }, "onboarding reminder failed for an employee");
      }
    }
    if (page.length < PAGE) return sent;
    afterId = page.at(-1)!.id;
  }
}
