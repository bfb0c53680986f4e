import { z } from "zod";

import { nullableTimestamp, timestamp } from "./common";

/** POST /api/reminders/opt-out: the reminders are off (now, or since the first opt-out). */
export const remindersOptedOutSchema = z.strictObject({
  optedOut: z.literal(true),
  optedOutAt: timestamp,
});
export type RemindersOptedOut = z.infer<typeof remindersOptedOutSchema>;

/** HR's view of one employee's reminders (GET /api/admin/employees/{id}/reminders). */
export const employeeRemindersSchema = z.strictObject({
  optedOutAt: nullableTimestamp,
  language: z.enum(["en", "es"]).nullable(),
  reminders: z.array(
    z.strictObject({
      number: z.number().int().min(1).max(2),
      status: z.enum(["pending", "sent", "failed", "canceled"]),
      sentAt: nullableTimestamp,
      createdAt: timestamp,
    }),
  ),
});
export type EmployeeRemindersResponse = z.infer<typeof employeeRemindersSchema>;

/** The sandbox helper's answer: what the reminder rule decided for the employee at `asOf`. */
export const sandboxReminderOutcomeSchema = z
  .strictObject({
    outcome: z.enum(["sent", "not_sent", "wait", "none"]).meta({
      description:
        "sent: a reminder went (see the development outbox); not_sent: one was due but was sent already or the mail server refused it; wait: not due yet (dueAt); none: no reminder will come (reason).",
    }),
    reminder: z.number().int().min(1).max(2).nullable(),
    dueAt: nullableTimestamp,
    reason: z.enum(["opted_out", "has_card", "stopped", "all_sent", "not_theirs"]).nullable(),
  })
  .meta({ id: "SandboxReminderOutcome" });
export type SandboxReminderOutcome = z.infer<typeof sandboxReminderOutcomeSchema>;
