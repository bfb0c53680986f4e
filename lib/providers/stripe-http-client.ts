import Stripe from "stripe";

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
      (response) => response.getStatusCode() >= 500,
    );
  return traced;
}
