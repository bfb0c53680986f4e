// @module-tag embedded-db — also on PGlite: the limit request's decision, terms and history in one transaction.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { adverseActionNotices } from "@/db/schema";

import { createEmployeeWithCard, signInEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";

// Issue 42 item 2: after the card, a new income answer is a deliberate request for a higher limit,
// previewed and then confirmed; it never declines a card holder, lowers or closes a card, or sends
// an adverse action notice. Through the partner API and the portal's session.

const { server, tenant, call } = httpHarness({ worker: true });

type Terms = { atrSubmissionId: string; creditLimit: number; confirmedBy: string | null; shownAt: string | null };
type Card = { id: string; employeeId: string; terms: Terms; status: string; locks: unknown[] };
type Preview = {
  object: string;
  cardId: string;
  creditLimit: number | null;
  proposedCreditLimit: number | null;
  outcome: string;
};

const HIGHER = { annualIncome: 9_000_000, monthlyObligations: 100_000 };
const LOWER = { annualIncome: 4_400_000, monthlyObligations: 150_000 };
const DECLINED = { annualIncome: 1_200_000, monthlyObligations: 250_000 };

const atrCount = async (base: string) => (await call<{ data: unknown[] }>("GET", `${base}/atr`)).body.data.length;
const noticesOf = async (employeeId: string) =>
  (
    await (
      await getDb()
    )
      .select({ n: count() })
      .from(adverseActionNotices)
      .where(eq(adverseActionNotices.employeeId, employeeId))
  )[0]!.n;

async function holder() {
  const { employeeId, base, card, path } = await createEmployeeWithCard<Card>(call, tenant);
  return { employeeId, base, card, path };
}

describe("after the card, a new income answer", () => {
  it("is not an onboarding decision: POST …/atr answers 409 card_terms_in_force naming the card, and writes nothing", async () => {
    const { base, card } = await holder();
    const before = await atrCount(base);
    const refused = await call("POST", `${base}/atr`, { body: DECLINED });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: "card_terms_in_force", cardId: card.id });
    expect(await atrCount(base)).toBe(before);
  });

  it("a higher limit: previewed without a record, then confirmed — the card's terms take it", async () => {
    const { base, path, card } = await holder();
    const before = await atrCount(base);
    const preview = await call<Preview>("POST", `${path}/limit-requests/preview`, { body: HIGHER });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      object: "card_limit_preview",
      cardId: card.id,
      creditLimit: card.terms.creditLimit,
      outcome: "raise",
    });
    expect(preview.body.proposedCreditLimit!).toBeGreaterThan(card.terms.creditLimit);
    expect(await atrCount(base)).toBe(before);

    const shownAt = new Date().toISOString();
    const raised = await call<Card>("POST", `${path}/limit-requests`, {
      body: { ...HIGHER, expectedCreditLimit: preview.body.proposedCreditLimit, shownAt },
    });
    expect(raised.status, raised.text).toBe(200);
    expect(raised.body.terms).toMatchObject({
      creditLimit: preview.body.proposedCreditLimit,
      confirmedBy: "partner",
      shownAt,
    });
    expect(raised.body.terms.atrSubmissionId).not.toBe(card.terms.atrSubmissionId);
    expect(raised.body.status).toBe(card.status);
    const decisions = await call<{ data: Array<{ id: string; passed: boolean }> }>("GET", `${base}/atr`);
    expect(decisions.body.data).toHaveLength(before + 1);
    expect(decisions.body.data[0]).toMatchObject({ id: raised.body.terms.atrSubmissionId, passed: true });
    // Partners hear of it with both limits; the preview told them nothing. The events API serves a
    // committed event once no older transaction is open anywhere on the server (another test file's
    // included: lib/events/event-positions.ts), so it is waited for.
    const served = await waitFor(async () => {
      const feed = await call<{ data: Array<{ type: string; data: Record<string, unknown> }> }>(
        "GET",
        `/api/events?type=card.limit_raised&employeeId=${card.employeeId}`,
      );
      expect(feed.status, feed.text).toBe(200);
      return feed.body.data.length > 0 ? feed.body.data : false;
    });
    expect(served.map((event) => event.data)).toEqual([
      {
        employerId: tenant.employerId,
        employeeId: card.employeeId,
        cardId: card.id,
        atrId: raised.body.terms.atrSubmissionId,
        creditLimit: preview.body.proposedCreditLimit,
        previousCreditLimit: card.terms.creditLimit,
      },
    ]);
  });

  it.each([
    ["a lower limit", LOWER],
    ["a decline", DECLINED],
  ])("%s: the card keeps its limit and terms, nothing is recorded, no notice is sent", async (_case, answer) => {
    const { employeeId, base, path, card } = await holder();
    const before = { atr: await atrCount(base), notices: await noticesOf(employeeId) };
    const preview = await call<Preview>("POST", `${path}/limit-requests/preview`, { body: answer });
    expect(preview.body).toMatchObject({ outcome: "unchanged", creditLimit: card.terms.creditLimit });
    const confirmed = await call("POST", `${path}/limit-requests`, {
      body: { ...answer, expectedCreditLimit: preview.body.proposedCreditLimit ?? 0 },
    });
    expect(confirmed.status, confirmed.text).toBe(409);
    expect(confirmed.body).toMatchObject({
      code: "limit_not_raised",
      creditLimit: card.terms.creditLimit,
      proposedCreditLimit: preview.body.proposedCreditLimit,
    });
    const after = await call<Card>("GET", path);
    expect(after.body.terms).toEqual(card.terms);
    expect(after.body.locks).toEqual([]);
    expect({ atr: await atrCount(base), notices: await noticesOf(employeeId) }).toEqual(before);
  });

  it("a limit other than the one shown is 409 limit_changed, naming the limit now, and records nothing", async () => {
    const { base, path } = await holder();
    const before = await atrCount(base);
    const preview = await call<Preview>("POST", `${path}/limit-requests/preview`, { body: HIGHER });
    const wrong = await call("POST", `${path}/limit-requests`, {
      body: { ...HIGHER, expectedCreditLimit: preview.body.proposedCreditLimit! + 1 },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: "limit_changed", proposedCreditLimit: preview.body.proposedCreditLimit });
    expect(await atrCount(base)).toBe(before);
  });

  it("refuses what is malformed, someone else's card, and a shownAt in the future", async () => {
    const { path } = await holder();
    const other = await holder();
    const missing = await call("POST", `${path}/limit-requests`, { body: HIGHER });
    expect(missing.status).toBe(422);
    const negative = await call("POST", `${path}/limit-requests/preview`, {
      body: { annualIncome: -1, monthlyObligations: 0 },
    });
    expect(negative.status).toBe(422);
    const theirs = await call("POST", `${other.base}/cards/${(await holder()).card.id}/limit-requests/preview`, {
      body: HIGHER,
    });
    expect(theirs.status).toBe(404);
    const future = await call("POST", `${path}/limit-requests`, {
      body: { ...HIGHER, expectedCreditLimit: 1, shownAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(future.status).toBe(422);
  });

  it("through the portal: the person previews and confirms, and the record says they did", async () => {
    const { base, path } = await holder();
    const portal = await signInEmployee(server.baseUrl, call, base);
    const preview = await portal("POST", `${path}/limit-requests/preview`, HIGHER);
    expect(preview.status, preview.text).toBe(200);
    const body = preview.body as Preview;
    const raised = await portal("POST", `${path}/limit-requests`, {
      ...HIGHER,
      expectedCreditLimit: body.proposedCreditLimit,
    });
    expect(raised.status, raised.text).toBe(200);
    expect((raised.body as Card).terms).toMatchObject({
      creditLimit: body.proposedCreditLimit,
      confirmedBy: "employee",
    });
    const refused = await portal("POST", `${base}/atr`, DECLINED);
    expect(refused.status).toBe(409);
  });
});
