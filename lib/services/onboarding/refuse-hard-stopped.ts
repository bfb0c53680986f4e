import type { EmployeeRow } from "@/db/schema";
import {
  HARD_STOP_RULES,
  hardStopFor,
  hardStopsOf,
  type HardStop,
  type StoppableAction,
} from "@/lib/domain/onboarding/hard-stops";
import {
  evaluateRequirements,
  type RequirementsResult,
  type RequirementsSnapshot,
} from "@/lib/domain/onboarding/requirements";
import { AppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/catalog";

import type { QueryContext } from "../context";

import { loadRequirementsSnapshot } from "./load-requirements-snapshot";

/** The problem code of each hard stop: partners branch on it. */
export const HARD_STOP_CODES = {
  under_18: "hard_stop_under_18",
  identity_failed: "hard_stop_identity_failed",
  credit_declined: "hard_stop_credit_declined",
} as const satisfies Record<HardStop, ErrorCode>;

const DETAIL: Record<HardStop, string> = {
  under_18:
    "The employee's date of birth shows they are under 18: the program is for adults. Correct the date of birth if it is wrong.",
  identity_failed:
    "The employee's identity could not be verified, after the documentary review: no card can follow, and the same data is not checked again. Correcting the name, birth date, SSN or address (PATCH) starts a new check.",
  credit_declined: "The latest ability-to-repay decision declined. A new ATR submission that passes lifts this stop.",
};

type HardStopQuery = {
  ctx: QueryContext;
  employee: EmployeeRow;
  action: StoppableAction;
  /** The employee's snapshot when the caller has read it already (card creation, with the lock). */
  snapshot?: RequirementsSnapshot;
};

/**
 * The hard stop (lib/domain/onboarding/hard-stops.ts) that refuses `action` for the employee as `employee`
 * has them, or null; with the evaluated requirements it was decided on.
 */
export async function findHardStop({
  ctx,
  employee,
  action,
  snapshot: known,
}: HardStopQuery): Promise<{ stop: HardStop | null; status: RequirementsResult }> {
  const snapshot = known ?? (await loadRequirementsSnapshot({ ctx, employee }));
  const status = evaluateRequirements(snapshot);
  const stops = hardStopsOf({ requirements: status.requirements, identityReviewed: snapshot.identityReviewed });
  return { stop: hardStopFor(action, stops), status };
}

/**
 * Refuses `action` when a hard stop holds for the employee: 409 with the stop's code, naming the
 * stop and its requirement. Call it inside the use case's transaction, after locking the employee
 * and before any vendor call or write, so nothing happens on refusal. Returns the evaluated
 * requirements for callers that decide more on them (card creation).
 */
export async function refuseIfHardStopped(query: HardStopQuery): Promise<RequirementsResult> {
  const { stop, status } = await findHardStop(query);
  if (stop) {
    throw new AppError(HARD_STOP_CODES[stop], DETAIL[stop], {
      extra: { hardStop: stop, requirement: HARD_STOP_RULES[stop].requirement },
    });
  }
  return status;
}
