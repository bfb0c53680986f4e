import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type FakeStripe, startFakeStripe, UNDELIVERABLE_LINE1 } from "@/tests/support/fake-stripe";

import { memoryCardholderDirectory, type CardholderDirectory } from "./cardholder-directory";
import { createStripeIssuingProvider, type StripeIssuingConfig } from "./stripe";
import { IssuingError, type Cardholder, type IssuingProvider } from "./types";

let fake: FakeStripe;
let directory: CardholderDirectory;
let issuer: IssuingProvider;
let people = 0;

const provider = (overrides: Partial<StripeIssuingConfig> = {}) =>
  createStripeIssuingProvider({
    secretKey: "sk_test_fake_issuing",
    publishableKey: "pk_test_fake_issuing",
    host: fake.host,
    port: fake.port,
    protocol: "http",
    cardholders: directory,
    timeoutMs: 400,
    callBudgetMs: 2_000,
    ...overrides,
  });

beforeAll(async () => {
  fake = await startFakeStripe();
  directory = memoryCardholderDirectory();
  issuer = provider();
});
afterAll(async () => {
  await fake.close();
});

// Each test gets its own employee and card id, so idempotency keys never collide across tests.
function person(overrides: Partial<Cardholder> = {}): Cardholder {
  people += 1;
  return {
    employeeId: `empl_issuing${people}`,
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${people}@example.com`,
    phoneNumber: "+14155552671",
    birthDate: "1990-04-23",
    billingAddress: {
      line1: "1 Market St",
      line2: "Suite 2",
      city: "San Francisco",
      state: "CA",
      postalCode: "94105",
      country: "US",
    },
    termsAcceptance: {
      acceptedAt: new Date("2027-01-02T03:04:05Z"),
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (test)",
    },
    ...overrides,
  };
}

const cardIds = { n: 0 };
const virtual = (cardholder: Cardholder, cardId = `card_t${++cardIds.n}`) => ({
  cardId,
  kind: "virtual" as const,
  idempotencyKey: `${cardId}:virtual`,
  cardholder,
});
const physical = (cardholder: Cardholder, cardId = `card_t${++cardIds.n}`) => ({
  cardId,
  kind: "physical" as const,
  idempotencyKey: `${cardId}:physical`,
  cardholder,
  shippingAddress: {
    line1: "500 Howard St",
    line2: null,
    city: "San Francisco",
    state: "CA",
    postalCode: "94105",
    country: "US" as const,
  },
});

const posts = (path: string | RegExp) =>
  fake.requests.filter((r) => r.method === "POST" && (typeof path === "string" ? r.path === path : path.test(r.path)));
const cardsAtStripe = (cardId: string) => [...fake.issuing.cards.values()].filter((c) => c.metadata.cardId === cardId);

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to fail");
}

describe("Stripe issuing adapter: cardholders", () => {
  it("creates an individual cardholder with the legal name, birth date, address, contact, terms acceptance and our employee id", async () => {
    const holder = person();
    await issuer.issueCard(virtual(holder));

    const [create] = posts("/v1/issuing/cardholders").filter(
      (r) => r.form["metadata[employeeId]"] === holder.employeeId,
    );
    expect(create!.form).toEqual({
      type: "individual",
      name: "Ada Lovelace",
      email: holder.email,
      phone_number: "+14155552671",
      "billing[address][line1]": "1 Market St",
      "billing[address][line2]": "Suite 2",
      "billing[address][city]": "San Francisco",
      "billing[address][state]": "CA",
      "billing[address][postal_code]": "94105",
      "billing[address][country]": "US",
      "individual[first_name]": "Ada",
      "individual[last_name]": "Lovelace",
      "individual[dob][day]": "23",
      "individual[dob][month]": "4",
      "individual[dob][year]": "1990",
      "individual[card_issuing][user_terms_acceptance][date]": String(Date.UTC(2027, 0, 2, 3, 4, 5) / 1000),
      "individual[card_issuing][user_terms_acceptance][ip]": "203.0.113.9",
      "individual[card_issuing][user_terms_acceptance][user_agent]": "Mozilla/5.0 (test)",
      "metadata[employeeId]": holder.employeeId,
    });
    expect(create!.headers["idempotency-key"]).toBe(`issuing-cardholder-${holder.employeeId}`);
    expect(create!.headers.authorization).toBe("Bearer sk_test_fake_issuing");
    const cardholderId = await directory.find(holder.employeeId);
    expect(fake.issuing.cardholders.get(cardholderId!)).toMatchObject({
      requirements: { disabled_reason: null, past_due: [] },
    });
  });

  it("keeps one cardholder per employee and brings it up to date when the employee's details changed", async () => {
    const holder = person();
    await issuer.issueCard(virtual(holder));
    const cardholderId = await directory.find(holder.employeeId);
    const before = posts(/^\/v1\/issuing\/cardholders/).length;

    await issuer.issueCard(virtual(holder));
    expect(posts(/^\/v1\/issuing\/cardholders/)).toHaveLength(before);

    const moved = {
      ...holder,
      email: `moved.${holder.email}`,
      billingAddress: { ...holder.billingAddress, line1: "2 Mission St", line2: null },
    };
    await issuer.issueCard(virtual(moved));
    const update = posts(`/v1/issuing/cardholders/${cardholderId}`).at(-1);
    expect(update!.form).toEqual({
      email: moved.email,
      "billing[address][line1]": "2 Mission St",
      "billing[address][city]": "San Francisco",
      "billing[address][state]": "CA",
      "billing[address][postal_code]": "94105",
      "billing[address][country]": "US",
    });
    expect(fake.issuing.cardholders.get(cardholderId!)).toMatchObject({
      email: moved.email,
      billing: { address: { line1: "2 Mission St", line2: null } },
    });
    expect(
      [...fake.issuing.cardholders.values()].filter((c) => c.metadata.employeeId === holder.employeeId),
    ).toHaveLength(1);
  });

  it("finds the employee's cardholder by e-mail and metadata when our directory lost it (a crash before we noted it)", async () => {
    const holder = person();
    await issuer.issueCard(virtual(holder));
    const forgetful = provider({ cardholders: memoryCardholderDirectory() });

    await forgetful.issueCard(virtual(holder));

    expect(
      [...fake.issuing.cardholders.values()].filter((c) => c.metadata.employeeId === holder.employeeId),
    ).toHaveLength(1);
    const listed = fake.requests
      .filter((r) => r.method === "GET" && r.path === "/v1/issuing/cardholders" && r.form.email === holder.email)
      .at(-1);
    expect(listed!.form).toMatchObject({ email: holder.email, type: "individual" });
  });

  it("puts the program's spending controls on the cardholder, so they hold across the person's cards", async () => {
    const controlled = provider({
      spendingControls: {
        spendingLimits: [
          { amount: 50_000, interval: "daily" },
          { amount: 200_000, interval: "monthly" },
        ],
        allowedCategories: [],
        blockedCategories: ["betting_casino_gambling"],
      },
    });
    const holder = person();
    await controlled.issueCard(virtual(holder));
    const create = posts("/v1/issuing/cardholders").find((r) => r.form["metadata[employeeId]"] === holder.employeeId);
    expect(create!.form).toMatchObject({
      "spending_controls[spending_limits][0][amount]": "50000",
      "spending_controls[spending_limits][0][interval]": "daily",
      "spending_controls[spending_limits][1][amount]": "200000",
      "spending_controls[spending_limits][1][interval]": "monthly",
      "spending_controls[spending_limits_currency]": "usd",
      "spending_controls[blocked_categories][0]": "betting_casino_gambling",
    });
    const card = posts("/v1/issuing/cards").at(-1);
    expect(Object.keys(card!.form).some((key) => key.startsWith("spending_controls"))).toBe(false);

    const tighter = provider({
      spendingControls: {
        spendingLimits: [{ amount: 10_000, interval: "daily" }],
        allowedCategories: [],
        blockedCategories: [],
      },
    });
    await tighter.issueCard(virtual(holder));
    const cardholderId = await directory.find(holder.employeeId);
    expect(fake.issuing.cardholders.get(cardholderId!)!.spending_controls).toMatchObject({
      spending_limits: [{ amount: 10_000, interval: "daily" }],
    });
  });

  it("passes no terms acceptance when we have none: Stripe then refuses to activate the card, which is a refusal for good", async () => {
    const error = await failure(issuer.issueCard(virtual(person({ termsAcceptance: null }))));
    expect(error).toBeInstanceOf(IssuingError);
    expect((error as IssuingError).retryable).toBe(false);
    expect(error.message).toMatch(/400, invalid_request_error, param status/);
    const create = posts("/v1/issuing/cardholders").at(-1);
    expect(Object.keys(create!.form).some((key) => key.includes("card_issuing"))).toBe(false);
  });

  it("prints a name Stripe accepts, and refuses one it cannot print without calling Stripe", async () => {
    const holder = person({ firstName: "José María", lastName: "Núñez de Balboa y Castañeda" });
    await issuer.issueCard(virtual(holder));
    expect(posts("/v1/issuing/cardholders").at(-1)!.form).toMatchObject({
      name: "J Nunez de Balboa y",
      "individual[first_name]": "José María",
    });
    const calls = fake.requests.length;
    const error = await failure(issuer.issueCard(virtual(person({ firstName: "小龙", lastName: "李" }))));
    expect(error).toMatchObject({ name: "IssuingError", retryable: false });
    expect(fake.requests).toHaveLength(calls);
  });
});

describe("Stripe issuing adapter: cards", () => {
  it("creates an active virtual card with our card id and kind, under our idempotency key: last four and expiry, never the number", async () => {
    const input = virtual(person());
    const card = await issuer.issueCard(input);

    expect(card).toEqual({
      providerId: expect.stringMatching(/^ic_/),
      lastFour: expect.stringMatching(/^\d{4}$/),
      expMonth: expect.any(Number),
      expYear: expect.any(Number),
      shipping: null,
    });
    const create = posts("/v1/issuing/cards").at(-1)!;
    expect(create.form).toEqual({
      cardholder: (await directory.find(input.cardholder.employeeId))!,
      currency: "usd",
      type: "virtual",
      status: "active",
      "metadata[cardId]": input.cardId,
      "metadata[kind]": "virtual",
    });
    expect(create.headers["idempotency-key"]).toBe(input.idempotencyKey);
    expect(JSON.stringify(card)).not.toMatch(/\d{13,19}/);
  });

  it("creates an inactive physical card mailed to the shipping address, with the configured service", async () => {
    const input = physical(person());
    await provider({ shippingService: "express" }).issueCard(input);
    expect(posts("/v1/issuing/cards").at(-1)!.form).toMatchObject({
      type: "physical",
      status: "inactive",
      "shipping[name]": "Ada Lovelace",
      "shipping[address][line1]": "500 Howard St",
      "shipping[address][city]": "San Francisco",
      "shipping[address][state]": "CA",
      "shipping[address][postal_code]": "94105",
      "shipping[address][country]": "US",
      "shipping[service]": "express",
      "metadata[kind]": "physical",
    });
    const [atStripe] = cardsAtStripe(input.cardId);
    expect(atStripe).toMatchObject({ status: "inactive", shipping: { status: "pending", service: "express" } });
  });

  it("the same idempotency key twice gives the same card: one card at Stripe", async () => {
    const input = virtual(person());
    const first = await issuer.issueCard(input);
    const second = await issuer.issueCard(input);
    expect(second).toEqual(first);
    expect(cardsAtStripe(input.cardId)).toHaveLength(1);
  });

  it("finds a live card by our card id and kind among the cardholder's cards, across pages", async () => {
    const holder = person();
    const input = physical(holder);
    const card = await issuer.issueCard(input);
    // More than a page of the same cardholder's cards, newer than ours: ours is on the second page.
    const template = cardsAtStripe(input.cardId)[0]!;
    for (let i = 0; i < 120; i += 1) {
      const id = `ic_decoy${i}_${input.cardId}`;
      fake.issuing.cards.set(id, {
        ...structuredClone(template),
        id,
        created: template.created + 1 + i,
        metadata: { cardId: `card_other${i}`, kind: "physical" },
      });
    }
    expect(await issuer.findCard({ cardId: input.cardId, kind: "physical", employeeId: holder.employeeId })).toEqual(
      card,
    );
    expect(await issuer.findCard({ cardId: input.cardId, kind: "virtual", employeeId: holder.employeeId })).toBeNull();
    expect(await issuer.findCard({ cardId: input.cardId, kind: "physical", employeeId: "empl_nobody" })).toBeNull();
    await issuer.cancelCard(card.providerId);
    expect(await issuer.findCard({ cardId: input.cardId, kind: "physical", employeeId: holder.employeeId })).toBeNull();
  });

  it("reads a card's state: whose it is, its status, and its shipment as the test helpers move it", async () => {
    const input = physical(person());
    const { providerId } = await issuer.issueCard(input);
    expect(await issuer.retrieveCard(providerId)).toEqual({
      providerId,
      cardId: input.cardId,
      kind: "physical",
      status: "inactive",
      shipping: {
        status: "pending",
        trackingNumber: null,
        carrier: null,
        eta: null,
        shippedAt: null,
        deliveredAt: null,
      },
    });
    fake.issuing.moveShipment(providerId, "submit");
    expect((await issuer.retrieveCard(providerId))?.shipping?.status).toBe("pending");
    fake.issuing.moveShipment(providerId, "ship");
    expect((await issuer.retrieveCard(providerId))?.shipping).toEqual({
      status: "shipped",
      trackingNumber: expect.stringMatching(/^9400/),
      carrier: "usps",
      eta: expect.any(Date),
      shippedAt: expect.any(Date),
      deliveredAt: null,
    });
    fake.issuing.moveShipment(providerId, "deliver");
    expect((await issuer.retrieveCard(providerId))?.shipping).toMatchObject({
      status: "delivered",
      deliveredAt: expect.any(Date),
    });
    expect(await issuer.retrieveCard("ic_doesnotexist")).toBeNull();
  });

  it("activates and cancels idempotently", async () => {
    const { providerId } = await issuer.issueCard(physical(person()));
    await issuer.activateCard(providerId);
    await issuer.activateCard(providerId);
    expect(fake.issuing.cards.get(providerId)!.status).toBe("active");
    await issuer.cancelCard(providerId);
    await issuer.cancelCard(providerId);
    expect(fake.issuing.cards.get(providerId)!.status).toBe("canceled");
    await issuer.cancelCard("ic_doesnotexist");
  });
});

describe("Stripe issuing adapter: card details (Issuing Elements)", () => {
  it("is shown with Stripe.js and the publishable key, and exchanges the browser's nonce for an ephemeral key on that card", async () => {
    expect(issuer.display).toEqual({ kind: "stripe", publishableKey: "pk_test_fake_issuing" });
    const { providerId, lastFour } = await issuer.issueCard(virtual(person()));
    const nonce = fake.issuing.createNonce(providerId);
    const key = await issuer.createCardDetailsKey({ providerId, nonce });
    expect(key).toEqual({ secret: expect.stringMatching(/^ek_test_/), expiresAt: expect.any(Date) });
    expect(key.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const request = posts("/v1/ephemeral_keys").at(-1)!;
    expect(request.form).toEqual({ issuing_card: providerId, nonce });
    expect(request.headers["stripe-version"]).toBeTruthy();
    // The key reads that card (as Issuing Elements do), and nothing else.
    expect(fake.issuing.revealWithKey(providerId, key.secret)?.number).toMatch(new RegExp(`^4000\\d{8}${lastFour}$`));
    const { providerId: other } = await issuer.issueCard(virtual(person()));
    expect(fake.issuing.revealWithKey(other, key.secret)).toBeNull();
    // A nonce is for one card, once.
    await expect(issuer.createCardDetailsKey({ providerId, nonce })).rejects.toMatchObject({
      name: "IssuingError",
      retryable: false,
    });
    await expect(
      issuer.createCardDetailsKey({ providerId: other, nonce: fake.issuing.createNonce(providerId) }),
    ).rejects.toMatchObject({ name: "IssuingError" });
    await expect(
      issuer.createCardDetailsKey({ providerId: "ic_doesnotexist", nonce: "ephkeynonce_test123" }),
    ).rejects.toMatchObject({ name: "IssuingError", retryable: false });
  });
});

describe("Stripe issuing adapter: failures", () => {
  const CARDS = { method: "POST", path: "/v1/issuing/cards" };

  it.each([
    ["a 500 (after the SDK's one retry)", { kind: "error", status: 500 }, 2, true],
    ["a 503", { kind: "error", status: 503 }, 2, true],
    ["rate limited (429)", { kind: "error", status: 429 }, 1, true],
    ["the same key in flight (409)", { kind: "error", status: 409 }, 2, true],
    [
      "a refusal (400)",
      { kind: "error", status: 400, code: "card_declined", message: "Issuing refused this card." },
      1,
      false,
    ],
    ["a refusal (402)", { kind: "error", status: 402, type: "card_error", code: "insufficient_funds" }, 1, false],
  ] as const)("%s → IssuingError, retryable %s", async (_, fault, times, retryable) => {
    fake.inject(CARDS, fault, times);
    const error = await failure(issuer.issueCard(virtual(person())));
    expect(error).toBeInstanceOf(IssuingError);
    expect((error as IssuingError).retryable).toBe(retryable);
    expect(error.message).not.toMatch(/Ada|Lovelace|Market/);
  });

  it.each([
    ["a revoked API key (401)", { kind: "error", status: 401, type: "invalid_request_error" }],
    ["a key without Issuing permissions (403)", { kind: "error", status: 403, type: "invalid_request_error" }],
    [
      "a parameter Stripe does not know (our code)",
      { kind: "error", status: 400, code: "parameter_unknown", param: "shiping" },
    ],
    [
      "a spending control Stripe refuses (our settings)",
      { kind: "error", status: 400, code: "invalid_value", param: "spending_controls[blocked_categories][0]" },
    ],
  ] as const)("%s → a plain Error (our side to fix: it must not void the card)", async (_, fault) => {
    fake.inject(CARDS, fault);
    const error = await failure(issuer.issueCard(virtual(person())));
    expect(error).not.toBeInstanceOf(IssuingError);
    expect(error).toBeInstanceOf(Error);
  });

  it("a shipping address Stripe will not ship to is a refusal for good", async () => {
    const input = physical(person());
    input.shippingAddress.line1 = UNDELIVERABLE_LINE1;
    const error = await failure(issuer.issueCard(input));
    expect(error).toMatchObject({ name: "IssuingError", retryable: false });
    expect(cardsAtStripe(input.cardId)).toEqual([]);
  });

  it("a timeout is retryable, and the card Stripe made meanwhile is found by our card id", async () => {
    const holder = person();
    const input = virtual(holder);
    fake.inject(CARDS, { kind: "slow", ms: 1_500 }, 2);
    const error = await failure(issuer.issueCard(input));
    expect(error).toMatchObject({
      name: "IssuingError",
      retryable: true,
      message: expect.stringMatching(/timed out|did not answer/),
    });
    expect(cardsAtStripe(input.cardId)).toHaveLength(1);
    expect(
      await issuer.findCard({ cardId: input.cardId, kind: "virtual", employeeId: holder.employeeId }),
    ).toMatchObject({ providerId: cardsAtStripe(input.cardId)[0]!.id });
  });

  it("a request still in flight: the SDK's retry gets 409 (retryable); once it completes, the key gives that one card", async () => {
    const input = virtual(person());
    const held = fake.inject(CARDS, { kind: "hold" });
    const error = await failure(issuer.issueCard(input));
    expect(error).toMatchObject({ name: "IssuingError", retryable: true });
    const attempts = posts("/v1/issuing/cards").filter((r) => r.headers["idempotency-key"] === input.idempotencyKey);
    expect(attempts).toHaveLength(2);
    await held.release();
    const card = await issuer.issueCard(input);
    expect(cardsAtStripe(input.cardId).map((c) => c.id)).toEqual([card.providerId]);
  });

  it("a key reused with other parameters is retryable (it expires after 24 hours), never a refusal", async () => {
    const holder = person();
    const input = physical(holder);
    await issuer.issueCard(input);
    const renamed = { ...input, cardholder: { ...holder, lastName: "Byron" } };
    const error = await failure(issuer.issueCard(renamed));
    expect(error).toMatchObject({
      name: "IssuingError",
      retryable: true,
      message: expect.stringContaining("idempotency"),
    });
  });

  it("ends inside its budget however slowly Stripe answers", async () => {
    const slow = provider({ timeoutMs: 200, callBudgetMs: 700 });
    fake.inject({ path: /^\/v1\/issuing\// }, { kind: "slow", ms: 3_000 }, 10);
    const started = Date.now();
    const error = await failure(slow.issueCard(virtual(person())));
    expect(error).toMatchObject({ name: "IssuingError", retryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
