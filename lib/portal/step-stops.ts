import type { StoppableAction } from "@/lib/domain/onboarding/hard-stops";

import type { TaskId } from "./tasks";

/**
 * The portal's pages after a hard stop, each with the action of lib/domain/onboarding/hard-stops.ts that
 * decides whether it may open: a page opens only when the use case behind it would run. Repayment
 * is asked only for a card that can come (every stop closes it, a declined credit decision too),
 * and the card and repayment pages stay open to the holder of a live card, whatever happens later. Personal details never stop: a mistyped birth date is corrected there, and after
 * a final identity failure a corrected name, birth date, SSN or address starts the new check.
 */
export const STEP_ACTIONS = {
  check: "identity_verification",
  identity: "identity_verification",
  agreements: "agreements",
  income: "atr",
  repayment: "repayment",
  card: "card",
} as const satisfies Partial<Record<TaskId, StoppableAction>>;

export type StoppableStep = keyof typeof STEP_ACTIONS;
