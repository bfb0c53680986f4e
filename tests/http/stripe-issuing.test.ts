// @module-tag embedded-db
import { randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { cards, events, stripeIssuingCardholders } from "@/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/api/origin";
import type { EventType } from "@/lib/domain/events/event-types";
import { getEnv, resetEnvCache } from "@/lib/env";
import { reconcileCardReservations } from "@/lib/jobs/reconcile-card-reservations";
import {
  createStripeIssuingProvider,
  getIssuingProvider,
  setIssuingProvider,
  stripeIssuingConfig,
} from "@/lib/providers/issuing";
import { resetPaymentsProvider } from "@/lib/providers/payments";
import { EVENT_DATA } from "@/lib/schemas/responses/events";

import { startFakeStripe, UNDELIVERABLE_LINE1, type FakeStripe, type StripeEvent } from "../support/fake-stripe";
import { createCompleteEmployee, createTenantAgreement } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The Stripe Issuing adapter end to end through our API (ISSUING_PROVIDER=stripe), against the
// local fake Stripe: nothing leaves the machine. Stripe's webhook events come back signed to our
// /api/webhooks/stripe as Stripe would send them.

const SETTINGS = {
  ISSUING_PROVIDER: "stripe",
  PAYMENTS_PROVIDER: "sandbox",
  STRIPE_SECRET_KEY: "sk_test_fake_issuing_http",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake_issuing_http",
};
const saved = { ...process.env };
const ACCEPTED_FROM = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (employee's browser)" };

let fake: FakeStripe;
let terms: { agreementId: string; tag: string };
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, SETTINGS, { STRIPE_API_BASE: fake.url });
  resetEnvCache();
  resetPaymentsProvider();
  setIssuingProvider(undefined);
  expect(getIssuingProvider().name).toBe("stripe");
  // The configured adapter with test-speed timeouts (a held request gives up in 400 ms, not 8 s).
  setIssuingProvider(createStripeIssuingProvider({ ...stripeIssuingConfig(), timeoutMs: 400, callBudgetMs: 3_000 }));
});
afterAll(async () => {
  await fake.close();
  for (const key of [...Object.keys(SETTINGS), "STRIPE_API_BASE"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
  resetPaymentsProvider();
  setIssuingProvider(undefined);
});
const { server, tenant, call } = httpHarness({ worker: true });
beforeAll(async () => {
  terms = await createTenantAgreement(tenant, { required: true });
  fake.webhooks.configure({ url: `${server.baseUrl}/api/webhooks/stripe`, secret: getEnv().STRIPE_WEBHOOK_SECRET });
  stripe = new Stripe(SETTINGS.STRIPE_SECRET_KEY, {
    host: fake.host,
    port: fake.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});

type Card = {
  id: string;
  status: string;
  virtualCard: { status: string; lastFour: string; expiration: { month: number; year: number } };
  physicalCard: null | {
    status: string;
    lastFour: string;
    shipping: { status: string; trackingNumber: string | null; shippedAt: string | null; deliveredAt: string | null };
  };
};

const letters = () => Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** Complete, with the program's terms accepted from a known address and browser (Stripe's user terms acceptance). */
async function employee(overrides: Record<string, unknown> = {}) {
  const { employeeId, base } = await createCompleteEmployee(call, tenant, {
    overrides: { lastName: `Lovelace-${letters()}`, ...overrides },
  });
  const acceptedAt = new Date(Date.now() - 60_000).toISOString().replace(/\.\d+Z$/, "Z");
  const accepted = await call("POST", `${base}/agreements/${terms.agreementId}`, {
    body: { agreementTag: terms.tag, acceptedAt },
    headers: { [PEER_ADDRESS_HEADER]: ACCEPTED_FROM.ip, "user-agent": ACCEPTED_FROM.userAgent },
  });
  expect(accepted.status).toBe(200);
  return { employeeId, base, acceptedAt };
}

const stripeCards = (cardId: string) => [...fake.issuing.cards.values()].filter((c) => c.metadata.cardId === cardId);
/** An active virtual card made at Stripe for one of our card ids outside the app's own request (an old retry, a lost answer). */
const strayStripeCard = (cardholder: string, cardId: string) =>
  stripe.issuing.cards.create({
    cardholder,
    currency: "usd",
    type: "virtual",
    status: "active",
    metadata: { cardId, kind: "virtual" },
  });

/** An employee (as `employee` makes one) with a card of both kinds, and its physical card as Stripe holds it. */
async function employeeWithPhysicalCard() {
  const { employeeId, base } = await employee();
  const created = await call<Card>("POST", `${base}/cards?cardType=all`);
  const physical = stripeCards(created.body.id).find((c) => c.type === "physical")!;
  return { employeeId, base, created, physical };
}
/** The partner events of a type for an employee, each checked against the schema partners are given (OpenAPI). */
async function eventsOf(employeeId: string, type: EventType) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(events)
    .where(and(eq(events.employeeId, employeeId), eq(events.type, type)));
  for (const row of rows) EVENT_DATA[type].parse(row.data);
  return rows;
}
const cardRow = async (cardId: string) => (await (await getDb()).select().from(cards).where(eq(cards.id, cardId)))[0]!;
const reconcileNow = async () => reconcileCardReservations(await getDb(), { olderThanSeconds: 0, leaseMs: 0 });

/** Events recorded but sent only when the test says, in the order it says. */
async function withHeldEvents<T>(work: (sent: () => StripeEvent[]) => Promise<T>): Promise<T> {
  await fake.webhooks.settled();
  const from = fake.webhooks.events.length;
  fake.webhooks.configure({
    url: `${server.baseUrl}/api/webhooks/stripe`,
    secret: getEnv().STRIPE_WEBHOOK_SECRET,
    auto: false,
  });
  try {
    return await work(() => fake.webhooks.events.slice(from));
  } finally {
    fake.webhooks.configure({ url: `${server.baseUrl}/api/webhooks/stripe`, secret: getEnv().STRIPE_WEBHOOK_SECRET });
  }
}

describe("cards through Stripe Issuing", () => {
  it("issues a virtual card: a cardholder with the terms acceptance and our employee id, a card with our card id, under our idempotency key", async () => {
    const { employeeId, base, acceptedAt } = await employee();
    const created = await call<Card>("POST", `${base}/cards?cardType=virtual`);
    expect(created.status).toBe(201);

    const [atStripe] = stripeCards(created.body.id);
    expect(atStripe).toMatchObject({
      type: "virtual",
      status: "active",
      currency: "usd",
      metadata: { cardId: created.body.id, kind: "virtual" },
    });
    expect(created.body.virtualCard).toEqual({
      status: "Active",
      lastFour: atStripe!.last4,
      expiration: { month: atStripe!.exp_month, year: atStripe!.exp_year },
    });
    const cardholder = fake.issuing.cardholders.get(atStripe!.cardholder.id)!;
    expect(cardholder).toMatchObject({
      type: "individual",
      metadata: { employeeId },
      individual: {
        first_name: "Ada",
        dob: { day: 23, month: 4, year: 1990 },
        card_issuing: {
          user_terms_acceptance: {
            date: Date.parse(acceptedAt) / 1000,
            ip: ACCEPTED_FROM.ip,
            user_agent: ACCEPTED_FROM.userAgent,
          },
        },
      },
      billing: {
        address: { line1: "1 Market St", city: "San Francisco", state: "CA", postal_code: "94105", country: "US" },
      },
      requirements: { past_due: [] },
    });
    const creates = fake.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/issuing/cards" && r.form["metadata[cardId]"] === created.body.id,
    );
    expect(creates.map((r) => r.headers["idempotency-key"])).toEqual([`${created.body.id}:virtual`]);
    expect(await cardRow(created.body.id)).toMatchObject({
      provider: "stripe",
      state: "issued",
      virtualProviderId: atStripe!.id,
    });
    expect(
      (
        await (
          await getDb()
        )
          .select()
          .from(stripeIssuingCardholders)
          .where(eq(stripeIssuingCardholders.employeeId, employeeId))
      )[0]?.cardholderId,
    ).toBe(cardholder.id);
    // The issuing_card.created event met the reservation or the issued card: either way, no change and no second event.
    await fake.webhooks.settled();
    expect(
      fake.webhooks.deliveries.filter((d) => d.type === "issuing_card.created").every((d) => d.status === 200),
    ).toBe(true);
    expect(await eventsOf(employeeId, "card.created")).toHaveLength(1);
  });

  it("cardType=all: the physical card is inactive, mailed to the address on file; shipped → delivered → activated, each event once, whatever the order and however often Stripe sends", async () => {
    const { employeeId, base } = await employee();
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "Inactive",
      physicalCard: { status: "Inactive", shipping: { status: "pending" } },
    });
    const physical = stripeCards(created.body.id).find((c) => c.type === "physical")!;
    expect(physical).toMatchObject({
      status: "inactive",
      shipping: {
        status: "pending",
        name: expect.stringMatching(/^Ada Lovelace-/),
        service: "standard",
        address: { line1: "1 Market St" },
      },
    });
    const cardPath = `${base}/cards/${created.body.id}`;
    expect((await call("POST", `${cardPath}/activate-physical-card`)).body.code).toBe("physical_card_not_shipped");

    await withHeldEvents(async (sent) => {
      fake.issuing.moveShipment(physical.id, "ship");
      fake.issuing.moveShipment(physical.id, "deliver");
      const [shippedEvent, deliveredEvent] = sent();
      expect([shippedEvent?.type, deliveredEvent?.type]).toEqual(["issuing_card.updated", "issuing_card.updated"]);
      // Out of order: the delivery's event first. The card as Stripe holds it now is delivered.
      expect(await fake.webhooks.deliver(deliveredEvent!)).toBe(200);
      expect(await fake.webhooks.deliver(shippedEvent!)).toBe(200);
      expect(await fake.webhooks.deliver(deliveredEvent!)).toBe(200);
    });
    const delivered = await call<Card>("GET", cardPath);
    const shipment = fake.issuing.cards.get(physical.id)!.shipping!;
    expect(delivered.body.physicalCard?.shipping).toMatchObject({
      status: "delivered",
      trackingNumber: shipment.tracking_number,
      shippedAt: new Date(shipment.shipped_at! * 1000).toISOString(),
      deliveredAt: new Date(shipment.delivered_at! * 1000).toISOString(),
    });
    expect(await cardRow(created.body.id)).toMatchObject({
      shippingCarrier: "usps",
      shippingEta: new Date(shipment.eta! * 1000),
    });

    const activated = await call<Card>("POST", `${cardPath}/activate-physical-card`);
    expect(activated.body).toMatchObject({ status: "Active", physicalCard: { status: "Active" } });
    expect(fake.issuing.cards.get(physical.id)!.status).toBe("active");
    await fake.webhooks.settled();
    for (const type of ["card.shipped", "card.delivered", "card.activated"] as const)
      expect(await eventsOf(employeeId, type), type).toHaveLength(1);
    const [shippedData] = await eventsOf(employeeId, "card.shipped");
    expect(shippedData!.data).toEqual({
      employerId: tenant.employerId,
      employeeId,
      cardId: created.body.id,
      trackingNumber: shipment.tracking_number,
      carrier: "usps",
      eta: new Date(shipment.eta! * 1000).toISOString(),
    });
  });

  it("lifecycle at Stripe: a lock holds both cards inactive and the unlock restores them (the physical one only once activated); a stolen card is cancelled with its reason, then replaced (replacement_for)", async () => {
    const { employeeId, base } = await employee();
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    const cardPath = `${base}/cards/${created.body.id}`;
    const [virtual, physical] = ["virtual", "physical"].map((type) =>
      stripeCards(created.body.id).find((c) => c.type === type)!,
    );
    expect((await call("POST", `${cardPath}/lock`, { body: { reason: "cardholder_request" } })).status).toBe(200);
    expect([virtual!.status, physical!.status]).toEqual(["inactive", "inactive"]);
    // Stripe's issuing_card.updated (inactive) about our own lock changes nothing of ours.
    await fake.webhooks.settled();
    expect((await call<Card>("GET", cardPath)).body).toMatchObject({
      virtualCard: { status: "Active" },
      status: "Inactive",
    });
    await call("POST", `${cardPath}/unlock`, { body: { reason: "cardholder_request" } });
    expect([virtual!.status, physical!.status]).toEqual(["active", "inactive"]);

    const replaced = await call<Card & { replacesCardId: string }>("POST", `${cardPath}/report-lost-or-stolen`, {
      body: { reason: "stolen" },
    });
    expect(replaced.status).toBe(201);
    expect([virtual!.status, virtual!.cancellation_reason, physical!.status, physical!.cancellation_reason]).toEqual([
      "canceled",
      "stolen",
      "canceled",
      "stolen",
    ]);
    const fresh = stripeCards(replaced.body.id);
    expect(fresh.map((c) => [c.type, c.replacement_for, c.replacement_reason]).sort()).toEqual([
      ["physical", physical!.id, "stolen"],
      ["virtual", virtual!.id, "stolen"],
    ]);
    expect([virtual!.replaced_by, physical!.replaced_by].sort()).toEqual(fresh.map((c) => c.id).sort());
    // Stripe mails the new physical card itself: pending until it does.
    expect(replaced.body.physicalCard).toMatchObject({ status: "Inactive", shipping: { status: "pending" } });
    await fake.webhooks.settled();
    // Stripe's own reports of the cancellation record no card.canceled: card.closed said it already.
    expect(await eventsOf(employeeId, "card.canceled")).toHaveLength(0);
    expect(await eventsOf(employeeId, "card.closed")).toHaveLength(1);
    expect(await eventsOf(employeeId, "card.replaced")).toHaveLength(1);
  });

  it("mirrors an activation made at Stripe (its dashboard): Active, card.activated once", async () => {
    const { employeeId, base, created, physical } = await employeeWithPhysicalCard();
    fake.issuing.moveShipment(physical.id, "ship");
    await stripe.issuing.cards.update(physical.id, { status: "active" });
    await fake.webhooks.settled();
    expect((await call<Card>("GET", `${base}/cards/${created.body.id}`)).body).toMatchObject({
      status: "Active",
      physicalCard: { status: "Active", shipping: { status: "shipped" } },
    });
    expect((await call<Card>("POST", `${base}/cards/${created.body.id}/activate-physical-card`)).status).toBe(200);
    expect(await eventsOf(employeeId, "card.activated")).toHaveLength(1);
  });

  it("records a returned card as card.shipping_failed, and refuses to activate it", async () => {
    const { employeeId, base, created, physical } = await employeeWithPhysicalCard();
    fake.issuing.moveShipment(physical.id, "ship");
    fake.issuing.moveShipment(physical.id, "return");
    await fake.webhooks.settled();
    const [failed] = await eventsOf(employeeId, "card.shipping_failed");
    expect(failed?.data).toMatchObject({ cardId: created.body.id, shippingStatus: "returned" });
    const refused = await call("POST", `${base}/cards/${created.body.id}/activate-physical-card`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "physical_card_not_shipped",
      detail: expect.stringContaining("returned"),
    });
  });

  it("a retried create and the reconciler reuse the idempotency key: one Stripe card, one card.created", async () => {
    const { employeeId, base } = await employee();
    // Stripe makes the card but answers after we stopped waiting, twice (the SDK's own retry too).
    fake.inject({ method: "POST", path: "/v1/issuing/cards" }, { kind: "slow", ms: 900 }, 2);
    const failed = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe("card_issuer_unavailable");
    await reconcileNow();
    const keys = fake.requests
      .filter(
        (r) =>
          r.method === "POST" && r.path === "/v1/issuing/cards" && r.form["metadata[cardId]"] === failed.body.cardId,
      )
      .map((r) => r.headers["idempotency-key"]);
    expect(new Set(keys)).toEqual(new Set([`${failed.body.cardId}:virtual`]));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(stripeCards(failed.body.cardId)).toHaveLength(1);
    expect((await call<Card>("GET", `${base}/cards/${failed.body.cardId}`)).status).toBe(200);
    expect(await eventsOf(employeeId, "card.created")).toHaveLength(1);
  });

  it("the same key still in flight at Stripe (409) is 503 card_issuer_unavailable, and the reconciler completes the card once", async () => {
    const { employeeId, base } = await employee();
    const held = fake.inject({ method: "POST", path: "/v1/issuing/cards" }, { kind: "hold" });
    const failed = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: "card_issuer_unavailable", cardId: expect.stringMatching(/^card_/) });
    const attempts = fake.requests.filter(
      (r) => r.path === "/v1/issuing/cards" && r.headers["idempotency-key"] === `${failed.body.cardId}:virtual`,
    );
    expect(attempts).toHaveLength(2);
    expect((await cardRow(failed.body.cardId)).state).toBe("reserved");
    await held.release();
    expect(await reconcileNow()).toBeGreaterThanOrEqual(1);
    expect(stripeCards(failed.body.cardId)).toHaveLength(1);
    expect(await cardRow(failed.body.cardId)).toMatchObject({
      state: "issued",
      virtualProviderId: stripeCards(failed.body.cardId)[0]!.id,
    });
    expect(await eventsOf(employeeId, "card.created")).toHaveLength(1);
  });

  it("a 500 Stripe saved under the request's key: the reconciler reads back, finds no card, and issues under a new key, once", async () => {
    const { employeeId, base } = await employee();
    // The endpoint began executing and failed: Stripe keeps that 500 under the key for 24 hours, and
    // replays it to every retry with the key (the SDK's own retry included).
    fake.inject({ method: "POST", path: "/v1/issuing/cards" }, { kind: "error", status: 500, saved: true });
    const failed = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(failed.status).toBe(503);
    const keysOf = () =>
      fake.requests
        .filter(
          (r) =>
            r.method === "POST" && r.path === "/v1/issuing/cards" && r.form["metadata[cardId]"] === failed.body.cardId,
        )
        .map((r) => r.headers["idempotency-key"]);
    expect(new Set(keysOf())).toEqual(new Set([`${failed.body.cardId}:virtual`]));
    expect(stripeCards(failed.body.cardId)).toHaveLength(0);
    // The reconciler asks Stripe first (no card for our id), then issues under a key of its own
    // attempt: the same key would get the saved 500 for a day.
    await reconcileNow();
    expect(stripeCards(failed.body.cardId)).toHaveLength(1);
    expect(await cardRow(failed.body.cardId)).toMatchObject({
      state: "issued",
      virtualProviderId: stripeCards(failed.body.cardId)[0]!.id,
    });
    expect(keysOf().at(-1)).toBe(`${failed.body.cardId}:virtual:reconcile-1`);
    expect(await eventsOf(employeeId, "card.created")).toHaveLength(1);
    // A later round finds the card and asks Stripe for nothing more.
    await reconcileNow();
    expect(stripeCards(failed.body.cardId)).toHaveLength(1);
  });

  it("a 500 saved under the cardholder's key: the reconciler finds no cardholder by e-mail, and creates one under its attempt's key", async () => {
    const { employeeId, base } = await employee();
    fake.inject({ method: "POST", path: "/v1/issuing/cardholders" }, { kind: "error", status: 500, saved: true });
    const failed = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(failed.status).toBe(503);
    await reconcileNow();
    expect(await cardRow(failed.body.cardId)).toMatchObject({ state: "issued" });
    const holders = [...fake.issuing.cardholders.values()].filter(
      (holder) => holder.metadata.employeeId === employeeId,
    );
    expect(holders).toHaveLength(1);
    const keys = fake.requests
      .filter(
        (r) =>
          r.method === "POST" && r.path === "/v1/issuing/cardholders" && r.form["metadata[employeeId]"] === employeeId,
      )
      .map((r) => r.headers["idempotency-key"]);
    expect(new Set(keys)).toEqual(
      new Set([`issuing-cardholder-${employeeId}`, `issuing-cardholder-${employeeId}:reconcile-1`]),
    );
    expect(stripeCards(failed.body.cardId)).toHaveLength(1);
  });

  it("the fake keeps a saved 500 under its key, as Stripe does: the same request again gets it back, replayed", async () => {
    fake.inject({ method: "POST", path: "/v1/issuing/cardholders" }, { kind: "error", status: 500, saved: true });
    const key = `saved-500-${randomBytes(4).toString("hex")}`;
    const create = () =>
      stripe.issuing.cardholders.create(
        {
          name: "Saved Failure",
          type: "individual",
          billing: {
            address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "73301", country: "US" },
          },
        },
        { idempotencyKey: key },
      );
    await expect(create()).rejects.toMatchObject({ statusCode: 500 });
    const replayed = (await create().catch((error: unknown) => error)) as {
      statusCode: number;
      headers: Record<string, string>;
    };
    expect(replayed.statusCode).toBe(500);
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect([...fake.issuing.cardholders.values()].filter((holder) => holder.name === "Saved Failure")).toHaveLength(0);
  });

  it("Stripe refusing our API key is 503, never a refusal of the employee: the card stays reserved", async () => {
    const { base } = await employee();
    fake.inject({ method: "GET", path: "/v1/issuing/cardholders" }, { kind: "error", status: 401 });
    const failed = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe("card_issuer_unavailable");
    expect(await cardRow(failed.body.cardId)).toMatchObject({ state: "reserved", lastError: null });
  });

  it("a refusal is 502: the reservation is voided and the virtual card Stripe already made is cancelled there", async () => {
    const { employeeId, base } = await employee({
      address: { line1: UNDELIVERABLE_LINE1, line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
    });
    const refused = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=all`);
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe("card_issuer_refused");
    expect(await cardRow(refused.body.cardId)).toMatchObject({ state: "voided", releasesCovered: 1 });
    expect(stripeCards(refused.body.cardId).map((c) => [c.type, c.status])).toEqual([["virtual", "canceled"]]);
    await fake.webhooks.settled();
    expect(await eventsOf(employeeId, "card.created")).toEqual([]);
    expect(await eventsOf(employeeId, "card.canceled")).toEqual([]);
  });

  it("a late issuing_card.created for a voided card cancels that card at Stripe", async () => {
    const { base } = await employee();
    fake.inject(
      { method: "POST", path: "/v1/issuing/cards" },
      { kind: "error", status: 400, code: "card_declined", message: "Issuing declined this card." },
    );
    const refused = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(refused.status).toBe(502);
    // A request for the same card reaches Stripe after the void (an old retry, a lost response).
    const { employeeId } = await cardRow(refused.body.cardId);
    const cardholder = [...fake.issuing.cardholders.values()].find((c) => c.metadata.employeeId === employeeId)!;
    const late = await strayStripeCard(cardholder.id, refused.body.cardId);
    await fake.webhooks.settled();
    expect(fake.issuing.cards.get(late.id)!.status).toBe("canceled");
    expect(
      fake.webhooks.deliveries.find(
        (d) => d.eventId === fake.webhooks.events.find((e) => (e.data.object as { id: string }).id === late.id)?.id,
      )?.status,
    ).toBe(200);
  });

  it("a second Stripe card for an issued card of ours is cancelled, and its events change nothing of ours", async () => {
    const { employeeId, base } = await employee();
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    const [virtual] = stripeCards(created.body.id).filter((c) => c.type === "virtual");
    // As if an idempotency key had expired between two calls: Stripe holds another card for our card id.
    const duplicate = await strayStripeCard(virtual!.cardholder.id, created.body.id);
    await fake.webhooks.settled();
    expect(fake.issuing.cards.get(duplicate.id)!.status).toBe("canceled");
    expect(fake.issuing.cards.get(virtual!.id)!.status).toBe("active");
    expect((await call<Card>("GET", `${base}/cards/${created.body.id}`)).body).toMatchObject({
      virtualCard: { status: "Active" },
      physicalCard: { status: "Inactive" },
    });
    expect(await eventsOf(employeeId, "card.canceled")).toEqual([]);
  });

  it("a card that is not ours is left alone", async () => {
    const { employeeId } = await employee();
    const cardholderId = (
      await (
        await getDb()
      )
        .select()
        .from(stripeIssuingCardholders)
        .where(eq(stripeIssuingCardholders.employeeId, employeeId))
    )[0]?.cardholderId;
    const ours = cardholderId ?? [...fake.issuing.cardholders.keys()][0]!;
    const stranger = await stripe.issuing.cards.create({
      cardholder: ours,
      currency: "usd",
      type: "virtual",
      status: "active",
      metadata: { note: "made in the Dashboard" },
    });
    const foreign = await stripe.issuing.cards.create({
      cardholder: ours,
      currency: "usd",
      type: "virtual",
      status: "active",
      metadata: { cardId: "card_fromanotherenvironment", kind: "virtual" },
    });
    await fake.webhooks.settled();
    expect(fake.issuing.cards.get(stranger.id)!.status).toBe("active");
    expect(fake.issuing.cards.get(foreign.id)!.status).toBe("active");
  });

  it("Stripe unreachable while a card event is applied: 503, and the redelivery applies it", async () => {
    const { employeeId, physical } = await employeeWithPhysicalCard();
    await withHeldEvents(async (sent) => {
      fake.issuing.moveShipment(physical.id, "ship");
      const [event] = sent();
      fake.inject({ method: "GET", path: `/v1/issuing/cards/${physical.id}` }, { kind: "error", status: 503 }, 2);
      expect(await fake.webhooks.deliver(event!)).toBe(503);
      expect(await eventsOf(employeeId, "card.shipped")).toEqual([]);
      expect(await fake.webhooks.deliver(event!)).toBe(200);
    });
    expect(await eventsOf(employeeId, "card.shipped")).toHaveLength(1);
  });

  it("refuses a forged or unsigned Stripe event with 400 and applies nothing", async () => {
    const { employeeId, created, physical } = await employeeWithPhysicalCard();
    await withHeldEvents(async (sent) => {
      fake.issuing.moveShipment(physical.id, "ship");
      const [event] = sent();
      expect(await fake.webhooks.deliver(event!, { secret: "whsec_forged" })).toBe(400);
      const unsigned = await fetch(`${server.baseUrl}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(event),
      });
      expect(unsigned.status).toBe(400);
    });
    expect(await eventsOf(employeeId, "card.shipped")).toEqual([]);
    expect((await cardRow(created.body.id)).shippingStatus).toBe("pending");
  });

  it("has no sandbox shipping helper: Stripe's test helpers move the card", async () => {
    const { base } = await employee();
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    expect((await call("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/ship`)).status).toBe(404);
  });
});
