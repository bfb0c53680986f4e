import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { DELIVERED_EVENT_TYPES, TEST_EVENT_TYPE, type DeliveredEventType } from "@/lib/domain/events/event-types";
import { eventEnvelopeSchema } from "@/lib/schemas/responses/event-envelope";
import { versionNotes } from "@/lib/versions";

const DESCRIPTIONS: Record<DeliveredEventType, string> = {
  "employee.created": "An employee was created (by the API, the admin area or the eligibility file).",
  "employee.updated": "Employee fields changed; `changedFields` names them, never their values.",
  "employee.repayment_method_required":
    "The employee repaid by payroll deduction, their employment ended while they had a card, and they have no verified payment method: they must save one (`POST …/payment-methods/stripe`) to repay what is owed. The portal asks them; the employee's `repaymentMethodRequired` is true. The card is locked (`card.locked`, `employment_ended`).",
  "employee.repayment_method_no_longer_required":
    "A repayment method is no longer asked of the employee: one they saved was verified (`payment_method_verified`), or the employer reports them employed again (`employed_again`).",
  "employee.onboarding_reminder_sent":
    "We e-mailed the employee a reminder to finish onboarding: after 2 days (`reminder` 1) or 7 days (2) without progress while the next step was theirs. At most two per employee; never once they have a card, under a stop, or after they opted out. The e-mail itself is not in the event.",
  "employee.onboarding_reminders_opted_out":
    "The employee stopped the reminders to finish onboarding, from the link in a reminder (or their mail client's unsubscribe). E-mails about their card and identity still go.",
  "employee.invite_opened":
    "The employee opened an invite link made for them (`POST …/invite-link`, or HR's): they are signed in to the portal. Once per link; an e-mailed sign-in link is no invite.",
  "employee.invite_expired":
    "An invite link expired unopened (7 days after it was made) while it was still the employee's newest: make a fresh one (`POST …/invite-link`) and send it again. Not sent for a link replaced by a newer one.",
  "employee.onboarding_completed":
    "Every onboarding requirement of the employee is met, for the first time (`GET …/onboarding/status` answers `complete: true`): a card can be issued. Sent once per employee, within moments of the change that completed it; a later change that undoes it and a completion after are not announced again (read the status).",
  "employee.deleted":
    "The employee was erased (by the partner's `DELETE …/employees/{employeeId}` or by HR): their cards were cancelled at the issuer first, their personal data is gone, and the employee answers 404 from now on. Only what the law keeps remains, apart from the API. Carries ids only.",
  "agreement.accepted": "The employee accepted an agreement version.",
  "agreement.withdrawn":
    "The employee withdrew their consent to an optional agreement (product e-mails), through the portal or the partner's `DELETE …/agreements/{agreementId}`: nothing it covered is sent from now on. Accepting it again sends agreement.accepted.",
  "atr.evaluated": "An ability-to-repay submission was decided.",
  "identity-verification.success": "Identity verified (after the standard check or the evidence review).",
  "identity-verification.failed": "Identity verification failed.",
  "identity-verification.needs-documentary-evidence": "The check needs documents: upload them with `POST …/evidence`.",
  "identity-verification.restarted":
    "A verified employee's name, birth date or SSN changed, or identity data a running check was about to send changed (its name, birth date, SSN, phone or address): identity starts over (a new check runs with the data as it is now, or waits for complete data), and a card is paused (`card.locked`, `identity_unverified`) until a check passes.",
  "identity-verification.unresolved":
    "The identity vendor ended a check without a decision (its workflow errored, or no decision came within 12 hours of the first request): nothing was decided about the person. `status` is where they are again: NOT_STARTED (initiate a new check) or NEEDS_EXPANDED_VERIFICATION (upload the document again). Our operators are alerted. Should the vendor still decide that check before the person starts again, its outcome event follows as usual.",
  "card.created": "The card was issued.",
  "card.activated": "The physical card was activated (through the API, or at the card issuer).",
  "card.shipped": "The physical card was mailed; `trackingNumber`, `carrier` and `eta` when the issuer reports them.",
  "card.delivered": "The physical card was delivered: the employee can activate it.",
  "card.shipping_failed":
    "The physical card did not reach the employee: returned to the issuer, or the shipment failed. Contact support to have it sent again.",
  "card.canceled":
    "The card issuer cancelled the employee's virtual or physical card on its own (its Dashboard, its support); it no longer works. A card closed through this service sends card.closed instead.",
  "card.locked":
    "A lock was placed on the card (the partner, the employee, HR or the program, with a reason): it does not work until every lock is lifted.",
  "card.unlocked": "A lock was lifted; `locks` lists those still standing — the card works again when it is empty.",
  "card.closed":
    "The card was closed for good: reported lost or stolen, or its physical card came back undeliverable and is mailed again (a replacement follows: `replacedByCardId`, then card.created and card.replaced), or closed without a replacement.",
  "card.replaced":
    "A replacement was issued: a new card id and number (`replacementCardId`), the same card type; a physical card is mailed again.",
  "card.limit_raised":
    "The card's limit was raised by a confirmed limit request (POST …/cards/{cardId}/limit-requests): `creditLimit` and `previousCreditLimit` in cents; the card's `terms` carry the new limit and repayment plan. The employee is e-mailed. A limit never goes down this way.",
  "payment_method.attached": "A payment method was saved.",
  "payment_method.updated":
    "A bank account's verification finished (Verified or Failed). Sent only when the status changes.",
  "payment_method.removed": "A payment method was removed (by the API or detached at Stripe).",
  "webhook-endpoint.disabled":
    "One of your endpoints failed every attempt for days and is disabled: nothing is sent to it (its deliveries wait) until it is re-enabled with `POST /api/webhook-endpoints/{id}/enable`. Sent to your client's other endpoints.",
  "webhook-endpoint.enabled": "A disabled endpoint was re-enabled; its waiting deliveries are being sent.",
  "webhook-endpoint.test":
    "A test you asked for with `POST /api/webhook-endpoints/{id}/test`: sent to that endpoint only, whatever it subscribes to, signed like every event. Not in `GET /api/events`.",
  "eligibility_file.processed":
    "An eligibility file the employer uploaded over SFTP was processed and its acknowledgement written to the account's `outbound/` folder: imported (`processed`, rejected rows included), a `duplicate` of a file already received (nothing applied), or `failed` (nothing applied). Carries the counts, never a row's data.",
};

const signatureHeaders = z.object({
  "webhook-id": z.string().meta({
    description:
      "This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe).",
    example: "msg_3fX5Ke7Lq9Zs1Wd3Rf5Tg7",
  }),
  "webhook-timestamp": z
    .string()
    .meta({ description: "Unix seconds of this attempt; reject ones more than 5 minutes off.", example: "1795293600" }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation.",
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
});

/** One OpenAPI 3.1 webhook per event type, with its payload and the Standard Webhooks headers. */
export function registerWebhooks(registry: OpenAPIRegistry): void {
  for (const type of DELIVERED_EVENT_TYPES) {
    const notes = type === TEST_EVENT_TYPE ? "" : versionNotes(type);
    registry.registerWebhook({
      method: "post",
      path: type,
      operationId: `event_${type.replace(/[^a-zA-Z0-9]+/g, "_")}`,
      summary: type,
      description: `${[DESCRIPTIONS[type], notes].filter(Boolean).join(" ")}\n\nSigned per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's \`apiVersion\`; your client's pinned version for an endpoint registered before endpoints had one).`,
      tags: ["Webhook events"],
      request: {
        headers: signatureHeaders,
        body: { required: true, content: { "application/json": { schema: eventEnvelopeSchema(type) } } },
      },
      responses: {
        200: {
          description:
            "Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h).",
        },
      },
    });
  }
}
