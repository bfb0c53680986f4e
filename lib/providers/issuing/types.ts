import type { ReportedCard, ReportedShipping } from "@/lib/domain/cards/card-issuer-state";
import type { ValidAddress } from "@/lib/domain/person/address";

export type CardKind = "virtual" | "physical";

/**
 * What we keep of an issued card: ids for later calls, last four and expiry for display — never a
 * full number. `shipping`: a physical card's shipment as the issuer answered (the sandbox mails at
 * once; Stripe answers pending), applied forward only like any later report.
 */
export type IssuedCard = {
  providerId: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  shipping?: ReportedShipping | null;
};

/** Why a card is cancelled for good at the issuer and replaced with a new number (Stripe: cancellation_reason, replacement_reason). */
export type IssuerLossReason = "lost" | "stolen";

/** The status we ask the issuer to hold: active (usable), inactive (locked, or not yet activated), canceled (for good). */
export type IssuerCardStatus = "active" | "inactive" | "canceled";

/** A US postal address, complete (onboarding requires one before a card is issued). */
export type CardholderAddress = ValidAddress & { country: "US" };

/**
 * The person a card is issued to, as the issuer must know them (Stripe Issuing: a cardholder).
 * `termsAcceptance` is our own legal record of the employee accepting the program's terms (the
 * latest acceptance of a required agreement): when, from which address and browser.
 */
export type Cardholder = {
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, or null when none is on file. */
  phoneNumber: string | null;
  /** YYYY-MM-DD */
  birthDate: string;
  billingAddress: CardholderAddress;
  /** null when the program has no required agreement, so no acceptance on record. */
  termsAcceptance: { acceptedAt: Date; ipAddress: string | null; userAgent: string | null } | null;
};

export type IssueCardInput = {
  /** Our card id: the issuer stores it with the card (Stripe: metadata) so findCard can look it up. */
  cardId: string;
  kind: CardKind;
  /** Same key → same card at the issuer, however often the call is repeated (`${cardId}:${kind}`). */
  idempotencyKey: string;
  /**
   * The card reconciler's attempt, when it issues after finding nothing at the issuer for our id: any
   * other object the issuer makes on the way (Stripe: the cardholder) gets a key of this attempt too,
   * so a failure saved under the request's key is not replayed to it (idempotencyKeyFor).
   */
  reconcileAttempt?: number;
  cardholder: Cardholder;
  /** Where a physical card is mailed (the address on file when the card was requested). */
  shippingAddress?: CardholderAddress;
  /** The issuer's id of the card of the same kind this one replaces (Stripe: replacement_for), cancelled before. */
  replacementFor?: string;
  replacementReason?: IssuerLossReason;
};

/**
 * How the browser shows a card's number, expiry and security code: always the issuer's own
 * element in its own frame, authorised by a short-lived key our server mints for one card — the
 * details never pass through our responses or logs. Stripe: Issuing Elements on Stripe.js with
 * the publishable key. Sandbox: a frame of ours that shows marked test details.
 */
export type CardDetailsDisplay = { kind: "stripe"; publishableKey: string } | { kind: "sandbox" };

/** A key for the issuer's element to read one card's details, for a few minutes. */
export type CardDetailsKey = { secret: string; expiresAt: Date };

/**
 * A card as the issuer holds it now: whose it is (the card id and kind we stored with it — null
 * for a card we did not make) and its state, in our domain's terms (lib/domain/cards/card-issuer-state).
 */
export type IssuerCard = ReportedCard & { providerId: string; cardId: string | null; kind: CardKind | null };

/**
 * A card issuer (Stripe Issuing is the real adapter). Every call is made with no database
 * transaction open (docs/payments-and-cards.md): a slow or failing issuer never holds a lock.
 * Adapters own their timeouts — every call ends well inside the card reconciler's 60 seconds —
 * and throw IssuingError for what the issuer answered or failed to.
 */
export type IssuingProvider = {
  name: string;
  issueCard(input: IssueCardInput): Promise<IssuedCard>;
  /**
   * A live (not cancelled) card the issuer holds for our card id and kind, or null: for when an
   * idempotency key may have expired, and to release a voided card. The employee narrows the
   * search (Stripe: the employee's cardholder's cards).
   */
  findCard(input: { cardId: string; kind: CardKind; employeeId: string }): Promise<IssuedCard | null>;
  /** The card's current state, or null when the issuer has no such card. */
  retrieveCard(providerId: string): Promise<IssuerCard | null>;
  /** Idempotent at the issuer: activating an active card is harmless. */
  activateCard(providerId: string): Promise<void>;
  /** Cancels a card for good (a voided reservation's). Idempotent: cancelling a cancelled card is harmless. */
  cancelCard(providerId: string): Promise<void>;
  /**
   * Sets the card's status at the issuer: inactive while a lock stands, active when none does (a
   * physical card only once activated), canceled — with the reason for a lost or stolen card — when
   * closed. Idempotent; a cancelled card stays cancelled (asking anything of it is harmless).
   */
  setCardStatus(
    providerId: string,
    input: { status: IssuerCardStatus; cancellationReason?: IssuerLossReason },
  ): Promise<void>;
  display: CardDetailsDisplay;
  /** Exchanges the browser's single-use nonce (made by the issuer's script for this card) for a key its element can use. */
  createCardDetailsKey(input: { providerId: string; nonce: string }): Promise<CardDetailsKey>;
};

/**
 * An issuer failure. `retryable`: a timeout, a 5xx, a rate limit, the same key still in flight —
 * the same call may succeed later. Not retryable: the issuer refused for good (the reservation is
 * voided and whatever the issuer holds for it is cancelled).
 */
export class IssuingError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "IssuingError";
  }
}

/**
 * The idempotency key of one card's create: our card id and kind, so a retry of the request gets
 * the same card. A reconciler attempt that found no card at the issuer for our id adds its own
 * attempt number: the request's key may hold a saved failure (Stripe replays a 500 under its key
 * for 24 hours), which only a new key gets past, and the read-back has shown no card would be made twice.
 */
export const idempotencyKeyFor = (cardId: string, kind: CardKind, reconcileAttempt?: number) =>
  reconcileAttempt === undefined ? `${cardId}:${kind}` : `${cardId}:${kind}:reconcile-${reconcileAttempt}`;
