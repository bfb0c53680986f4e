import Stripe from "stripe";

import { vendorOutcomeOf } from "@/lib/telemetry/metrics";
import { callVendor, pathTemplate } from "@/lib/telemetry/vendor";

type HttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/**
 * Where the Stripe SDK connects: Stripe itself, or STRIPE_API_BASE — an override only for a local
 * fake Stripe in tests — for payments and issuing alike.
 */
export function stripeApiHost(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
} {
  if (!apiBase) return {};
  const base = new URL(apiBase);
  return { host: base.hostname, port: Number(base.port), protocol: base.protocol === "http:" ? "http" : "https" };
}

/**
 * Stripe's own node HTTP client, each request a `stripe` vendor call (span and latency): one
 * place for payments and issuing, retries included, with the path's ids templated away.
 */
export function tracedStripeHttpClient(): HttpClient {
  const base = Stripe.createNodeHttpClient();
  const traced: HttpClient = Object.create(base);
  traced.makeRequest = (host, port, path, method, headers, requestData, protocol, timeout) =>
    callVendor(
      "stripe",
      `${method} ${pathTemplate(path)}`,
      () => base.makeRequest(host, port, path, method, headers, requestData, protocol, timeout),
      // A declined card (402, Stripe's card_error) is the card's answer to the person, not Stripe
      // refusing our request: a call that went as it should.
      (response) => (response.getStatusCode() === 402 ? "ok" : vendorOutcomeOf(response.getStatusCode())),
    );
  return traced;
}
