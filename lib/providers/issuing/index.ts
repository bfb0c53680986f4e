import { getEnv, isSandbox, type Env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

import { stripeApiHost } from "../stripe-http-client";

import { databaseCardholderDirectory } from "./cardholder-directory";
import { createSandboxIssuingProvider } from "./sandbox";
import { createStripeIssuingProvider, type StripeIssuingConfig } from "./stripe";
import type { IssuingProvider } from "./types";

export {
  advanceSandboxCardShipping,
  createSandboxIssuingProvider,
  sandboxCardsDueForDelivery,
  type SandboxIssuingOptions,
} from "./sandbox";
export { createStripeIssuingProvider, type StripeIssuingConfig } from "./stripe";
export { idempotencyKeyFor, IssuingError } from "./types";
export type {
  CardDetailsDisplay,
  CardDetailsKey,
  CardKind,
  Cardholder,
  CardholderAddress,
  IssueCardInput,
  IssuedCard,
  IssuerCard,
  IssuerCardStatus,
  IssuerLossReason,
  IssuingProvider,
} from "./types";

let provider: IssuingProvider | undefined;

/**
 * ISSUING_PROVIDER picks the issuer: Stripe Issuing, or the offline sandbox. In production the
 * sandbox is refused rather than used: start-up already stops (lib/env productionGaps), this
 * guards every other path.
 */
export function getIssuingProvider(): IssuingProvider {
  if (provider) return provider;
  const env = getEnv();
  if (env.ISSUING_PROVIDER === "stripe") {
    provider = createStripeIssuingProvider(stripeIssuingConfig(env));
    return provider;
  }
  if (!isSandbox()) throw new AppError("provider_not_configured", "No card issuer is configured in production.");
  provider = createSandboxIssuingProvider();
  return provider;
}

/** The Stripe issuer's settings from the environment (tests start from these and shorten the timeouts). */
export function stripeIssuingConfig(env: Env = getEnv()): StripeIssuingConfig {
  // The schema requires the keys when ISSUING_PROVIDER=stripe; this only narrows the types.
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)
    throw new AppError(
      "provider_not_configured",
      "ISSUING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.",
    );
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    ...stripeApiHost(env.STRIPE_API_BASE),
    cardholders: databaseCardholderDirectory(),
    shippingService: env.ISSUING_SHIPPING_SERVICE,
    spendingControls: {
      spendingLimits: env.ISSUING_SPENDING_LIMITS,
      allowedCategories: env.ISSUING_ALLOWED_CATEGORIES,
      blockedCategories: env.ISSUING_BLOCKED_CATEGORIES,
    },
  };
}

/** Tests swap in a misbehaving issuer (fault injection); undefined re-reads the configuration. */
export function setIssuingProvider(next: IssuingProvider | undefined): void {
  provider = next;
}
