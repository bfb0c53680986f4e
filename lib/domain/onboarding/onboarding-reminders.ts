import type { Stop } from "./who-acts";

/**
 * Reminders to finish onboarding (docs/notifications.md). A person is reminded when the next step
 * is theirs and nothing has happened for them for a while:
 * - progress is the latest change recorded about them: any event about the person (their own
 *   steps, HR's changes, a provider's answer) other than the reminders' own, else their creation;
 * - the first reminder after 2 days without progress; the second after 7 days without progress
 *   and no sooner than 5 days after the first; never a third;
 * - none once they have a card (asked for, issued, or closed since), under a stop (the employer's
 *   "not employed" or "not eligible", or a hard stop of hard-stops.ts), while the next step is
 *   someone else's, or after they opted out.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long without progress before each reminder. */
export const REMINDER_AFTER_MS = [2 * DAY_MS, 7 * DAY_MS] as const;
/** The second reminder never follows the first sooner than this (someone stalled long before reminders began). */
export const REMINDER_GAP_MS = 5 * DAY_MS;
export const MAX_REMINDERS = REMINDER_AFTER_MS.length;

export type ReminderNumber = 1 | 2;

/** What ends reminders for a person: the employer's "no", or a hard stop. */
/** The stops of lib/domain/onboarding/who-acts.ts: the employer's "no" and the hard stops. */
export type ReminderStop = Stop;

export type ReminderFacts = {
  now: Date;
  /** The latest progress (see above). */
  progressAt: Date;
  /** When each reminder already made went out (or was first tried), oldest first. */
  sent: readonly Date[];
  optedOut: boolean;
  /** A card exists for them that was not refused: reserved, issued, or issued and closed since. */
  hasCard: boolean;
  stop: ReminderStop | null;
  /** The next step is the person's own (the projection's waiting_on_owner = 'employee'). */
  waitingOnEmployee: boolean;
};

export type NoReminderReason = "opted_out" | "has_card" | "stopped" | "all_sent" | "not_theirs";

export type ReminderDecision =
  | { kind: "due"; reminder: ReminderNumber }
  | { kind: "wait"; reminder: ReminderNumber; dueAt: Date }
  | { kind: "none"; reason: NoReminderReason };

/** What cancels any reminder, due now or queued and not yet sent: the opt-out, a card, a stop. */
export function reminderCanceledBy(
  facts: Pick<ReminderFacts, "optedOut" | "hasCard" | "stop">,
): "opted_out" | "has_card" | "stopped" | null {
  if (facts.optedOut) return "opted_out";
  if (facts.hasCard) return "has_card";
  if (facts.stop) return "stopped";
  return null;
}

/** Whether a reminder is due now, when the next one will be, or why there is none. */
export function nextReminder(facts: ReminderFacts): ReminderDecision {
  const canceled = reminderCanceledBy(facts);
  if (canceled) return { kind: "none", reason: canceled };
  if (facts.sent.length >= MAX_REMINDERS) return { kind: "none", reason: "all_sent" };
  if (!facts.waitingOnEmployee) return { kind: "none", reason: "not_theirs" };
  const reminder = (facts.sent.length + 1) as ReminderNumber;
  const afterProgress = facts.progressAt.getTime() + REMINDER_AFTER_MS[reminder - 1]!;
  const previous = facts.sent.at(-1);
  const dueAt = new Date(previous ? Math.max(afterProgress, previous.getTime() + REMINDER_GAP_MS) : afterProgress);
  return facts.now.getTime() >= dueAt.getTime() ? { kind: "due", reminder } : { kind: "wait", reminder, dueAt };
}
