import { describe, expect, it } from "vitest";

import {
  canActivate,
  planPartChange,
  type CurrentPart,
  type ReportedCard,
  type ShippingStatus,
} from "./card-issuer-state";

const now = new Date("2027-03-01T12:00:00Z");
const earlier = new Date("2027-02-27T08:00:00Z");

const part = (overrides: Partial<CurrentPart> = {}): CurrentPart => ({
  status: "Inactive",
  shippingStatus: "pending",
  shippedAt: null,
  deliveredAt: null,
  trackingNumber: null,
  carrier: null,
  eta: null,
  ...overrides,
});

const shipping = (
  status: ShippingStatus,
  overrides: Partial<NonNullable<ReportedCard["shipping"]>> = {},
): ReportedCard["shipping"] => ({
  status,
  trackingNumber: null,
  carrier: null,
  eta: null,
  shippedAt: null,
  deliveredAt: null,
  ...overrides,
});

const physical = (current: CurrentPart, reported: ReportedCard) =>
  planPartChange({ kind: "physical", current, reported, now });

describe("shipping moves forward only, recording each step once", () => {
  it.each([
    ["pending", "pending", undefined, []],
    ["pending", "shipped", "shipped", ["card.shipped"]],
    ["pending", "delivered", "delivered", ["card.shipped", "card.delivered"]],
    ["pending", "returned", "returned", ["card.shipped", "card.shipping_failed"]],
    ["pending", "failure", "failure", ["card.shipping_failed"]],
    ["pending", "canceled", "canceled", []],
    ["shipped", "shipped", undefined, []],
    ["shipped", "pending", undefined, []],
    ["shipped", "delivered", "delivered", ["card.delivered"]],
    ["shipped", "returned", "returned", ["card.shipping_failed"]],
    ["shipped", "failure", "failure", ["card.shipping_failed"]],
    ["delivered", "shipped", undefined, []],
    ["delivered", "pending", undefined, []],
    ["delivered", "returned", undefined, []],
    ["delivered", "delivered", undefined, []],
    ["returned", "delivered", undefined, []],
    ["failure", "shipped", undefined, []],
    ["canceled", "shipped", undefined, []],
  ] as const)("%s, reported %s → %s %j", (from, to, status, events) => {
    const change = physical(part({ shippingStatus: from }), { status: "inactive", shipping: shipping(to) });
    expect(change.events).toEqual(events);
    if (status === undefined)
      expect(change.shipping?.status === undefined || change.shipping.status === from).toBe(true);
    else expect(change.shipping?.status).toBe(status);
  });

  it("takes the issuer's times, tracking number, carrier and estimate when it has them", () => {
    const eta = new Date("2027-03-04T00:00:00Z");
    const change = physical(part(), {
      status: "inactive",
      shipping: shipping("shipped", { trackingNumber: "9400111", carrier: "usps", eta, shippedAt: earlier }),
    });
    expect(change.shipping).toEqual({
      status: "shipped",
      shippedAt: earlier,
      deliveredAt: null,
      trackingNumber: "9400111",
      carrier: "usps",
      eta,
    });
  });

  it("stamps our own time when the issuer reports none, and keeps a time once set", () => {
    expect(physical(part(), { status: "inactive", shipping: shipping("delivered") }).shipping).toMatchObject({
      shippedAt: now,
      deliveredAt: now,
    });
    const shipped = part({ shippingStatus: "shipped", shippedAt: earlier, trackingNumber: "9400111" });
    expect(physical(shipped, { status: "inactive", shipping: shipping("delivered") }).shipping).toMatchObject({
      shippedAt: earlier,
      deliveredAt: now,
      trackingNumber: "9400111",
    });
  });

  it("refreshes the tracking details of the same status without an event", () => {
    const change = physical(part({ shippingStatus: "shipped", shippedAt: earlier }), {
      status: "inactive",
      shipping: shipping("shipped", { eta: now, carrier: "fedex" }),
    });
    expect(change).toEqual({
      shipping: {
        status: "shipped",
        shippedAt: earlier,
        deliveredAt: null,
        trackingNumber: null,
        carrier: "fedex",
        eta: now,
      },
      events: [],
    });
  });

  it("leaves shipping alone for a virtual card, and for a physical one reported without shipping", () => {
    expect(
      planPartChange({
        kind: "virtual",
        current: part({ status: "Active" }),
        reported: { status: "active", shipping: shipping("shipped") },
        now,
      }),
    ).toEqual({ events: [] });
    expect(physical(part(), { status: "inactive", shipping: null })).toEqual({ events: [] });
  });
});

describe("card status", () => {
  it("mirrors an activation made at the issuer: Active, activatedAt, card.activated once", () => {
    const change = physical(part({ shippingStatus: "delivered" }), {
      status: "active",
      shipping: shipping("delivered"),
    });
    expect(change).toMatchObject({ status: "Active", activatedAt: now, events: ["card.activated"] });
    expect(
      physical(part({ status: "Active", shippingStatus: "delivered" }), {
        status: "active",
        shipping: shipping("delivered"),
      }).events,
    ).toEqual([]);
  });

  it("never moves an Active card back to Inactive", () => {
    expect(
      physical(part({ status: "Active", shippingStatus: "shipped" }), {
        status: "inactive",
        shipping: shipping("shipped"),
      }),
    ).toMatchObject({ events: [] });
    expect(
      physical(part({ status: "Active", shippingStatus: "shipped" }), {
        status: "inactive",
        shipping: shipping("shipped"),
      }).status,
    ).toBeUndefined();
  });

  it("records a cancellation once, for either part", () => {
    expect(
      planPartChange({
        kind: "virtual",
        current: part({ status: "Active" }),
        reported: { status: "canceled", shipping: null },
        now,
      }),
    ).toEqual({ status: "Canceled", events: ["card.canceled"] });
    expect(
      physical(part({ status: "Canceled" }), { status: "canceled", shipping: shipping("canceled") }).events,
    ).toEqual([]);
    expect(physical(part({ status: "Canceled" }), { status: "active", shipping: null }).status).toBeUndefined();
  });

  it("orders the events as they happened: shipped, delivered, then activated", () => {
    expect(physical(part(), { status: "active", shipping: shipping("delivered") }).events).toEqual([
      "card.shipped",
      "card.delivered",
      "card.activated",
    ]);
  });

  it("ignores a status it does not know", () => {
    expect(physical(part(), { status: null, shipping: null })).toEqual({ events: [] });
  });
});

describe("activation", () => {
  it.each([
    ["shipped", true],
    ["delivered", true],
    ["pending", false],
    ["returned", false],
    ["failure", false],
    ["canceled", false],
    [null, false],
  ] as const)("%s → %s", (status, expected) => {
    expect(canActivate(status)).toBe(expected);
  });
});
