import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { cards, events } from "@/db/schema";
import { createSandboxIssuingProvider, setIssuingProvider } from "@/lib/providers/issuing";

import { apiClient, createCompleteEmployee, createTenant, employeeBody } from "../support/fixtures";
import { waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call, receiver } = httpHarness({
  worker: true,
  receiver: { events: ["card.created", "card.activated", "card.shipped", "card.delivered", "card.shipping_failed"] },
  env: { SANDBOX_CARD_DELIVERY_DELAY: "1s" },
});

type Card = {
  id: string;
  cardType: string;
  status: string;
  virtualCard: { status: string; lastFour: string; expiration: { month: number; year: number } };
  physicalCard: null | {
    status: string;
    lastFour: string;
    shipping: { status: string; trackingNumber: string | null; address: Record<string, string | null> };
  };
};

/** The employee's card events in the order they were recorded (their per-employee sequence). */
async function cardEventsOf(employeeId: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ type: events.type })
    .from(events)
    .where(eq(events.employeeId, employeeId))
    .orderBy(asc(events.employeeSequence));
  return rows.map((row) => row.type).filter((type) => type.startsWith("card."));
}

describe("cards", () => {
  it("issues an Active virtual card and emits card.created", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const created = await call<Card>("POST", `${base}/cards?cardType=virtual`);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      cardType: "virtual",
      status: "Active",
      virtualCard: { status: "Active" },
      physicalCard: null,
    });
    expect(created.body.id).toMatch(/^card_/);
    expect(created.body.virtualCard.lastFour).toMatch(/^\d{4}$/);
    expect(created.text).not.toMatch(/\d{13,19}/);
    const event = await waitFor(() => receiver.ofType("card.created", employeeId)[0]);
    expect(event.json.data).toEqual({
      employerId: tenant.employerId,
      employeeId,
      cardId: created.body.id,
      cardType: "virtual",
    });
    const activation = await call("POST", `${base}/cards/${created.body.id}/activate-physical-card`);
    expect(activation.status).toBe(409);
    expect(activation.body.code).toBe("no_physical_card");
    expect((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data.map((c) => c.id)).toEqual([
      created.body.id,
    ]);
  });

  it("the contract's flow: cardType=all, then activate-physical-card, answers 201 then 200 with no other call", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    expect(created.status).toBe(201);
    // Mailed to the address on file when it is created: shipped at once, with its tracking number.
    expect(created.body).toMatchObject({
      cardType: "all",
      status: "Inactive",
      virtualCard: { status: "Active" },
      physicalCard: {
        status: "Inactive",
        shipping: {
          status: "shipped",
          trackingNumber: expect.stringMatching(/^SBX/),
          shippedAt: expect.any(String),
          deliveredAt: null,
          address: { line1: "1 Market St", postalCode: "94105" },
        },
      },
    });
    const activated = await call<Card>("POST", `${base}/cards/${created.body.id}/activate-physical-card`);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      status: "Active",
      physicalCard: { status: "Active", activatedAt: expect.any(String) },
    });
    const shippedEvent = await waitFor(() => receiver.ofType("card.shipped", employeeId)[0]);
    expect(shippedEvent.json.data).toEqual({
      employerId: tenant.employerId,
      employeeId,
      cardId: created.body.id,
      trackingNumber: created.body.physicalCard?.shipping.trackingNumber,
      carrier: "usps",
      eta: null,
    });
    await waitFor(() => receiver.ofType("card.activated", employeeId)[0]);
    // card.created, then card.shipped (recorded in the same transaction), then card.activated.
    expect(await cardEventsOf(employeeId)).toEqual(["card.created", "card.shipped", "card.activated"]);
  });

  it("is delivered by itself after SANDBOX_CARD_DELIVERY_DELAY; the helpers still move it and repeat harmlessly", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    const cardPath = `${base}/cards/${created.body.id}`;
    // Shipping again is harmless: the sandbox issuer's report goes through the Stripe events' path, forward only.
    expect(
      (await call<Card>("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/ship`)).body.physicalCard
        ?.shipping.status,
    ).toBe("shipped");
    // The worker delivers it once the delay (1 s in this file) has passed.
    const delivered = await waitFor(async () => {
      const card = (await call<Card>("GET", cardPath)).body;
      return card.physicalCard?.shipping.status === "delivered" ? card : undefined;
    });
    expect(delivered.physicalCard?.shipping).toMatchObject({ deliveredAt: expect.any(String) });
    await waitFor(() => receiver.ofType("card.delivered", employeeId)[0]);
    expect(
      (await call<Card>("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/deliver`)).body.physicalCard
        ?.shipping.status,
    ).toBe("delivered");
    expect(
      (await call<Card>("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/ship`)).body.physicalCard
        ?.shipping.status,
    ).toBe("delivered");
    const activated = await call<Card>("POST", `${cardPath}/activate-physical-card`);
    expect(activated.body).toMatchObject({ status: "Active", physicalCard: { status: "Active" } });
    // Activating again is harmless.
    expect((await call<Card>("POST", `${cardPath}/activate-physical-card`)).body.status).toBe("Active");
    await waitFor(() => receiver.ofType("card.activated", employeeId)[0]);
    for (const type of ["card.activated", "card.shipped", "card.delivered"])
      expect(receiver.ofType(type, employeeId)).toHaveLength(1);
  });

  it("a card not yet mailed cannot be activated (409 physical_card_not_shipped) until the ship helper moves it", async () => {
    setIssuingProvider(createSandboxIssuingProvider({ mailAtOnce: false }));
    try {
      const { base } = await createCompleteEmployee(call, tenant);
      const created = await call<Card>("POST", `${base}/cards?cardType=all`);
      expect(created.body.physicalCard?.shipping).toMatchObject({ status: "pending", trackingNumber: null });
      expect((await call("POST", `${base}/cards/${created.body.id}/activate-physical-card`)).body.code).toBe(
        "physical_card_not_shipped",
      );
      const shipped = await call<Card>("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/ship`);
      expect(shipped.body.physicalCard?.shipping).toMatchObject({
        status: "shipped",
        trackingNumber: expect.stringMatching(/^SBX/),
      });
      expect((await call("POST", `${base}/cards/${created.body.id}/activate-physical-card`)).status).toBe(200);
    } finally {
      setIssuingProvider(undefined);
    }
  });

  it("a card returned undeliverable: card.shipping_failed, and no activation", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    const returned = await call<Card>("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/return`);
    expect(returned.body.physicalCard?.shipping.status).toBe("returned");
    const failed = await waitFor(() => receiver.ofType("card.shipping_failed", employeeId)[0]);
    expect(failed.json.data).toEqual({
      employerId: tenant.employerId,
      employeeId,
      cardId: created.body.id,
      shippingStatus: "returned",
    });
    const refused = await call("POST", `${base}/cards/${created.body.id}/activate-physical-card`);
    expect(refused.body).toMatchObject({
      code: "physical_card_not_shipped",
      detail: expect.stringContaining("returned"),
    });
  });

  it("refuses an incomplete employee with 400 onboarding_incomplete listing each unmet requirement", async () => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ isEligible: false }),
    });
    const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
    const refused = await call("POST", `${base}/cards?cardType=virtual`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("onboarding_incomplete");
    expect(refused.body.requirements).toEqual(
      expect.arrayContaining([
        { key: "eligibility_status", code: "not_eligible", status: "failed" },
        { key: "atr", code: "atr_missing", status: "missing" },
        { key: "identity_verification", code: "identity_verification_not_started", status: "missing" },
      ]),
    );
    expect((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data).toEqual([]);
  });

  it.each(["", "?cardType=physical", "?cardType=VIRTUAL", "?cardType=virtual&extra=1"])(
    "refuses a bad cardType (%s) with 400",
    async (query) => {
      const { base } = await createCompleteEmployee(call, tenant);
      const result = await call("POST", `${base}/cards${query}`);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe("invalid_request");
    },
  );

  it("answers a second request with 409 and the existing card's id", async () => {
    const { base } = await createCompleteEmployee(call, tenant);
    const first = await call<Card>("POST", `${base}/cards?cardType=virtual`);
    const second = await call("POST", `${base}/cards?cardType=all`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: "card_already_exists", cardId: first.body.id });
  });

  it("issues exactly one card for 20 simultaneous requests, with no 5xx", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call<Card>("POST", `${base}/cards?cardType=all`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = results.find((r) => r.status === 201)!.body.id;
    for (const loser of results.filter((r) => r.status === 409)) expect(loser.body).toMatchObject({ cardId: winner });
    const db = await getDb();
    expect(await db.select().from(cards).where(eq(cards.employeeId, employeeId))).toHaveLength(1);
  });

  it("keeps the last verified payment method while a card depends on it", async () => {
    const pmTenant = await createTenant({ payrollDeductionRepayment: false, paymentMethodRepayment: true });
    const pmCall = apiClient(server.baseUrl, pmTenant);
    const { base } = await createCompleteEmployee(pmCall, pmTenant, { paymentMethod: true });
    expect((await pmCall("POST", `${base}/cards?cardType=virtual`)).status).toBe(201);
    const [method] = (await pmCall<{ data: Array<{ id: number }> }>("GET", `${base}/payment-methods`)).body.data;
    const refused = await pmCall("DELETE", `${base}/payment-methods/${method!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("payment_method_required");
  });

  it("is scoped: another client's employee and cards are 404", async () => {
    const { base } = await createCompleteEmployee(call, tenant);
    const card = await call<Card>("POST", `${base}/cards?cardType=all`);
    const stranger = apiClient(server.baseUrl, await createTenant());
    expect((await stranger("POST", `${base}/cards?cardType=virtual`)).status).toBe(404);
    expect((await stranger("POST", `/api/sandbox/issuing/cards/${card.body.id}/shipping/ship`)).status).toBe(404);
  });
});
