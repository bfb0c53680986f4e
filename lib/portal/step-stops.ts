import type { StoppableAction } from "@/lib/domain/onboarding/hard-stops";

import type { TaskId } from "./tasks";

/**
 * The portal's pages after a hard stop, each with the action of lib/domain/onboarding/hard-stops.ts that
 * decides whether it may open: a page opens only when the use case behind it would run. Repayment
 * follows the credit decision (a minor or a person whose identity failed for good is asked for no
 * bank account or card), and the card page stays open to the holder of a live card, whatever
 * happens later. Personal details never stop: a mistyped birth date is corrected there, and after
 * a final identity failure a corrected name, birth date, SSN or address starts the new check.
 */
export const STEP_ACTIONS = {
  check: "identity_verification",
  identity: "identity_verification",
  agreements: "agreements",
  income: "atr",
  repayment: "atr",
  card: "card",
} as const satisfies Partial<Record<TaskId, StoppableAction>>;

export type StoppableStep = keyof typeof STEP_ACTIONS;
