import Stripe from "stripe";

import { now, randomId } from "./fake-stripe-common";

// Stripe's webhook deliveries, as the fake makes them: an Event object per change, signed with the
// endpoint's secret (Stripe-Signature, computed by the SDK's own test helper), POSTed to the URL.

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type Delivery = { eventId: string; type: string; status: number };

export type WebhookTarget = {
  url: string;
  secret: string;
  /** false: events are only recorded; the test delivers them with `deliver`, in any order, any number of times. */
  auto?: boolean;
};

export function createWebhooks() {
  let target: WebhookTarget | undefined;
  const events: StripeEvent[] = [];
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(event: StripeEvent, options: { secret?: string } = {}): Promise<number> {
    if (!target) throw new Error("fake-stripe: no webhook endpoint configured");
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? target.secret });
    const response = await fetch(target.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    await response.arrayBuffer();
    deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    return response.status;
  }

  return {
    events,
    deliveries,
    configure(next: WebhookTarget | undefined) {
      target = next;
    },
    /** Records an event and, when the endpoint takes them as they happen, sends it (not awaited by the request that caused it). */
    record(
      type: string,
      object: unknown,
      context: { previous?: Record<string, unknown>; idempotencyKey?: string; apiVersion?: string },
    ) {
      const event: StripeEvent = {
        id: `evt_${randomId(24)}`,
        object: "event",
        api_version: context.apiVersion ?? "2026-10-28.endive",
        created: now(),
        // A snapshot: later changes to the object must not rewrite an event already sent.
        data: {
          object: structuredClone(object),
          ...(context.previous ? { previous_attributes: structuredClone(context.previous) } : {}),
        },
        livemode: false,
        pending_webhooks: target ? 1 : 0,
        request: { id: `req_${randomId(14)}`, idempotency_key: context.idempotencyKey ?? null },
        type,
      };
      events.push(event);
      if (target?.auto !== false && target) {
        const sending = deliver(event).catch(() => undefined);
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      }
      return event;
    },
    deliver,
    /** Waits for every delivery sent on its own so far. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
