import { and, asc, eq, ne, notInArray, sql } from "drizzle-orm";

import { cards, employeeNotifications, events, notificationPreferences, type EmployeeRow } from "@/db/schema";
import type { ReminderFacts } from "@/lib/domain/onboarding/onboarding-reminders";
import { evaluateRequirements } from "@/lib/domain/onboarding/requirements";
import { whoActs } from "@/lib/domain/onboarding/who-acts";

import type { QueryContext } from "../context";
import { loadRequirementsSnapshot } from "../onboarding/load-requirements-snapshot";

/** The reminders' own events: they are not progress. */
export const REMINDER_EVENT_TYPES = ["employee.onboarding_reminder_sent", "employee.onboarding_reminders_opted_out"];

/**
 * What the reminder rule (lib/domain/onboarding/onboarding-reminders.ts) decides on, for one employee as
 * `employee` has them: their last progress (their latest event, not counting the reminders' own,
 * else their creation), the reminders made, the opt-out, any card not refused, and the stops —
 * the employer's "no" and the hard stops, checked here on the live requirements, whatever the
 * projection says.
 */
export async function loadReminderFacts({
  ctx,
  employee,
  now,
}: {
  ctx: QueryContext;
  employee: EmployeeRow;
  now: Date;
}): Promise<ReminderFacts> {
  const { db } = ctx;
  // Often inside the caller's transaction, where one connection answers one query at a time: in turn.
  const [latest] = await db
    .select({ at: sql<Date | null>`max(${events.createdAt})`.mapWith(events.createdAt) })
    .from(events)
    .where(and(eq(events.employeeId, employee.id), notInArray(events.type, REMINDER_EVENT_TYPES)));
  const reminders = await db
    .select()
    .from(employeeNotifications)
    .where(
      and(eq(employeeNotifications.employeeId, employee.id), eq(employeeNotifications.kind, "onboarding_reminder")),
    )
    .orderBy(asc(employeeNotifications.occasion));
  const [preferences] = await db
    .select({ optedOutAt: notificationPreferences.remindersOptedOutAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.employeeId, employee.id));
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.employeeId, employee.id), ne(cards.state, "voided")))
    .limit(1);
  const snapshot = await loadRequirementsSnapshot({ ctx, employee, now });
  // Who acts next, by the rule every view uses (lib/domain/onboarding/who-acts.ts), on the live requirements.
  const who = whoActs({ result: evaluateRequirements(snapshot), identityReviewed: snapshot.identityReviewed });
  const progressAt = latest?.at && latest.at > employee.createdAt ? latest.at : employee.createdAt;
  return {
    now,
    progressAt,
    sent: reminders.map((reminder) => reminder.sentAt ?? reminder.lastAttemptAt ?? reminder.createdAt),
    optedOut: Boolean(preferences?.optedOutAt),
    hasCard: card !== undefined,
    stop: who.kind === "stopped" ? who.stop : null,
    // Their own step is what onboarding waits on: a reminder can help. While it waits on HR first,
    // none goes, even if the person has steps of their own (issue 42: a reminder reached a person
    // waiting on HR); HR can still invite them (bulk invite reads employeeCanAct).
    waitingOnEmployee: who.kind === "waiting" && who.waiting.owner === "employee" && who.employeeCanAct,
  };
}
