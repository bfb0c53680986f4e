import { beforeAll, describe, expect, it } from "vitest";

import {
  apiClient,
  createCompleteEmployee,
  createTenant,
  signInEmployee,
  type PortalCaller,
  type Tenant,
} from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Terms before the card (docs/payments-and-cards.md#terms): the card request records the limit,
// the repayment plan and how it is repaid, with who confirmed them and when. The portal must
// confirm the terms in force; a partner may, and without a confirmation the card still records them.

type Terms = {
  atrSubmissionId: string;
  creditLimit: number;
  repayment: { payFrequency: string; installments: number; installmentAmountCents: number; termMonths: number };
  repaidBy: { method: string; paymentMethod: { type: string; name: string; lastFour: string } | null };
  confirmedBy: string | null;
  confirmedAt: string | null;
  shownAt: string | null;
};
type Card = { id: string; terms: Terms | null };
type Atr = { id: string; status: string; maxAllowableBalance: number };

const { server, tenant: payroll, call } = httpHarness({ worker: true });
let byMethod: Tenant;

beforeAll(async () => {
  byMethod = await createTenant({ payrollDeductionRepayment: false, paymentMethodRepayment: true });
});

const latestAtr = async (caller: ReturnType<typeof apiClient>, base: string) =>
  (await caller<{ data: Atr[] }>("GET", `${base}/atr`)).body.data[0]!;
const cardsOf = async (caller: ReturnType<typeof apiClient>, base: string) =>
  (await caller<{ data: Card[] }>("GET", `${base}/cards`)).body.data;

async function readyInPortal(): Promise<{ base: string; portal: PortalCaller; atr: Atr }> {
  const { base } = await createCompleteEmployee(call, payroll);
  return { base, portal: await signInEmployee(server.baseUrl, call, base), atr: await latestAtr(call, base) };
}

describe("a partner's card request", () => {
  it("without a body records the terms in force, confirmed by nobody", async () => {
    const { base } = await createCompleteEmployee(call, payroll);
    const atr = await latestAtr(call, base);
    const created = await call<Card>("POST", `${base}/cards?cardType=virtual`);
    expect(created.status, created.text).toBe(201);
    // $52,000 a year, $1,500 a month of obligations, paid biweekly: a $4,350 line in 26 payments.
    expect(created.body.terms).toMatchObject({
      atrSubmissionId: atr.id,
      creditLimit: 435_000,
      repayment: { payFrequency: "biweekly", installments: 26, termMonths: 12 },
      repaidBy: { method: "payroll_deduction", paymentMethod: null },
      confirmedBy: null,
      confirmedAt: null,
      shownAt: null,
    });
    expect((await cardsOf(call, base))[0]!.terms).toEqual(created.body.terms);
  });

  it("with the person's confirmation records it as the partner's", async () => {
    const { base } = await createCompleteEmployee(call, payroll);
    const atr = await latestAtr(call, base);
    const shownAt = new Date(Date.now() - 5_000).toISOString();
    const created = await call<Card>("POST", `${base}/cards?cardType=virtual`, {
      body: { termsConfirmation: { atrSubmissionId: atr.id, shownAt } },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.terms).toMatchObject({ confirmedBy: "partner", shownAt, atrSubmissionId: atr.id });
    expect(Date.parse(created.body.terms!.confirmedAt!)).toBeGreaterThanOrEqual(Date.parse(shownAt));
  });

  it("on a payment-method employer names the method the balance is charged to", async () => {
    const methodCall = apiClient(server.baseUrl, byMethod);
    const { base } = await createCompleteEmployee(methodCall, byMethod, { paymentMethod: true });
    const created = await methodCall<Card>("POST", `${base}/cards?cardType=virtual`);
    expect(created.status, created.text).toBe(201);
    expect(created.body.terms?.repaidBy).toEqual({
      method: "payment_method",
      paymentMethod: expect.objectContaining({ name: "Visa", lastFour: "4242" }) as unknown,
    });
  });
});

describe("the portal's card request", () => {
  it("without a confirmation is refused, and no card is made", async () => {
    const { base, portal } = await readyInPortal();
    const refused = await portal("POST", `${base}/cards?cardType=virtual`);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ code: "terms_not_confirmed" });
    expect(await cardsOf(call, base)).toEqual([]);
  });

  it("naming terms a newer income decision replaced is refused with the decision in force; confirming those issues the card", async () => {
    const { base, portal, atr: shown } = await readyInPortal();
    // A new answer after the page was drawn: a higher income, a different line.
    const newer = await call<Atr>("POST", `${base}/atr`, {
      body: { annualIncome: 7_800_000, monthlyObligations: 150_000 },
    });
    expect(newer.body.status).toBe("Passed ATR");
    expect(newer.body.maxAllowableBalance).not.toBe(shown.maxAllowableBalance);
    const stale = await portal("POST", `${base}/cards?cardType=virtual`, {
      termsConfirmation: { atrSubmissionId: shown.id },
    });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body).toMatchObject({ code: "terms_changed", atrSubmissionId: newer.body.id });
    expect(await cardsOf(call, base)).toEqual([]);

    const shownAt = new Date().toISOString();
    const created = await portal<Card>("POST", `${base}/cards?cardType=all`, {
      termsConfirmation: { atrSubmissionId: newer.body.id, shownAt },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.terms).toMatchObject({
      atrSubmissionId: newer.body.id,
      creditLimit: newer.body.maxAllowableBalance,
      confirmedBy: "employee",
      shownAt,
    });
    // What is kept of the person's connection stays with us.
    expect(created.text).not.toMatch(/ipAddress|userAgent/);
  });

  it("another employee's decision is not the terms in force", async () => {
    const { base, portal } = await readyInPortal();
    const other = await createCompleteEmployee(call, payroll);
    const theirs = await latestAtr(call, other.base);
    const refused = await portal("POST", `${base}/cards?cardType=virtual`, {
      termsConfirmation: { atrSubmissionId: theirs.id },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: "terms_changed" });
    expect(await cardsOf(call, base)).toEqual([]);
  });

  it.each([
    ["in the future", () => new Date(Date.now() + 10 * 60_000).toISOString(), "shown_at_in_future"],
    ["before the decision", () => "2020-01-01T00:00:00Z", "shown_at_before_decision"],
  ])("a shownAt %s is refused field by field", async (_when, shownAt, code) => {
    const { base, portal, atr } = await readyInPortal();
    const refused = await portal("POST", `${base}/cards?cardType=virtual`, {
      termsConfirmation: { atrSubmissionId: atr.id, shownAt: shownAt() },
    });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({
      code: "validation_failed",
      errors: [{ path: "/termsConfirmation/shownAt", code }],
    });
    expect(await cardsOf(call, base)).toEqual([]);
  });

  it.each([
    ["no atrSubmissionId", { termsConfirmation: {} }, 422],
    ["an unknown field", { termsConfirmation: { atrSubmissionId: "atr_x" }, accepted: true }, 422],
    ["a malformed id", { termsConfirmation: { atrSubmissionId: "'; drop table cards" } }, 422],
    ["a malformed shownAt", { termsConfirmation: { atrSubmissionId: "atr_x", shownAt: "yesterday" } }, 422],
    ["an array", [1, 2], 422],
  ])("a body with %s is a clear problem and writes nothing", async (_what, body, status) => {
    const { base, portal } = await readyInPortal();
    const refused = await portal("POST", `${base}/cards?cardType=virtual`, body);
    expect(refused.status, refused.text).toBe(status);
    expect(refused.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(await cardsOf(call, base)).toEqual([]);
  });

  it("a body that is not JSON is 400, not a card", async () => {
    const { base } = await createCompleteEmployee(call, payroll);
    const refused = await call("POST", `${base}/cards?cardType=virtual`, {
      rawBody: "terms=yes",
      headers: { "content-type": "application/json" },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ code: "invalid_json" });
    expect(await cardsOf(call, base)).toEqual([]);
  });

  it("a lost card's replacement carries the terms its card was confirmed on", async () => {
    const { base, portal, atr } = await readyInPortal();
    const created = await portal<Card>("POST", `${base}/cards?cardType=virtual`, {
      termsConfirmation: { atrSubmissionId: atr.id },
    });
    expect(created.status, created.text).toBe(201);
    const replaced = await portal<Card>("POST", `${base}/cards/${created.body.id}/report-lost-or-stolen`, {
      reason: "lost",
    });
    // 201: the replacement, a new card.
    expect(replaced.status, replaced.text).toBe(201);
    expect(replaced.body.id).not.toBe(created.body.id);
    expect(replaced.body.terms).toEqual(created.body.terms);
  });
});
