export type CardKind = "virtual" | "physical";

/** What we keep of an issued card: ids for later calls, last four and expiry for display — never a full number. */
export type IssuedCard = { providerId: string; lastFour: string; expMonth: number; expYear: number };

export type IssueCardInput = {
  /** Our card id: the issuer stores it with the card (Stripe: metadata) so findCard can look it up. */
  cardId: string;
  employeeId: string;
  kind: CardKind;
  /** Same key → same card at the issuer, however often the call is repeated (`${cardId}:${kind}`). */
  idempotencyKey: string;
};

/**
 * A card issuer (Stripe Issuing is the natural real adapter). Every call is made with no database
 * transaction open (docs/payments-and-cards.md): a slow or failing issuer never holds a lock.
 * Adapters own their timeouts and throw IssuingError for what the issuer answered or failed to.
 */
export type IssuingProvider = {
  name: string;
  issueCard(input: IssueCardInput): Promise<IssuedCard>;
  /** The issuer's card for our card id and kind, or null: for when an idempotency key may have expired. */
  findCard(input: { cardId: string; kind: CardKind }): Promise<IssuedCard | null>;
  /** Idempotent at the issuer: activating an active card is harmless. */
  activateCard(providerId: string): Promise<void>;
};

/**
 * An issuer failure. `retryable`: a timeout, a 5xx, a rate limit — the same call may succeed
 * later. Not retryable: the issuer refused for good (the reconciler voids such a reservation).
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

export const idempotencyKeyFor = (cardId: string, kind: CardKind) => `${cardId}:${kind}`;
