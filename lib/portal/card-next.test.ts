import { describe, expect, it } from "vitest";

import { activationOf, nextSteps, type CardView } from "./card-next";

const virtual: CardView = { locked: false, physicalCard: null };
const physical = (shipping: string | null, status: string | null = "Inactive", locked = false): CardView => ({
  locked,
  physicalCard: {
    status,
    shipping: {
      status: shipping,
      trackingNumber: shipping === null || shipping === "pending" ? null : "SBX123",
      shippedAt: shipping === "pending" ? null : "2026-11-24T10:00:00Z",
      deliveredAt: shipping === "delivered" ? "2026-11-28T10:00:00Z" : null,
    },
  },
});

describe("activationOf: a sentence until the card is mailed, then a button", () => {
  it.each<[string, CardView, ReturnType<typeof activationOf>]>([
    ["virtual only: nothing to activate", virtual, "none"],
    ["not reported by the issuer yet", physical(null), "preparing"],
    ["being prepared", physical("pending"), "preparing"],
    ["cancelled before mailing", physical("canceled"), "preparing"],
    ["mailed", physical("shipped"), "button"],
    ["delivered", physical("delivered"), "button"],
    ["mailed but locked: unlock first", physical("shipped", "Inactive", true), "locked"],
    ["came back", physical("returned"), "returned"],
    ["shipment failed", physical("failure"), "returned"],
    ["activated", physical("delivered", "Active"), "active"],
    ["activated, then locked: still active", physical("delivered", "Active", true), "active"],
  ])("%s", (_name, card, expected) => {
    expect(activationOf(card)).toBe(expected);
  });
});

describe("nextSteps", () => {
  it("a virtual card: use it now", () => {
    expect(nextSteps(virtual)).toEqual([{ kind: "use_virtual" }]);
  });

  it("a locked card says so instead of inviting use", () => {
    expect(nextSteps({ ...virtual, locked: true })).toEqual([{ kind: "locked" }]);
  });

  it.each<[string, CardView, unknown]>([
    ["being prepared", physical("pending"), { kind: "physical_preparing" }],
    [
      "mailed: when and the tracking number",
      physical("shipped"),
      { kind: "physical_mailed", shippedAt: "2026-11-24T10:00:00Z", trackingNumber: "SBX123" },
    ],
    [
      "mailed and locked: still on its way",
      physical("shipped", "Inactive", true),
      { kind: "physical_mailed", shippedAt: "2026-11-24T10:00:00Z", trackingNumber: "SBX123" },
    ],
    ["delivered", physical("delivered"), { kind: "physical_delivered", deliveredAt: "2026-11-28T10:00:00Z" }],
    ["came back", physical("returned"), { kind: "physical_returned" }],
    ["active", physical("delivered", "Active"), { kind: "physical_active" }],
  ])("the physical card %s", (_name, card, step) => {
    expect(nextSteps(card)[1]).toEqual(step);
    expect(nextSteps(card)).toHaveLength(2);
  });

  it("says nothing of a physical card cancelled before it was mailed", () => {
    expect(nextSteps(physical("canceled"))).toEqual([{ kind: "use_virtual" }]);
  });
});
