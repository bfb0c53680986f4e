import Stripe from "stripe";

import type { PaymentMethodDetails, PaymentsProvider, SetupIntentInfo, SetupIntentStatus } from "./types";

import { tracedStripeHttpClient } from "../stripe-http-client";

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  timeoutMs?: number;
};

// The repayment flow offers exactly these; anything else would need its own mapping and UI copy.
const ALLOWED_PAYMENT_METHOD_TYPES: Stripe.SetupIntentCreateParams.AllowedPaymentMethodType[] = [
  "card",
  "us_bank_account",
];

const SETUP_INTENT_STATUSES: readonly SetupIntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "canceled",
  "succeeded",
];

/** The real provider: talks to Stripe's REST API (or to whatever host/port the config points at). */
export function createStripePaymentsProvider(config: StripeConfig): PaymentsProvider {
  const stripe = createClient(config);
  return {
    name: "stripe",
    publishableKey: config.publishableKey,
    async createCustomer({ employeeId, email, name }) {
      // Keyed on the employee so a retried request (ours or the SDK's) replays the first customer
      // instead of creating a second one. Stripe keeps idempotency keys for 24 hours.
      const customer = await stripe.customers.create(
        { email, name, metadata: { employeeId } },
        { idempotencyKey: `customer-${employeeId}` },
      );
      return customer.id;
    },
    async createSetupIntent({ customerId, employeeId }) {
      // `payment_method_types` is gone on this API version, and `allowed_payment_method_types` is
      // mutually exclusive with `automatic_payment_methods`: restricting wins, so no automatic flag.
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: "off_session",
        allowed_payment_method_types: ALLOWED_PAYMENT_METHOD_TYPES,
        metadata: { employeeId },
      });
      if (!intent.client_secret) throw new Error(`Stripe returned SetupIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveSetupIntent(id) {
      try {
        const intent = await stripe.setupIntents.retrieve(id, { expand: ["payment_method"] });
        return toSetupIntentInfo(intent);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Detaching is the goal, so "already gone" counts as done: callers may retry freely.
        if (isNotFound(error) || isNotAttached(error)) return;
        throw error;
      }
    },
  };
}

function createClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.host ? { host: config.host } : {}),
    // A URL without an explicit port parses to 0 / NaN: let the SDK pick the protocol's default.
    ...(config.port && Number.isInteger(config.port) && config.port > 0 ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    ...(config.timeoutMs !== undefined ? { timeout: config.timeoutMs } : {}),
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: "benefits-onboarding" },
    httpClient: tracedStripeHttpClient(),
  });
}

function toSetupIntentInfo(intent: Stripe.SetupIntent): SetupIntentInfo {
  const status = toStatus(intent.status);
  const paymentMethod = expandedPaymentMethod(intent.payment_method);
  return {
    id: intent.id,
    status,
    customerId: idOf(intent.customer),
    awaitingVerification: paymentMethod?.type === "us_bank_account" && awaitsMicrodeposits(status, intent.next_action),
    paymentMethod: paymentMethod ? toPaymentMethodDetails(paymentMethod) : null,
  };
}

function toStatus(status: Stripe.SetupIntent.Status): SetupIntentStatus {
  const known = SETUP_INTENT_STATUSES.find((s) => s === status);
  // A status Stripe adds later must not be guessed at: the flow decides what to store from it.
  if (!known) throw new Error(`Unknown SetupIntent status from Stripe: ${status}`);
  return known;
}

function awaitsMicrodeposits(status: SetupIntentStatus, nextAction: Stripe.SetupIntent.NextAction | null): boolean {
  if (status === "processing") return true;
  return status === "requires_action" && nextAction?.type === "verify_with_microdeposits";
}

function idOf(customer: Stripe.SetupIntent["customer"]): string | null {
  if (customer === null) return null;
  return typeof customer === "string" ? customer : customer.id;
}

function expandedPaymentMethod(paymentMethod: Stripe.SetupIntent["payment_method"]): Stripe.PaymentMethod | null {
  if (paymentMethod === null) return null;
  // We always ask for `expand[]=payment_method`; a bare id means the request was built wrong.
  if (typeof paymentMethod === "string")
    throw new Error(`SetupIntent payment_method ${paymentMethod} was not expanded`);
  return paymentMethod;
}

function toPaymentMethodDetails(pm: Stripe.PaymentMethod): PaymentMethodDetails | null {
  if (pm.type === "card" && pm.card) {
    return {
      kind: "card",
      id: pm.id,
      brand: pm.card.brand,
      funding: toFunding(pm.card.funding),
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  }
  if (pm.type === "us_bank_account" && pm.us_bank_account) {
    return {
      kind: "us_bank_account",
      id: pm.id,
      bankName: pm.us_bank_account.bank_name,
      // Nullable in Stripe's schema but set on every collected account; "" keeps the method visible.
      last4: pm.us_bank_account.last4 ?? "",
      accountType: pm.us_bank_account.account_type,
    };
  }
  return null;
}

function toFunding(funding: string): "credit" | "debit" | "prepaid" | "unknown" {
  if (funding === "credit" || funding === "debit" || funding === "prepaid") return funding;
  return "unknown";
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return error.code === "resource_missing" || error.statusCode === 404;
}

// Stripe answers a second detach with a 400 that has no error code, only this message.
function isNotAttached(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return false;
  return /not attached to a customer/i.test(error.message);
}
