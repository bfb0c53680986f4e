import { getEnv, paymentsProviderName } from "@/lib/env";

import { stripeApiHost } from "../stripe-http-client";

import { createSandboxPaymentsProvider } from "./sandbox";
import { createStripePaymentsProvider } from "./stripe";
import type { PaymentsProvider } from "./types";

export type { PaymentMethodDetails, PaymentsProvider, SetupIntentInfo } from "./types";

let provider: PaymentsProvider | undefined;

/** Stripe when keys are configured, otherwise the offline sandbox (PAYMENTS_PROVIDER overrides). */
export function getPaymentsProvider(): PaymentsProvider {
  if (provider) return provider;
  const env = getEnv();
  if (paymentsProviderName(env) === "sandbox") {
    provider = createSandboxPaymentsProvider();
    return provider;
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) {
    throw new Error("PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY");
  }
  provider = createStripePaymentsProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    ...stripeApiHost(env.STRIPE_API_BASE),
  });
  return provider;
}

/** Tests switch providers between suites. */
export function resetPaymentsProvider(): void {
  provider = undefined;
}
