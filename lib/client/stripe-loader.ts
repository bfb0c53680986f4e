import { loadStripe, type Stripe } from "@stripe/stripe-js";

// loadStripe must run once per key, not on every render: the Payment Element (repayment step) and
// Issuing Elements (card details) share the one Stripe.js instance per publishable key.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this publishable key, or null when it could not be loaded (blocked, offline). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}
