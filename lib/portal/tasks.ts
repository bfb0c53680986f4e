import type { RequirementKey } from "@/lib/domain/onboarding/requirements";
import { stopOf, type Stop } from "@/lib/domain/onboarding/who-acts";

/**
 * The portal's task list: the employee's own tasks in the order they can do them, built from the
 * live onboarding status. The 12 requirements are the partner's view; a person sees about six
 * tasks, the employer's items collapsed into one line, and a hard stop when no card can come.
 */

export type TaskId = "personal" | "check" | "identity" | "agreements" | "income" | "repayment" | "card";

/** cannot_start: an earlier task comes first; waiting: only the employer or a provider can move it. */
export type TaskState = "cannot_start" | "to_do" | "in_progress" | "done" | "waiting";

export type Task = {
  id: TaskId;
  state: TaskState;
  /** Who is being waited on, when the state is `waiting`. */
  waitingOn: "employer" | "provider" | null;
  /** Something the person gave needs fixing (an invalid value, a failed check they can retry). */
  attention: boolean;
  /** Something they accepted has a new version to review and accept again (agreements only). */
  review?: boolean;
  href: string;
};

export type HardStopReason = "under_18" | "not_employed" | "not_eligible" | "identity_failed" | "atr_failed";

export type TaskRequirement = {
  key: RequirementKey;
  fulfilled: boolean;
  status: string;
  code: string | null;
  actor: "employee" | "employer";
  fields: string[];
};

export type TaskInput = {
  requirements: TaskRequirement[];
  /** The latest identity check was the documentary review: a failure is final. */
  identityReviewed: boolean;
  /** The employee's card, if one was issued: `active` once it can be used everywhere it was ordered for. */
  card: "none" | "issued" | "active";
  /**
   * They hold a live card: a declined income answer is no stop for them (its terms are the card's;
   * a new answer is a limit request that never declines them). Only an answer recorded before that
   * rule (issue 42) can show one.
   */
  holdsLiveCard?: boolean;
};

export type TaskList = {
  hardStop: HardStopReason | null;
  tasks: Task[];
  /** "Step `current` of `total`": current is the next task's position, or total when all are done. */
  progress: { done: number; current: number; total: number };
  /** The first task the person can do now; null when everything is done or they are waiting. */
  next: TaskId | null;
  /** The employer's open items (not hard stops), shown as one "waiting on your employer" line. */
  employerItems: RequirementKey[];
  /**
   * The card is issued and its physical part waits to be activated when it arrives: a line of its
   * own, not a task (the card task is done once the card is issued: the virtual card works).
   */
  activatePhysical: boolean;
};

export const TASK_PATHS: Record<TaskId, string> = {
  personal: "/onboarding/personal",
  check: "/onboarding/check",
  identity: "/onboarding/identity",
  agreements: "/onboarding/agreements",
  income: "/onboarding/income",
  repayment: "/onboarding/repayment",
  card: "/onboarding/card",
};

/** Where the employee's card stands: a virtual card is active at once, a physical one once activated. */
export function cardProgress(card: { cardType: string; activatedAt: Date | null } | undefined): TaskInput["card"] {
  if (!card) return "none";
  return card.cardType === "virtual" || card.activatedAt !== null ? "active" : "issued";
}

const PERSONAL: RequirementKey[] = ["birthday", "valid_address", "ssn"];

/** The portal's name for each stop (its messages are keyed by these). */
const PORTAL_STOP: Record<Stop, HardStopReason> = {
  not_employed: "not_employed",
  not_eligible: "not_eligible",
  under_18: "under_18",
  identity_failed: "identity_failed",
  credit_declined: "atr_failed",
};

/**
 * The stop the task list shows instead of the tasks: the one of lib/domain/onboarding/who-acts.ts, the same
 * answer HR's table and the use cases give.
 */
export function hardStopOf({
  requirements,
  identityReviewed,
}: Pick<TaskInput, "requirements" | "identityReviewed">): HardStopReason | null {
  const stop = stopOf({ requirements, identityReviewed });
  return stop ? PORTAL_STOP[stop] : null;
}

export function buildTaskList(input: TaskInput): TaskList {
  const byKey = new Map(input.requirements.map((r) => [r.key, r]));
  const get = (key: RequirementKey) => byKey.get(key);
  const met = (key: RequirementKey) => get(key)?.fulfilled === true;
  const employerItems = input.requirements.filter((r) => r.actor === "employer" && !r.fulfilled).map((r) => r.key);
  const stop = hardStopOf(input);
  const hardStop = stop === "atr_failed" && input.holdsLiveCard ? null : stop;

  const identity = get("identity_verification");
  // The status names a missing phone number only once identity is no longer blocked on the rest.
  const phoneKnown =
    identity !== undefined && identity.status !== "blocked" && !identity.fields.includes("/phoneNumber");
  const personalMet = PERSONAL.filter(met).length + (phoneKnown ? 1 : 0);
  const personalDone = personalMet === PERSONAL.length + 1;
  const identityStarted =
    identity !== undefined &&
    (identity.fulfilled ||
      !["blocked", "missing"].includes(identity.status) ||
      identity.code === "documentary_evidence_required");

  const states: Array<Omit<Task, "href">> = [];
  const push = (id: TaskId, state: TaskState, extra: Partial<Pick<Task, "waitingOn" | "attention" | "review">> = {}) =>
    states.push({
      id,
      state,
      waitingOn: extra.waitingOn ?? null,
      attention: extra.attention ?? false,
      ...(extra.review ? { review: true } : {}),
    });

  const personalAttention = PERSONAL.some((key) => get(key)?.status === "invalid");
  push("personal", personalDone ? "done" : personalMet > 0 ? "in_progress" : "to_do", { attention: personalAttention });
  push("check", !personalDone ? "cannot_start" : identityStarted ? "done" : "to_do");

  const identityState = (): [TaskState, Partial<Task>] => {
    if (!identityStarted || !identity) return ["cannot_start", {}];
    if (identity.fulfilled) return ["done", {}];
    if (identity.status === "pending") return ["waiting", { waitingOn: "provider" }];
    if (identity.code === "documentary_evidence_required") return ["in_progress", {}];
    return ["to_do", { attention: true }];
  };
  const [identityTaskState, identityExtra] = identityState();
  push("identity", identityTaskState, identityExtra);

  const agreementsOpen =
    identityTaskState === "done" || identityTaskState === "waiting" || identityTaskState === "in_progress";
  push("agreements", met("agreements") ? "done" : agreementsOpen ? "to_do" : "cannot_start", {
    review: get("agreements")?.code === "agreement_version_outdated",
  });

  const atr = get("atr");
  const incomeState = (): [TaskState, Partial<Task>] => {
    if (met("atr")) return ["done", {}];
    if (!met("agreements")) return ["cannot_start", {}];
    if (atr?.status === "blocked") return ["waiting", { waitingOn: "employer" }];
    return ["to_do", {}];
  };
  const [incomeTaskState, incomeExtra] = incomeState();
  push("income", incomeTaskState, incomeExtra);

  const repayment = get("repayment_process");
  if (repayment && repayment.actor === "employee") {
    if (repayment.fulfilled) push("repayment", "done");
    else if (!met("atr")) push("repayment", "cannot_start");
    else if (repayment.status === "pending") push("repayment", "waiting", { waitingOn: "provider" });
    else push("repayment", "to_do");
  }

  const complete = input.requirements.length > 0 && input.requirements.every((r) => r.fulfilled);
  const employeeTasksDone = states.every((task) => task.state === "done");
  // Issued is done: the virtual card works at once; activating the physical one is its own line.
  if (input.card !== "none") push("card", "done");
  else if (complete) push("card", "to_do");
  else if (employeeTasksDone) push("card", "waiting", { waitingOn: "employer" });
  else push("card", "cannot_start");

  const tasks = states.map((task) => ({ ...task, href: TASK_PATHS[task.id] }));
  const nextIndex = tasks.findIndex((task) => task.state === "to_do" || task.state === "in_progress");
  const done = tasks.filter((task) => task.state === "done").length;
  return {
    hardStop,
    tasks,
    progress: {
      done,
      current: nextIndex === -1 ? Math.min(done + 1, tasks.length) : nextIndex + 1,
      total: tasks.length,
    },
    next: hardStop || nextIndex === -1 ? null : tasks[nextIndex]!.id,
    employerItems: hardStop ? [] : employerItems,
    activatePhysical: input.card === "issued",
  };
}

/**
 * Where "Save and continue" goes once `current` is saved: the next task the person can do now, in
 * the task list's order; the task list itself when there is none (everything done, waiting on the
 * employer or a provider, or a hard stop, which the task list explains).
 */
export function pathAfter(list: Pick<TaskList, "hardStop" | "next">, current: TaskId): string {
  if (list.hardStop || list.next === null || list.next === current) return "/onboarding";
  return TASK_PATHS[list.next];
}

/**
 * Where a sign-in link lands: where the person is needed. Once they have a card, their card (to
 * activate it, or just to see it) — or, when the program asks for a repayment method, the
 * repayment step. Before the card, the task list: its start page on a first visit, a stop, or the
 * tasks with "Continue" to the next one, so a person sees where they stand before going on.
 */
export function landingPath(
  list: Pick<TaskList, "tasks"> & {
    cardHold: { locks: readonly string[]; repaymentMethodRequired: boolean } | null;
  },
): string {
  if (list.cardHold) {
    return list.cardHold.locks.length === 0 && list.cardHold.repaymentMethodRequired
      ? TASK_PATHS.repayment
      : "/onboarding";
  }
  const card = list.tasks.find((task) => task.id === "card");
  return card && (card.state === "done" || card.state === "in_progress") ? TASK_PATHS.card : "/onboarding";
}

/** What still stands between the person and a card: their own tasks not done yet, the card itself aside. */
export function tasksLeft(list: Pick<TaskList, "tasks">): Task[] {
  return list.tasks.filter((task) => task.id !== "card" && task.state !== "done");
}
