import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { attachPaymentMethodSchema } from "@/lib/schemas/payment-method";
import {
  clientSecretSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  publishableKeySchema,
  removedPaymentMethodSchema,
} from "@/lib/schemas/responses/payment-method";

import { registerOperation } from "../operation";

const METHODS = "/api/employers/{employerId}/employees/{employeeId}/payment-methods";
const FLOW =
  "Saving a method: (1) publishable key, (2) client secret, (3) confirm the SetupIntent with Stripe.js or the mobile SDK, (4) attach it here.";
const STOPPED =
  "A repayment method is asked only for a card that can come: while a hard stop holds (under 18, identity failed for good, credit declined: /docs/errors#hard_stop_under_18 and the two codes after it) this is `409 hard_stop_*`, before any call to Stripe — except for the holder of a live card, who may always save one.";
const STOP_ERRORS = ["hard_stop_under_18", "hard_stop_identity_failed", "hard_stop_credit_declined"] as const;

export function registerPaymentMethodPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: METHODS,
    operationId: "listPaymentMethods",
    summary: "List payment methods",
    tag: "Payment methods",
    success: { status: 200, description: "The employee's saved methods.", schema: paymentMethodListSchema },
  });
  registerOperation(registry, {
    method: "delete",
    path: `${METHODS}/{paymentMethodId}`,
    operationId: "removePaymentMethod",
    summary: "Remove a payment method",
    description:
      "An employee with a card keeps at least one repayment method: removing the last is `409 payment_method_required`.",
    tag: "Payment methods",
    success: { status: 200, description: "The removed method.", schema: removedPaymentMethodSchema },
    errors: ["payment_method_required"],
  });
  registerOperation(registry, {
    method: "get",
    path: `${METHODS}/stripe/publishable-key`,
    operationId: "getPublishableKey",
    summary: "Get the Stripe publishable key",
    description: `Step 1. ${FLOW}`,
    tag: "Payment methods",
    success: {
      status: 200,
      description: "The key for Stripe.js or the mobile payment sheet.",
      schema: publishableKeySchema,
    },
  });
  registerOperation(registry, {
    method: "get",
    path: `${METHODS}/stripe/client-secret`,
    operationId: "createSetupIntentClientSecret",
    summary: "Create a SetupIntent",
    description: `Step 2: each call creates a fresh SetupIntent for saving a method without a charge. ${STOPPED} ${FLOW}`,
    tag: "Payment methods",
    success: { status: 200, description: "The SetupIntent's client secret.", schema: clientSecretSchema },
    errors: [...STOP_ERRORS],
  });
  registerOperation(registry, {
    method: "post",
    path: `${METHODS}/stripe`,
    operationId: "attachPaymentMethod",
    summary: "Attach a confirmed SetupIntent",
    description: `Step 4: the SetupIntent must have succeeded and belong to this employee. Attaching one already attached answers the same method. ${STOPPED} ${FLOW}`,
    tag: "Payment methods",
    body: { schema: attachPaymentMethodSchema, example: { setupIntentId: "seti_1Q2w3E4r5T6y" } },
    success: { status: 200, description: "The saved method.", schema: paymentMethodSchema },
    errors: ["setup_intent_not_found", "setup_intent_unexpected_state", ...STOP_ERRORS],
  });
}
