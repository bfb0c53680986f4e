import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { parseStripeEvent, verifyStripeSignature } from "./stripe-event";

const secret = "whsec_test_secret";
const body = JSON.stringify({
  id: "evt_1",
  type: "setup_intent.succeeded",
  created: 1_765_000_000,
  data: { object: { id: "seti_1", object: "setup_intent", client_secret: "seti_1_secret_x" } },
});
const signed = (payload: string, at = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: at });

describe("Stripe's callbacks", () => {
  it("verify with Stripe-Signature over the exact body, within five minutes", () => {
    expect(verifyStripeSignature({ header: signed(body), body, secret })).toBe(true);
    expect(verifyStripeSignature({ header: signed(body), body: `${body} `, secret })).toBe(false);
    expect(verifyStripeSignature({ header: signed(body), body, secret: "whsec_other" })).toBe(false);
    expect(verifyStripeSignature({ header: signed(body, Math.floor(Date.now() / 1000) - 301), body, secret })).toBe(
      false,
    );
    expect(verifyStripeSignature({ header: null, body, secret })).toBe(false);
    expect(verifyStripeSignature({ header: "t=1,v1=zz", body, secret })).toBe(false);
  });

  it("parse to the event's id, type, time and the object it is about, nothing more", () => {
    expect(parseStripeEvent(JSON.parse(body))).toEqual({
      id: "evt_1",
      type: "setup_intent.succeeded",
      created: 1_765_000_000,
      object: { id: "seti_1", object: "setup_intent" },
    });
    expect(parseStripeEvent({ id: "evt_2", type: "x", created: 1, data: { object: {} } })).toEqual({
      id: "evt_2",
      type: "x",
      created: 1,
      object: { id: null, object: null },
    });
  });

  it.each([
    ["not an object", "evt"],
    ["no id", { type: "x", created: 1, data: { object: {} } }],
    ["no data", { id: "evt", type: "x", created: 1 }],
    ["a created that is not a time", { id: "evt", type: "x", created: "today", data: { object: {} } }],
    ["an object id that is not text", { id: "evt", type: "x", created: 1, data: { object: { id: 7 } } }],
  ])("refuse a body with %s", (_name, value) => {
    expect(parseStripeEvent(value)).toBeUndefined();
  });
});
