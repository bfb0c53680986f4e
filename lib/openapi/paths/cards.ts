import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { createCardQuerySchema } from "@/lib/schemas/card";
import { cardListSchema, cardSchema } from "@/lib/schemas/responses/card";

import { registerOperation } from "../operation";

const CARDS = "/api/employers/{employerId}/employees/{employeeId}/cards";

export function registerCardPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: CARDS,
    operationId: "createCard",
    summary: "Create the card",
    description:
      "`cardType=virtual`: an Active virtual card. `cardType=all`: plus a physical card that stays Inactive until activated. Refused with `400 onboarding_incomplete` (listing each unmet requirement) until all 12 requirements hold; a second card is `409 card_already_exists` with the existing `cardId`. Retries with the same Idempotency-Key never issue two cards. When the card issuer fails or times out the answer is `503 card_issuer_unavailable` with the `cardId`: the card is reserved and issued shortly by a reconciler (`card.created` follows); until then it is not listed and a new create answers 409. An issuer that refuses the card for good is `502 card_issuer_refused`, and nothing is kept.",
    tag: "Cards",
    query: createCardQuerySchema,
    success: { status: 201, description: "The card.", schema: cardSchema, location: true },
    errors: ["onboarding_incomplete", "card_already_exists", "not_enrolled_in_onboarding", "provider_not_configured", "card_issuer_refused", "card_issuer_unavailable"],
  });
  registerOperation(registry, {
    method: "get",
    path: CARDS,
    operationId: "listCards",
    summary: "List cards",
    tag: "Cards",
    success: { status: 200, description: "The employee's card (one at most), once issued.", schema: cardListSchema },
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
    description: "No body. The physical card must have been mailed (in the sandbox: `POST /api/sandbox/issuing/cards/{cardId}/shipping/ship`).",
    tag: "Cards",
    success: { status: 200, description: "The card, now Active.", schema: cardSchema },
    errors: ["no_physical_card", "physical_card_not_shipped", "provider_not_configured", "card_issuer_unavailable"],
  });
}
