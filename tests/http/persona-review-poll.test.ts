import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { events, identityChecks } from "@/db/schema";
import { capturedLogLines } from "@/lib/logger";
import { pollIdentityReviews, type ReviewPollOptions } from "@/lib/jobs/poll-identity-reviews";
import { runIdentityChecks } from "@/lib/jobs/run-identity-checks";
import { setIdentityProvider, type IdentityProvider } from "@/lib/providers/identity";
import { createSandboxIdentityProvider } from "@/lib/providers/identity/sandbox";

import { fakePersonaForFile, personaSettings } from "../support/fake-persona-for-file";
import { employeeBody, issuedSsnIn, ownSsn } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { latestIdentityCheck } from "../support/identity-checks";

// No worker runs in this file: each test drives the runner (and the review poll) itself, so the
// order of claims, answers and callbacks is the test's, not the clock's.
const PERSONA = personaSettings("456");

const { fake, env } = fakePersonaForFile(PERSONA);
const { server, tenant, call } = httpHarness({ env });
afterEach(() => {
  setIdentityProvider(undefined);
});

const runChecks = async () => runIdentityChecks(await getDb(), { timeoutMs: 2_000 });
const eventsFor = async (employeeId: string) =>
  (await (await getDb()).select().from(events).where(eq(events.employeeId, employeeId))).map((e) => e.type);
// Its transaction names the person (one Persona Account per person); each test's person has one.
const transactionFor = (employeeId: string) => fake.transactions.find((t) => t.referenceId === employeeId)!;
const deliver = async (event: { body: string; signature: string }) =>
  (
    await fetch(`${server.baseUrl}/api/webhooks/persona`, {
      method: "POST",
      headers: { "content-type": "application/json", "persona-signature": event.signature },
      body: event.body,
    })
  ).json();

async function initiate(ssn: string) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ ssn: ownSsn(ssn) }),
  });
  expect(created.status).toBe(201);
  expect(
    (
      await call(
        "POST",
        `/api/employers/${tenant.employerId}/employees/${created.body.id}/identity-verification/initiate`,
      )
    ).status,
  ).toBe(202);
  return created.body.id;
}

describe("the provider that runs a check owns it", () => {
  it("a check queued under the sandbox but run by Persona goes to review, and Persona's callback settles it", async () => {
    setIdentityProvider(createSandboxIdentityProvider());
    const employeeId = await initiate("231-54-6666");
    expect((await latestIdentityCheck(employeeId)).provider).toBe("sandbox");
    // The deployment switches to Persona before the worker gets to the check.
    setIdentityProvider(undefined);
    await runChecks();
    const check = await latestIdentityCheck(employeeId);
    expect(check).toMatchObject({
      provider: "persona",
      status: "pending",
      providerReference: transactionFor(employeeId).id,
    });
    expect(check.awaitingReviewSince).not.toBeNull();

    expect(await deliver(fake.signedEvent({ transaction: transactionFor(employeeId), status: "approved" }))).toEqual({
      received: true,
      outcome: "applied",
    });
    expect(await latestIdentityCheck(employeeId)).toMatchObject({ status: "completed", outcome: "VERIFIED" });
    expect(await eventsFor(employeeId)).toContain("identity-verification.success");
  });

  it("a check queued under Persona but run by the sandbox is the sandbox's: a Persona callback for it changes nothing", async () => {
    const employeeId = await initiate("231-54-2222");
    const queued = await latestIdentityCheck(employeeId);
    expect(queued.provider).toBe("persona");
    setIdentityProvider(createSandboxIdentityProvider());
    await runChecks();
    expect(await latestIdentityCheck(employeeId)).toMatchObject({
      provider: "sandbox",
      status: "completed",
      outcome: "FAILED",
    });
    const forged = {
      id: "txn_never_created",
      referenceId: queued.id,
      typeId: PERSONA.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
      status: "approved",
    };
    expect(await deliver(fake.signedEvent({ transaction: forged, status: "approved" }))).toEqual({
      received: true,
      outcome: "ignored",
    });
    expect(await latestIdentityCheck(employeeId)).toMatchObject({ status: "completed", outcome: "FAILED" });
  });
});

const OUTCOME_EVENTS = [
  "identity-verification.success",
  "identity-verification.failed",
  "identity-verification.needs-documentary-evidence",
];

describe("asking Persona about a review whose callback never came", () => {
  const MINUTE = 60_000;
  // In these tests a review is asked about after one minute; each test moves the review's start back.
  const pollReviews = async (options: ReviewPollOptions = {}) =>
    pollIdentityReviews(await getDb(), { afterMs: MINUTE, timeoutMs: 2_000, ...options });
  const change = async (checkId: string, values: Partial<typeof identityChecks.$inferInsert>) =>
    (await getDb()).update(identityChecks).set(values).where(eq(identityChecks.id, checkId));
  const reviewBegan = (checkId: string, minutesAgo: number) =>
    change(checkId, { awaitingReviewSince: new Date(Date.now() - minutesAgo * MINUTE) });
  const reads = (transactionId: string) =>
    fake.requests.filter((r) => r.method === "GET" && r.path.startsWith(`/api/v1/transactions/${transactionId}?`))
      .length;

  async function underReview() {
    const employeeId = await initiate("231-54-6666");
    await runChecks();
    const check = await latestIdentityCheck(employeeId);
    expect(check).toMatchObject({ provider: "persona", status: "pending" });
    expect(check.awaitingReviewSince).not.toBeNull();
    return { employeeId, checkId: check.id, transaction: transactionFor(employeeId) };
  }

  it("waits IDENTITY_REVIEW_POLL_AFTER for the callback, then asks; still under review, it asks again after as long as the review has lasted", async () => {
    const { employeeId, checkId, transaction } = await underReview();
    await pollReviews();
    expect(reads(transaction.id)).toBe(0);

    await reviewBegan(checkId, 2);
    await pollReviews();
    expect(reads(transaction.id)).toBe(1);
    const waiting = await latestIdentityCheck(employeeId);
    expect(waiting).toMatchObject({ status: "pending", outcome: null, lastError: null, lockedUntil: null });
    expect(waiting.awaitingReviewSince).not.toBeNull();
    // Two minutes under review: the next ask is two minutes from now (and at most a day apart).
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(1.5 * MINUTE);
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeLessThan(2.5 * MINUTE);
    await pollReviews();
    expect(reads(transaction.id)).toBe(1);

    await reviewBegan(checkId, 3 * 24 * 60);
    await change(checkId, { nextAttemptAt: new Date(Date.now() - 1_000) });
    await pollReviews();
    expect(reads(transaction.id)).toBe(2);
    const daily = (await latestIdentityCheck(employeeId)).nextAttemptAt.getTime() - Date.now();
    expect(daily).toBeGreaterThan(23.9 * 60 * MINUTE);
    expect(daily).toBeLessThanOrEqual(24 * 60 * MINUTE);
  });

  it.each([
    ["approved", "VERIFIED", "identity-verification.success"],
    ["declined", "FAILED", "identity-verification.failed"],
    ["needs_documents", "NEEDS_EXPANDED_VERIFICATION", "identity-verification.needs-documentary-evidence"],
  ])(
    "Persona decided %s and its callback was lost: the check settles %s, once, and a late callback changes nothing",
    async (status, outcome, eventType) => {
      const { employeeId, checkId, transaction } = await underReview();
      fake.decide(transaction.id, status);
      await reviewBegan(checkId, 2);
      await pollReviews();
      expect(await latestIdentityCheck(employeeId)).toMatchObject({
        status: "completed",
        outcome,
        providerReference: transaction.id,
      });
      const verification = await call<{ onboarding_status: string }>(
        "GET",
        `/api/employers/${tenant.employerId}/employees/${employeeId}/identity-verification`,
      );
      expect(verification.body.onboarding_status).toBe(outcome);
      expect((await eventsFor(employeeId)).filter((type) => type === eventType)).toHaveLength(1);

      expect(await deliver(fake.signedEvent({ transaction, status }))).toEqual({ received: true, outcome: "ignored" });
      expect((await eventsFor(employeeId)).filter((type) => OUTCOME_EVENTS.includes(type))).toEqual([eventType]);
    },
  );

  it("two workers polling at once ask Persona once and settle the check once", async () => {
    const { employeeId, checkId, transaction } = await underReview();
    fake.decide(transaction.id, "approved");
    await reviewBegan(checkId, 2);
    await Promise.all([pollReviews(), pollReviews(), pollReviews()]);
    expect(reads(transaction.id)).toBe(1);
    expect((await eventsFor(employeeId)).filter((type) => type === "identity-verification.success")).toHaveLength(1);
  });

  it("a check another worker holds (its lease) is not asked about", async () => {
    const { checkId, transaction } = await underReview();
    await reviewBegan(checkId, 2);
    await change(checkId, { lockedUntil: new Date(Date.now() + MINUTE) });
    await pollReviews();
    expect(reads(transaction.id)).toBe(0);
  });

  it.each([
    ["a server error", () => fake.failRetrievals(1, 500), {}, /^Persona answered 500: Internal Server Error$/],
    ["rate limiting", () => fake.failRetrievals(1, 429), {}, /^Persona answered 429: Too Many Requests$/],
    ["no answer", () => fake.failRetrievals(1, "hang"), { timeoutMs: 200 }, /^provider timed out after 200 ms$/],
  ])(
    "%s leaves the check awaiting review with the error, and a later ask settles it",
    async (_name, fail, options: ReviewPollOptions, message) => {
      const { employeeId, checkId, transaction } = await underReview();
      await reviewBegan(checkId, 2);
      fail();
      await pollReviews(options);
      const failed = await latestIdentityCheck(employeeId);
      expect(failed).toMatchObject({ status: "pending", lockedUntil: null });
      expect(failed.awaitingReviewSince).not.toBeNull();
      expect(failed.lastError).toMatch(message);
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      fake.decide(transaction.id, "approved");
      await change(checkId, { nextAttemptAt: new Date(Date.now() - 1_000) });
      await pollReviews();
      expect(await latestIdentityCheck(employeeId)).toMatchObject({
        status: "completed",
        outcome: "VERIFIED",
        lastError: null,
      });
    },
  );

  it("a transaction Persona does not know (404) is never taken for a decision", async () => {
    const { employeeId, checkId } = await underReview();
    await reviewBegan(checkId, 2);
    await change(checkId, { providerReference: "txn_gone" });
    await pollReviews();
    const check = await latestIdentityCheck(employeeId);
    expect(check).toMatchObject({ status: "pending", outcome: null });
    expect(check.lastError).toBe("Persona answered 404: Not Found");
  });

  it("only the running provider is asked, about its own checks", async () => {
    const { checkId, transaction } = await underReview();
    await reviewBegan(checkId, 2);
    // The sandbox cannot be asked about reviews (it never hands a case to a person).
    setIdentityProvider(createSandboxIdentityProvider());
    expect(await pollReviews()).toBe(0);
    // Another vendor that can be asked is not asked about Persona's checks.
    const asked: string[] = [];
    const other: IdentityProvider = {
      name: "other-vendor",
      verifyStandard: async () => ({ outcome: "FAILED" }),
      verifyDocument: async () => ({ outcome: "FAILED" }),
      checkReview: async (review) => (asked.push(review.checkId), { outcome: "VERIFIED" }),
    };
    setIdentityProvider(other);
    await pollReviews();
    expect(asked).not.toContain(checkId);
    expect(reads(transaction.id)).toBe(0);
  });

  it("the runner refuses PENDING_REVIEW from a provider that could never be asked about it again", async () => {
    const employeeId = await initiate("231-54-8765");
    setIdentityProvider({
      name: "callback-only",
      verifyStandard: async () => ({ outcome: "PENDING_REVIEW", providerReference: "case_1" }),
      verifyDocument: async () => ({ outcome: "PENDING_REVIEW", providerReference: "case_1" }),
    });
    await runChecks();
    const check = await latestIdentityCheck(employeeId);
    expect(check).toMatchObject({ status: "pending", awaitingReviewSince: null });
    expect(check.lastError).toBe("PENDING_REVIEW from a provider that cannot be asked about it again");
  });

  it("no full SSN reached a log line", () => {
    expect(capturedLogLines.join("\n")).not.toMatch(/231546666|231-54-6666|231542222|231-54-2222/);
    expect(issuedSsnIn(capturedLogLines.join("\n"))).toBeUndefined();
  });
});
