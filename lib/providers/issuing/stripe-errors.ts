import Stripe from "stripe";

import { IssuingError } from "./types";

/**
 * A Stripe failure in the terms the card services act on:
 * - IssuingError retryable: the same call may succeed later — no answer (connection, timeout),
 *   429, 5xx, 409 (the same idempotency key still in flight), an idempotency key reused with
 *   other parameters (it expires after 24 hours; the reconciler keeps trying). The reservation
 *   stays and the reconciler finishes it.
 * - IssuingError not retryable: Stripe refused the request for good — 400, 402 or 404 about the
 *   person or the card (a name it will not print, an address it will not ship to, a cardholder it
 *   will not serve). The reservation is voided and the partner hears 502.
 * - a plain Error: our side is wrong, not the person's — the API key refused (401/403), or a
 *   parameter Stripe does not know or misses (our code or our settings). It must not void anyone's
 *   card: it surfaces as 503, the reservation stays, and the logs say what to fix.
 * Messages carry Stripe's type, code, parameter and request id, never Stripe's message text,
 * which may quote what we sent (a name, an address) into our logs and last_error.
 */
export function toIssuingFailure(error: unknown): Error {
  if (error instanceof IssuingError || !(error instanceof Stripe.errors.StripeError)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const summary = describe(error);
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new IssuingError(
      `Stripe did not answer: ${error.message.startsWith("Request aborted due to timeout") ? "timed out" : "connection failed"}`,
      true,
    );
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new Error(
      `Stripe refused our API key (${summary}): check STRIPE_SECRET_KEY and that Issuing is enabled for the account`,
    );
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new IssuingError(`Stripe: idempotency key reused with other parameters (${summary})`, true);
  const status = error.statusCode;
  if (status === undefined || status === 409 || status === 429 || status >= 500)
    return new IssuingError(`Stripe failed (${summary})`, true);
  if (isOurMistake(error)) return new Error(`Stripe refused a request we built wrong (${summary})`);
  if (status === 400 || status === 402 || status === 404) return new IssuingError(`Stripe refused (${summary})`, false);
  return new IssuingError(`Stripe failed (${summary})`, true);
}

/** Stripe's not-found, for calls where "no such card" is an answer rather than a failure. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === "resource_missing");

// Parameter errors that no employee's data can cause: what we send is fixed by our code, or
// comes from our settings (the program's spending controls, the shipping service).
const OUR_CODES = new Set(["parameter_unknown", "parameter_missing", "parameters_exclusive"]);
const OUR_PARAMS = ["spending_controls", "shipping[service]", "shipping.service", "currency", "type"];

function isOurMistake(error: InstanceType<typeof Stripe.errors.StripeError>): boolean {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return false;
  const param = error.param ?? "";
  return (
    OUR_CODES.has(error.code ?? "") ||
    OUR_PARAMS.some((ours) => param === ours || param.startsWith(`${ours}[`) || param.startsWith(`${ours}.`))
  );
}

function describe(error: InstanceType<typeof Stripe.errors.StripeError>): string {
  return [
    error.statusCode ?? "no status",
    error.rawType ?? error.type,
    error.code,
    error.param && `param ${error.param}`,
    error.requestId,
  ]
    .filter(Boolean)
    .join(", ");
}
