import { inTransaction } from "@/db/transaction";
import { nextReminder } from "@/lib/domain/onboarding/onboarding-reminders";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";

import { queueNotification } from "./queue-notification";
import { loadReminderFacts } from "./reminder-facts";
import { sendNotification } from "./send-notification";
import type { ReminderOutcome } from "./send-due-reminders";

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
