import Stripe from "stripe";
import { z } from "zod";

import { getEnv } from "@/lib/env";

/** What we read of a Stripe event: its id, type and time, and which object it is about. */
export type StripeEvent = {
  id: string;
  type: string;
  created: number;
  object: { id: string | null; object: string | null };
};

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(200),
  created: z.number().int(),
  data: z.object({ object: z.object({ id: z.string().max(255).optional(), object: z.string().max(100).optional() }) }),
});

/** The event from a verified body; undefined when it is not a Stripe event at all. */
export function parseStripeEvent(body: unknown): StripeEvent | undefined {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { id, type, created, data } = parsed.data;
  return { id, type, created, object: { id: data.object.id ?? null, object: data.object.object ?? null } };
}

/** Stripe-Signature over the raw body, checked by Stripe's SDK (its 5-minute tolerance). */
export function verifyStripeSignature({
  header,
  body,
  secret,
}: {
  header: string | null;
  body: string;
  secret: string;
}) {
  try {
    return Stripe.webhooks.signature?.verifyHeader(body, header ?? "", secret) === true;
  } catch {
    return false;
  }
}

/** Stripe's callbacks (payments and Issuing alike). */
export const stripeWebhook = {
  vendor: "Stripe",
  signatureHeader: "Stripe-Signature",
  secret: () => getEnv().STRIPE_WEBHOOK_SECRET,
  verify: verifyStripeSignature,
  parse: parseStripeEvent,
};
