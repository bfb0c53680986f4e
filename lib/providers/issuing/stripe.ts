import Stripe from "stripe";

import { NO_SPENDING_CONTROLS, type SpendingControls } from "@/lib/domain/cards/spending-controls";

import type { CardholderDirectory } from "./cardholder-directory";
import { toIssuerCard } from "./stripe-card";
import { cardholderParams, cardholderUpdate, printedName, stripeAddress } from "./stripe-cardholder";
import { isNotFound, toIssuingFailure } from "./stripe-errors";
import {
  IssuingError,
  type Cardholder,
  type IssuedCard,
  type IssueCardInput,
  type IssuerCardStatus,
  type IssuerLossReason,
  type IssuingProvider,
} from "./types";

import { tracedStripeHttpClient } from "../stripe-http-client";

export type StripeIssuingConfig = {
  secretKey: string;
  /** For Issuing Elements in the portal (the card's details are shown by Stripe.js, in Stripe's frames). */
  publishableKey: string;
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** Where the employee's Stripe cardholder id is kept (the database, or memory in tests). */
  cardholders: CardholderDirectory;
  shippingService?: "standard" | "express" | "priority";
  spendingControls?: SpendingControls;
  /** One HTTP attempt's longest wait. */
  timeoutMs?: number;
  /** The longest one provider call may take, its retries included: issueCard is cardholder + card. */
  callBudgetMs?: number;
  /** The SDK's retries of a connection failure, 409 or 5xx (with the same idempotency key). */
  maxNetworkRetries?: number;
};

// A cardType=all card is two issueCard calls; with 20 s each the create request ends well inside
// the 60 seconds after which the reconciler takes a reservation over.
const DEFAULTS = { timeoutMs: 8_000, callBudgetMs: 20_000, maxNetworkRetries: 1 };

/** Every attempt of every request inside one call's budget: the deadline is the call's, not the request's. */
type Budget = () => Stripe.RequestOptions;

/**
 * The real card issuer: Stripe Issuing through the `stripe` SDK (or whatever host/port the config
 * points at — a local fake in tests). One cardholder per employee; a virtual card created active;
 * a physical card created inactive and mailed to the address captured when the card was
 * requested; our card id and kind in the card's metadata; the idempotency key the card services
 * derive from our card id (docs/providers.md).
 */
export function createStripeIssuingProvider(config: StripeIssuingConfig): IssuingProvider {
  const settings = { ...DEFAULTS, ...config };
  const stripe = createClient(config, settings.maxNetworkRetries);
  const controls = config.spendingControls ?? NO_SPENDING_CONTROLS;
  const budget = (): Budget => {
    const deadline = Date.now() + settings.callBudgetMs;
    return () => {
      const left = deadline - Date.now();
      if (left <= 0) throw new IssuingError("Stripe did not answer in time", true);
      return {
        timeout: Math.max(1, Math.min(settings.timeoutMs, Math.floor(left / (settings.maxNetworkRetries + 1)))),
      };
    };
  };

  async function ensureCardholder(holder: Cardholder, options: Budget, reconcileAttempt?: number): Promise<string> {
    const desired = cardholderParams(holder, controls);
    const known = await config.cardholders.find(holder.employeeId);
    let current = known ? await retrieveCardholder(known, options) : null;
    // Not in our directory (a first card, or a crash before we noted it): Stripe lists by e-mail.
    current ??=
      (
        await stripe.issuing.cardholders.list({ email: holder.email, type: "individual", limit: 100 }, options())
      ).data.find((c) => c.metadata.employeeId === holder.employeeId) ?? null;
    if (!current) {
      // The reconciler comes here only after Stripe listed no cardholder for the person: a key of its
      // own attempt gets past a failure Stripe saved under the request's key (for 24 hours).
      current = await stripe.issuing.cardholders.create(desired, {
        ...options(),
        idempotencyKey: `issuing-cardholder-${holder.employeeId}${reconcileAttempt === undefined ? "" : `:reconcile-${reconcileAttempt}`}`,
      });
    } else {
      const update = cardholderUpdate(current, desired);
      if (update) current = await stripe.issuing.cardholders.update(current.id, update, options());
    }
    if (current.id !== known) await config.cardholders.remember(holder.employeeId, current.id);
    return current.id;
  }

  async function retrieveCardholder(id: string, options: Budget): Promise<Stripe.Issuing.Cardholder | null> {
    try {
      return await stripe.issuing.cardholders.retrieve(id, {}, options());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function createCard(input: IssueCardInput, cardholder: string, options: Budget): Promise<Stripe.Issuing.Card> {
    const { cardId, kind, cardholder: holder } = input;
    const shipTo = input.shippingAddress ?? holder.billingAddress;
    return stripe.issuing.cards.create(
      {
        cardholder,
        currency: "usd",
        type: kind,
        status: kind === "virtual" ? "active" : "inactive",
        ...(kind === "physical"
          ? {
              shipping: {
                name: printedName(holder),
                address: stripeAddress(shipTo),
                service: settings.shippingService ?? "standard",
              },
            }
          : {}),
        // A lost or stolen card's replacement: Stripe links the two (the old one is cancelled first).
        ...(input.replacementFor
          ? { replacement_for: input.replacementFor, replacement_reason: input.replacementReason ?? "lost" }
          : {}),
        metadata: { cardId, kind },
      },
      { ...options(), idempotencyKey: input.idempotencyKey },
    );
  }

  // A cancelled card cannot be updated at Stripe, and cancelled is where every path ends: asking
  // anything of a cancelled (or vanished) card is done, as cancelling twice is.
  async function setStatus(
    providerId: string,
    { status, cancellationReason }: { status: IssuerCardStatus; cancellationReason?: IssuerLossReason },
  ): Promise<void> {
    const options = budget();
    try {
      await stripe.issuing.cards.update(
        providerId,
        { status, ...(status === "canceled" && cancellationReason ? { cancellation_reason: cancellationReason } : {}) },
        options(),
      );
    } catch (error) {
      if (isNotFound(error)) return;
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (await stripe.issuing.cards.retrieve(providerId, {}, options())).status === "canceled"
      )
        return;
      throw error;
    }
  }

  return {
    name: "stripe",
    issueCard: (input) =>
      guarded(async () => {
        const options = budget();
        const cardholder = await ensureCardholder(input.cardholder, options, input.reconcileAttempt);
        return issued(await createCard(input, cardholder, options));
      }),
    findCard: ({ cardId, kind, employeeId }) =>
      guarded(async () => {
        const cardholder = await config.cardholders.find(employeeId);
        if (!cardholder) return null;
        // Issuing cards cannot be searched by metadata: list the cardholder's cards of this kind.
        for await (const card of stripe.issuing.cards.list({ cardholder, type: kind, limit: 100 }, budget()())) {
          if (card.metadata.cardId === cardId && card.metadata.kind === kind && card.status !== "canceled")
            return issued(card);
        }
        return null;
      }),
    retrieveCard: (providerId) =>
      guarded(async () => {
        try {
          return toIssuerCard(await stripe.issuing.cards.retrieve(providerId, {}, budget()()));
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),
    activateCard: (providerId) =>
      guarded(async () => {
        await stripe.issuing.cards.update(providerId, { status: "active" }, budget()());
      }),
    display: { kind: "stripe", publishableKey: config.publishableKey },
    createCardDetailsKey: ({ providerId, nonce }) =>
      guarded(async () => {
        // Stripe requires the API version on ephemeral keys: the one this SDK speaks, as Stripe.js is told.
        const key = await stripe.ephemeralKeys.create(
          { issuing_card: providerId, nonce },
          { ...budget()(), apiVersion: Stripe.API_VERSION },
        );
        if (!key.secret) throw new Error(`Stripe returned ephemeral key ${key.id} without its secret`);
        return { secret: key.secret, expiresAt: new Date(key.expires * 1000) };
      }),
    cancelCard: (providerId) => guarded(() => setStatus(providerId, { status: "canceled" })),
    setCardStatus: (providerId, input) => guarded(() => setStatus(providerId, input)),
  };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toIssuingFailure(error);
  }
}

const issued = (card: Stripe.Issuing.Card): IssuedCard => ({
  providerId: card.id,
  lastFour: card.last4,
  expMonth: card.exp_month,
  expYear: card.exp_year,
  shipping: toIssuerCard(card).shipping,
});

function createClient(config: StripeIssuingConfig, maxNetworkRetries: number): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.host ? { host: config.host } : {}),
    // A URL without an explicit port parses to 0 / NaN: let the SDK pick the protocol's default.
    ...(config.port && Number.isInteger(config.port) && config.port > 0 ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    maxNetworkRetries,
    telemetry: false,
    appInfo: { name: "benefits-onboarding" },
    httpClient: tracedStripeHttpClient(),
  });
}
