import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { sandboxConfirmSchema, sandboxMicrodepositsSchema } from "@/lib/schemas/payment-method";
import { sandboxReminderRunSchema } from "@/lib/schemas/reminders";
import { cardSchema } from "@/lib/schemas/responses/card";
import { sandboxSetupIntentSchema } from "@/lib/schemas/responses/misc";
import { sandboxReminderOutcomeSchema } from "@/lib/schemas/responses/reminders";

import { registerOperation } from "../operation";

const SHIPPING = "/api/sandbox/issuing/cards/{cardId}/shipping";
const INTENTS = "/api/sandbox/stripe/setup_intents/{setupIntentId}";

export function registerSandboxPaths(registry: OpenAPIRegistry): void {
  const steps = {
    ship: { operationId: "sandboxShipCard", summary: "Mark the physical card shipped" },
    deliver: { operationId: "sandboxDeliverCard", summary: "Mark the physical card delivered" },
    return: { operationId: "sandboxReturnCard", summary: "Mark the physical card returned undeliverable" },
  } as const;
  for (const [step, { operationId, summary }] of Object.entries(steps)) {
    registerOperation(registry, {
      method: "post",
      path: `${SHIPPING}/${step}`,
      operationId,
      summary,
      description:
        "A test helper in the manner of Stripe Issuing's: moves the sandbox issuer's shipment along, and its report is applied as Stripe's card events are, so `card.shipped` / `card.delivered` / `card.shipping_failed` follow. The sandbox mails a physical card when it is made (shipped at once) and delivers it by itself about 30 seconds later, so these are only needed to hurry a delivery or to test a returned card (`return`, from shipped). A step the card is already at, or past, answers the card unchanged. Only with the sandbox issuer: with Stripe Issuing it is 404 (Stripe's own test helpers move the card).",
      tag: "Sandbox",
      sandboxOnly: true,
      success: { status: 200, description: "The card.", schema: cardSchema },
      errors: ["not_found", "no_physical_card", "physical_card_not_shipped"],
    });
  }
  registerOperation(registry, {
    method: "post",
    path: "/api/sandbox/employers/{employerId}/employees/{employeeId}/reminders",
    operationId: "sandboxRunOnboardingReminder",
    summary: "Run the onboarding reminder rule as of a time",
    description:
      "A test helper: decides the employee's reminder to finish onboarding as the worker would at `asOf` (default now, at most 30 days ahead), and sends it if due — into the development outbox — with `employee.onboarding_reminder_sent`. A reminder goes after 2 and after 7 days without progress, at most two, only while the next step is the employee's own, never once they have a card, under a stop, or after they opted out. Sandbox only: 404 in production.",
    tag: "Sandbox",
    sandboxOnly: true,
    body: {
      schema: sandboxReminderRunSchema,
      optional: true,
      example: { asOf: "2026-11-23T09:30:00Z" },
    },
    success: { status: 200, description: "What the rule decided.", schema: sandboxReminderOutcomeSchema },
    errors: ["not_found", "invalid_json", "unsupported_media_type", "validation_failed"],
  });
  registerOperation(registry, {
    method: "post",
    path: `${INTENTS}/confirm`,
    operationId: "sandboxConfirmSetupIntent",
    summary: "Confirm a SetupIntent (sandbox Stripe.js)",
    description:
      "The sandbox's stand-in for `stripe.confirmSetup`: pass a test payment method (`pm_card_visa`, `pm_card_mastercard`, `pm_card_chargeDeclined`, `pm_usBankAccount`, …) with the client secret, or authenticate with HTTP Basic. Answers in Stripe's shape.",
    tag: "Sandbox",
    auth: "sandbox-client-secret",
    sandboxOnly: true,
    body: {
      schema: sandboxConfirmSchema,
      example: { payment_method: "pm_card_visa", client_secret: "seti_1Q2w3E4r5T6y_secret_Z9x8C7v6" },
    },
    success: { status: 200, description: "The SetupIntent.", schema: sandboxSetupIntentSchema },
    errors: ["unauthorized", "not_found", "setup_intent_unexpected_state"],
  });
  registerOperation(registry, {
    method: "post",
    path: `${INTENTS}/verify_microdeposits`,
    operationId: "sandboxVerifyMicrodeposits",
    summary: "Settle a bank account (sandbox)",
    description:
      "The bank's verification finishing later: the payment method becomes Verified (or Failed) and `payment_method.updated` is sent.",
    tag: "Sandbox",
    auth: "sandbox-client-secret",
    sandboxOnly: true,
    body: { schema: sandboxMicrodepositsSchema, example: { succeeded: true } },
    success: { status: 200, description: "The SetupIntent.", schema: sandboxSetupIntentSchema },
    errors: ["unauthorized", "not_found", "setup_intent_unexpected_state"],
  });
}
