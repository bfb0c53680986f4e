import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";

import type { ErrorCode } from "@/lib/errors/catalog";

import {
  cardLimitPreviewSchema,
  cardLimitRequestSchema,
  cardLockBodySchema,
  closeCardBodySchema,
  createCardBodySchema,
  createCardQuerySchema,
  mailCardAgainBodySchema,
  reportLostBodySchema,
} from "@/lib/schemas/card";
import { cardLimitPreviewResponseSchema, cardListSchema, cardSchema } from "@/lib/schemas/responses/card";

import { registerOperation, type Operation } from "../operation";

const CARDS = "/api/employers/{employerId}/employees/{employeeId}/cards";

/** What a card request may be refused with, beside the errors every operation has. */
const CREATE_CARD_ERRORS = [
  "onboarding_incomplete",
  "terms_not_confirmed",
  "terms_changed",
  "hard_stop_under_18",
  "hard_stop_identity_failed",
  "hard_stop_credit_declined",
  "card_already_exists",
  "employer_suspended",
  "not_enrolled_in_onboarding",
  "provider_not_configured",
  "card_issuer_refused",
  "card_issuer_unavailable",
] satisfies ErrorCode[];

export function registerCardPaths(registry: OpenAPIRegistry): void {
  registerLimitRequestPaths(registry);
  registerOperation(registry, {
    method: "post",
    path: CARDS,
    operationId: "createCard",
    summary: "Create the card",
    description:
      "`cardType=virtual`: an Active virtual card. `cardType=all`: plus a physical card that stays Inactive until activated. Refused with `409 hard_stop_*` while a hard stop holds (under 18, identity failed for good, credit declined: /docs/errors#hard_stop_under_18 and the two codes after it), and with `400 onboarding_incomplete` (listing each unmet requirement) until all 12 requirements hold; a second card is `409 card_already_exists` with the existing `cardId`. Retries with the same Idempotency-Key never issue two cards. When the card issuer fails or times out the answer is `503 card_issuer_unavailable` with the `cardId`: the card is reserved and issued shortly by a reconciler (`card.created` follows); until then it is not listed and a new create answers 409. An issuer that refuses the card for good is `502 card_issuer_refused`, and nothing is kept.",
    tag: "Cards",
    query: createCardQuerySchema,
    body: {
      schema: createCardBodySchema,
      optional: true,
      description:
        "Optional for partners: the person's confirmation of the terms (limit, repayment plan, how it is repaid) your page showed them, recorded with the card (`terms.confirmedBy: partner`). Without it the card records the terms in force with `confirmedBy: null`. The portal always sends it. `409 terms_changed` when a newer income decision replaced the one shown.",
      example: {
        termsConfirmation: { atrSubmissionId: "atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6", shownAt: "2026-11-27T18:30:00Z" },
      },
    },
    success: { status: 201, description: "The card.", schema: cardSchema, location: true },
    errors: CREATE_CARD_ERRORS,
  });
  registerOperation(registry, {
    method: "get",
    path: CARDS,
    operationId: "listCards",
    summary: "List cards",
    tag: "Cards",
    success: {
      status: 200,
      description:
        "The employee's cards once issued, newest first: the live one, then any it replaced or that were closed (`closedAt`).",
      schema: cardListSchema,
    },
  });
  registerOperation(registry, {
    method: "get",
    path: `${CARDS}/{cardId}`,
    operationId: "getCard",
    summary: "Get a card",
    tag: "Cards",
    success: { status: 200, description: "The card.", schema: cardSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${CARDS}/{cardId}/activate-physical-card`,
    operationId: "activatePhysicalCard",
    summary: "Activate the physical card",
    description:
      "No body. The physical card must have been mailed — shipped or delivered; the person holding it is the proof. In the sandbox it is mailed when the card is created, so `cardType=all` then this call answers 201 then 200 with nothing in between. `409 physical_card_not_shipped` before it is mailed or after it came back undeliverable; `409 card_locked` while a lock stands; `409 card_closed` for a closed card.",
    tag: "Cards",
    success: { status: 200, description: "The card, now Active.", schema: cardSchema },
    errors: [
      "no_physical_card",
      "physical_card_not_shipped",
      "card_locked",
      "card_closed",
      "provider_not_configured",
      "card_issuer_unavailable",
    ],
  });
  cardAction(registry, {
    action: "lock",
    operationId: "lockCard",
    summary: "Lock the card",
    description:
      "Places a lock for a `reason`: the card (virtual and physical) stops working until every lock is lifted. Locks stack by reason; the same reason twice is one lock (answered unchanged, no event). A partner may place `cardholder_request`, `employer_request` and `suspected_fraud`; `employment_ended`, `not_eligible` and `identity_unverified` are the program's own (`403 card_action_not_allowed`). `card.locked` follows; the issuer holds the card inactive.",
    body: { schema: cardLockBodySchema, example: { reason: "cardholder_request" } },
    success: { status: 200, description: "The card, with its locks." },
    errors: ["card_closed"],
  });
  cardAction(registry, {
    action: "unlock",
    operationId: "unlockCard",
    summary: "Lift a lock",
    description:
      "Lifts the lock of one `reason`, if it is yours to lift (the same reasons a partner may place). The card works again only when `locks` is empty — another reason's lock (the program's, for example) keeps it locked. A lock not standing is nothing to lift (answered unchanged). `card.unlocked` follows with the locks left.",
    body: { schema: cardLockBodySchema, example: { reason: "cardholder_request" } },
    success: { status: 200, description: "The card, with the locks still standing." },
    errors: ["card_closed"],
  });
  cardAction(registry, {
    action: "report-lost-or-stolen",
    operationId: "reportCardLostOrStolen",
    summary: "Report the card lost or stolen",
    description:
      "Closes the card (`card.closed`, `reason` lost or stolen) and issues a replacement: a new card id and number, the same card type, linked both ways (`replacesCardId` / `replacedByCardId`); a physical card is mailed again to the address on file now and must be activated again. The replacement keeps HR's and the program's locks, not the cardholder's own. `201` with the replacement (`card.created` with `replacesCardId`, then `card.replaced`); reporting the same card again — a retry, or two reports at once — answers the same replacement (one replacement, however many reports). Works on a locked card. When the card issuer fails: `503 card_issuer_unavailable` with the replacement's `cardId`, and it is issued shortly by itself.",
    body: { schema: reportLostBodySchema, example: { reason: "lost" } },
    success: { status: 201, description: "The replacement card.", location: true },
    errors: ["card_closed", "card_issuer_refused", "card_issuer_unavailable"],
  });
  cardAction(registry, {
    action: "mail-again",
    operationId: "mailCardAgain",
    summary: "Mail a returned card again",
    description:
      "When the physical card came back undeliverable (`physicalCard.shipping.status` `returned`, or `failure`; `card.shipping_failed`), ask the employee to check their address — PATCH it if it changed — then call this with `addressConfirmed: true`. The card is closed (`card.closed`, reason `undeliverable`) and replaced as a lost card is: a new card id and number, the same type, the physical card mailed to the address on file now (`card.created` with `replacesCardId`, `card.replaced`). `409 physical_card_not_returned` for a card on its way or delivered. Asked again, the same replacement.",
    body: { schema: mailCardAgainBodySchema, example: { addressConfirmed: true } },
    success: { status: 201, description: "The replacement card.", location: true },
    errors: ["card_closed", "physical_card_not_returned", "card_issuer_refused", "card_issuer_unavailable"],
  });
  cardAction(registry, {
    action: "close",
    operationId: "closeCard",
    summary: "Close the card",
    description:
      "Closes the card for good, without a replacement: both parts read `Canceled`, the issuer cancels them, and the employee may request a new card. `employment_ended` is the program's own reason. Closing a closed card answers it unchanged. `card.closed` follows (`replacedByCardId: null`).",
    body: { schema: closeCardBodySchema, example: { reason: "employer_request" } },
    success: { status: 200, description: "The card, closed." },
  });
}

/**
 * A move on one card (POST …/cards/{cardId}/<action>): a JSON body, the card in the answer, the
 * Cards tag, and the refusal every move can get (`card_action_not_allowed`: not yours to do).
 */
/**
 * After the card, a new income answer is a request for a higher limit on it (docs/payments-and-cards.md#a-new-limit):
 * previewed, then confirmed; the limit only goes up.
 */
function registerLimitRequestPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: `${CARDS}/{cardId}/limit-requests/preview`,
    operationId: "previewCardLimit",
    summary: "Preview a new limit",
    description:
      "What an income answer (integer cents) would do to the live card's limit, decided as onboarding decides income, to show the person before they confirm: `raise` gives the new limit; `unchanged` means the card keeps its limit and terms — a lower answer, the same limit or a decline never lowers or closes a card, and sends no adverse action notice. Nothing is recorded.",
    tag: "Cards",
    body: { schema: cardLimitPreviewSchema, example: { annualIncome: 6_500_000, monthlyObligations: 150_000 } },
    success: { status: 200, description: "What confirming would do.", schema: cardLimitPreviewResponseSchema },
    errors: ["card_closed", "card_action_not_allowed"],
  });
  registerOperation(registry, {
    method: "post",
    path: `${CARDS}/{cardId}/limit-requests`,
    operationId: "requestCardLimit",
    summary: "Raise the limit",
    description:
      "Confirms a preview whose outcome was `raise`: the same answer with the new limit shown (`expectedCreditLimit`). The decision is kept as an ATR submission (`atr.evaluated`), the card's `terms` take its limit and repayment plan with this confirmation, `card.limit_raised` follows, and the employee is e-mailed. An answer that would not raise the limit is `409 limit_not_raised`, and one that gives another limit than shown (the program's terms changed) `409 limit_changed`; neither records anything.",
    tag: "Cards",
    body: {
      schema: cardLimitRequestSchema,
      example: { annualIncome: 6_500_000, monthlyObligations: 150_000, expectedCreditLimit: 435_000 },
    },
    success: { status: 200, description: "The card, on its new terms.", schema: cardSchema },
    errors: ["card_closed", "card_action_not_allowed", "limit_not_raised", "limit_changed"],
  });
}

function cardAction(
  registry: OpenAPIRegistry,
  op: Pick<Operation, "operationId" | "summary" | "description" | "errors"> & {
    action: string;
    body: { schema: z.ZodType; example: unknown };
    success: { status: 200 | 201; description: string; location?: boolean };
  },
): void {
  const { action, success, errors = [], ...rest } = op;
  registerOperation(registry, {
    ...rest,
    method: "post",
    path: `${CARDS}/{cardId}/${action}`,
    tag: "Cards",
    success: { ...success, schema: cardSchema },
    errors: ["card_action_not_allowed", ...errors],
  });
}
