import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { cards, employeeNotifications, employees, events, notificationPreferences } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import {
  MAX_REMINDERS,
  nextReminder,
  REMINDER_AFTER_MS,
  REMINDER_GAP_MS,
  type ReminderDecision,
} from "@/lib/domain/onboarding/onboarding-reminders";
import { logger } from "@/lib/logger";

import { systemContext, type EmployerContext, type ServiceContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";

import { queueNotification } from "./queue-notification";
import { loadReminderFacts, REMINDER_EVENT_TYPES } from "./reminder-facts";
import { sendNotification } from "./send-notification";

export type ReminderOutcome = { decision: ReminderDecision; sent: boolean };

/**
 * Reminds one employee to finish onboarding if the rule says a reminder is due at `now`
 * (lib/domain/onboarding/onboarding-reminders.ts). Decided and queued under the employee's row lock, on
 * their live requirements; the reminder's number is unique per person, so two workers deciding
 * at once queue it once. Then sent, with no lock held.
 */
export async function remindIfDue({
  ctx,
  employeeId,
  now = new Date(),
}: {
  ctx: EmployerContext;
  employeeId: string;
  now?: Date;
}): Promise<ReminderOutcome> {
  const { decision, notificationId } = await inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    const decided = nextReminder(await loadReminderFacts({ ctx: tx, employee, now }));
    if (decided.kind !== "due") return { decision: decided, notificationId: undefined };
    const id = await queueNotification({
      ctx: tx,
      employerId: employee.employerId,
      employeeId,
      occasion: { kind: "onboarding_reminder", occasion: String(decided.reminder), data: {} },
    });
    return { decision: decided, notificationId: id };
  });
  if (!notificationId) return { decision, sent: false };
  return { decision, sent: (await sendNotification({ ctx, notificationId })) === "sent" };
}

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
