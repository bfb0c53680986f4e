import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { identityEventReceivedSchema, stripeEventReceivedSchema } from "@/lib/schemas/responses/misc";

import { registerOperation } from "../operation";

/**
 * The vendors' callbacks: called by Stripe and Persona, never by partners, so they are in their own
 * document (buildVendorCallbacksDocument: the contract tests hold their answers to it, and `npm run
 * openapi:types` writes it to .data/vendor-callbacks.openapi.json) and not in the partner reference.
 */
export function registerVendorCallbackPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/api/webhooks/stripe",
    operationId: "receiveStripeEvent",
    summary: "Stripe event callback",
    description:
      "Called by Stripe, not by partners: authenticated only by the `Stripe-Signature` header (5-minute tolerance). Payment-method events (`setup_intent.succeeded`, `setup_intent.setup_failed`, `payment_method.detached`) and card events (`issuing_card.created`, `issuing_card.updated`: the card is read again from Stripe and its shipment and status applied forward-only, recording `card.shipped`, `card.delivered`, `card.shipping_failed`, `card.activated`, `card.canceled`). Every verified event gets `200`, including ones we skip; a redelivery is `duplicate`; anything that does not verify is `400 invalid_signature`; `503 service_unavailable` when Stripe could not be asked about the card (Stripe delivers the event again).",
    tag: "Vendor callbacks",
    auth: "none",
    body: {
      schema: z
        .looseObject({ id: z.string(), type: z.string() })
        .meta({ description: "A Stripe Event object, as Stripe sends it." }),
    },
    success: { status: 200, description: "Received.", schema: stripeEventReceivedSchema },
    errors: ["invalid_signature", "service_unavailable"],
  });
  registerOperation(registry, {
    method: "post",
    path: "/api/webhooks/persona",
    operationId: "receivePersonaEvent",
    summary: "Persona event callback",
    description:
      "Called by Persona (IDENTITY_PROVIDER=persona), not by partners: authenticated only by the `Persona-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"t.body\">`, 5-minute tolerance). A `transaction.status-updated` event with a final decision settles the identity check the transaction was created for (found by the transaction id the worker recorded); a status listed in `PERSONA_UNRESOLVED_STATUSES` ends it unresolved; redelivered events and events for checks already settled change nothing. The answer never waits on a call to Persona. Every verified event gets `200`, except one whose status is in none of the deployment's status lists (`422 vendor_status_unmapped`) and one that overtook the answer to the transaction's create (`409 vendor_case_not_recorded`), so Persona delivers them again; anything that does not verify is `400 invalid_signature`.",
    tag: "Vendor callbacks",
    auth: "none",
    body: {
      schema: z
        .looseObject({ data: z.looseObject({ type: z.string().optional(), id: z.string() }) })
        .meta({ description: "A Persona Event object, as Persona sends it." }),
    },
    success: { status: 200, description: "Received.", schema: identityEventReceivedSchema },
    errors: [
      "invalid_signature",
      "invalid_request",
      "invalid_json",
      "payload_too_large",
      "vendor_case_not_recorded",
      "vendor_status_unmapped",
    ],
  });
}
