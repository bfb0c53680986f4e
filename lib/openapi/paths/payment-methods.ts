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
    description: `Step 2: each call creates a fresh SetupIntent for saving a method without a charge. ${FLOW}`,
    tag: "Payment methods",
    success: { status: 200, description: "The SetupIntent's client secret.", schema: clientSecretSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${METHODS}/stripe`,
    operationId: "attachPaymentMethod",
    summary: "Attach a confirmed SetupIntent",
    description: `Step 4: the SetupIntent must have succeeded and belong to this employee. ${FLOW}`,
    tag: "Payment methods",
    body: { schema: attachPaymentMethodSchema, example: { setupIntentId: "seti_1Q2w3E4r5T6y" } },
    success: { status: 200, description: "The saved method.", schema: paymentMethodSchema },
    errors: ["setup_intent_not_found", "setup_intent_unexpected_state"],
  });
}
