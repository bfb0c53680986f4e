// The card's lifecycle after it is issued: locks that stack by reason, closing, and a lost or stolen
// report that closes the card and issues a replacement. Pure: the use cases decide with it inside
// the transaction that holds the card row, and derive from it what the issuer must hold.
//
// A card is usable only when it is not closed and no lock stands. Each lock has a reason, and the
// reason says who may place it and who may lift it: an employee cannot lift what HR or the program
// placed, and only the program (a system actor) places and lifts the employment and eligibility
// locks.

/** Who acts on a card. The partner acts for the employer (and for the cardholder in its app). */
export type LifecycleActor = "partner" | "employee" | "admin" | "system";

/** Through which door a change came; recorded in the card's history. */
export type CardChannel = "api" | "portal" | "admin" | "system" | "issuer";

export const LOCK_REASONS = [
  "cardholder_request",
  "employer_request",
  "suspected_fraud",
  "employment_ended",
  "not_eligible",
  "identity_unverified",
] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export const LOSS_REASONS = ["lost", "stolen"] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** Why a card is replaced by a new one: lost, stolen, or its physical card came back undeliverable. */
export const REPLACEMENT_REASONS = [...LOSS_REASONS, "undeliverable"] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

/** Why a card was closed without a replacement (POST …/close); a replaced card is closed for its replacement reason. */
export const CLOSE_REASONS = ["cardholder_request", "employer_request", "suspected_fraud", "employment_ended"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export type ClosedBecause = CloseReason | ReplacementReason;

/** Who may place — and so lift — a lock of each reason. */
export const LOCK_HOLDERS: Record<LockReason, readonly LifecycleActor[]> = {
  cardholder_request: ["employee", "partner", "admin"],
  employer_request: ["partner", "admin"],
  suspected_fraud: ["partner", "admin"],
  employment_ended: ["system"],
  not_eligible: ["system"],
  identity_unverified: ["system"],
};

/** Who may close a card for each reason (never the employee: closing without a replacement ends the card account). */
export const CLOSERS: Record<CloseReason, readonly LifecycleActor[]> = {
  cardholder_request: ["partner", "admin"],
  employer_request: ["partner", "admin"],
  suspected_fraud: ["partner", "admin"],
  employment_ended: ["system"],
};

/** Who may report a card lost or stolen (a replacement is issued). */
export const LOSS_REPORTERS: readonly LifecycleActor[] = ["employee", "partner", "admin"];

export type CardLock = { reason: LockReason; placedBy: LifecycleActor };

/** What a lifecycle move needs to know of the card, read under its row lock. */
export type LifecycleCard = { closed: boolean; locks: readonly CardLock[] };

export type Refusal = {
  code: "card_closed" | "card_action_not_allowed" | "physical_card_not_returned";
  detail: string;
};
export type Plan = { ok: true; changes: boolean } | { ok: false; refusal: Refusal };

const refuse = (code: Refusal["code"], detail: string): Plan => ({ ok: false, refusal: { code, detail } });
const closedRefusal = () =>
  refuse("card_closed", "The card is closed; act on its replacement (replacedByCardId) if it has one.");

export const isLockReason = (value: string): value is LockReason => (LOCK_REASONS as readonly string[]).includes(value);
export const isLossReason = (value: string | null): value is LossReason =>
  value !== null && (LOSS_REASONS as readonly string[]).includes(value);

/** Placing a lock: the same reason twice is one lock (no change, no event). */
export function planLock(card: LifecycleCard, actor: LifecycleActor, reason: LockReason): Plan {
  if (!LOCK_HOLDERS[reason].includes(actor))
    return refuse("card_action_not_allowed", `A lock for ${reason} is not yours to place.`);
  if (card.closed) return closedRefusal();
  return { ok: true, changes: !card.locks.some((lock) => lock.reason === reason) };
}

/** Lifting a lock: only its reason's holders may; a lock that does not stand is nothing to lift (no change). */
export function planUnlock(card: LifecycleCard, actor: LifecycleActor, reason: LockReason): Plan {
  if (!LOCK_HOLDERS[reason].includes(actor))
    return refuse("card_action_not_allowed", `A lock for ${reason} is not yours to lift.`);
  if (card.closed) return closedRefusal();
  return { ok: true, changes: card.locks.some((lock) => lock.reason === reason) };
}

/** Closing without a replacement: for good. Closing a closed card changes nothing. */
export function planClose(card: LifecycleCard, actor: LifecycleActor, reason: CloseReason): Plan {
  if (!CLOSERS[reason].includes(actor))
    return refuse("card_action_not_allowed", `Closing a card for ${reason} is not yours to do.`);
  return { ok: true, changes: !card.closed };
}

/** A lost or stolen report: closes the card and reserves its replacement. Locks do not stop it (it makes the card safer). */
export function planLossReport(card: LifecycleCard, actor: LifecycleActor): Plan {
  if (!LOSS_REPORTERS.includes(actor))
    return refuse("card_action_not_allowed", "Reporting a card lost or stolen is not yours to do.");
  return { ok: true, changes: !card.closed };
}

/** Shipments that ended without reaching the employee: the card may be mailed again (as a replacement). */
export const isUndelivered = (shippingStatus: string | null): boolean =>
  shippingStatus === "returned" || shippingStatus === "failure";

/**
 * Mailing a card again after its physical card came back undeliverable (or its shipment failed):
 * the employee confirms or changes their address, and a replacement is mailed to it. Only then —
 * a card on its way or delivered is not re-mailed (report it lost instead).
 */
export function planUndeliveredReplacement(
  card: LifecycleCard & { shippingStatus: string | null },
  actor: LifecycleActor,
): Plan {
  if (!LOSS_REPORTERS.includes(actor))
    return refuse("card_action_not_allowed", "Mailing a card again is not yours to do.");
  if (card.closed) return { ok: true, changes: false };
  if (!isUndelivered(card.shippingStatus)) {
    return refuse(
      "physical_card_not_returned",
      "The physical card has not come back undeliverable; if it is lost, report it lost instead.",
    );
  }
  return { ok: true, changes: true };
}

/**
 * The locks a replacement inherits: every lock but the cardholder's own (the report supersedes it —
 * they locked a card they could not find). A card locked by HR or by the program stays locked.
 */
export const carriedLocks = <T extends { reason: string }>(locks: readonly T[]): T[] =>
  locks.filter((lock) => lock.reason !== "cardholder_request");

/**
 * What the issuer must hold for one part of our card: cancelled once closed (with the loss reason
 * for a lost or stolen card), inactive while any lock stands, else active — a physical card only
 * once it was activated (before that, inactive like any unactivated physical card).
 */
export function issuerStatusFor(part: {
  kind: "virtual" | "physical";
  activated: boolean;
  closedBecause: ClosedBecause | null;
  locked: boolean;
}): {
  status: "active" | "inactive" | "canceled";
  cancellationReason?: LossReason;
} {
  if (part.closedBecause !== null)
    return isLossReason(part.closedBecause)
      ? { status: "canceled", cancellationReason: part.closedBecause }
      : { status: "canceled" };
  if (part.locked) return { status: "inactive" };
  if (part.kind === "physical" && !part.activated) return { status: "inactive" };
  return { status: "active" };
}
