// @module-tag embedded-db
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, events, identityChecks, identityEvidence } from "@/db/schema";
import { collectWorkGauges } from "@/lib/jobs/collect-work-gauges";
import { pollIdentityReviews } from "@/lib/jobs/poll-identity-reviews";
import { readCheckedDocuments } from "@/lib/jobs/read-checked-documents";
import { runIdentityChecks, type IdentityRunnerOptions } from "@/lib/jobs/run-identity-checks";
import { capturedLogLines } from "@/lib/logger";
import { metrics, setMetricsEnabled } from "@/lib/telemetry/metrics";

import { fakePersonaForFile, personaSettings } from "../support/fake-persona-for-file";
import { employeeBody, issuedSsnIn, ownSsn } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { JPEG, PDF, PNG, SMALL_JPEG } from "../support/evidence-images";
import { identityCheck, identitySubject, latestIdentityCheck } from "../support/identity-checks";

// Issue 41: a check never makes (and bills) a second Persona transaction. No worker runs in this
// file: each test drives the runner itself, and moves a check's clock by moving its timestamps
// back (the "fake clock": the runner compares them with now).
const PERSONA = personaSettings("789");
// The create's answer is what these tests are about: Persona decides in it (the fake's other case).
const { fake, env, adapter } = fakePersonaForFile(PERSONA, { decides: "in-answer" });
const { server, tenant, call } = httpHarness({ env });

const HOUR = 3_600_000;
const run = async (options: IdentityRunnerOptions = {}) =>
  runIdentityChecks(await getDb(), { timeoutMs: 1_000, retryDelayMs: () => 0, ...options });
/** As if `hours` had passed since the check's first request, and its next attempt were due. */
const hoursLater = async (checkId: string, hours: number) =>
  (await getDb())
    .update(identityChecks)
    .set({ firstSentAt: new Date(Date.now() - hours * HOUR), nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(eq(identityChecks.id, checkId));
const due = async (checkId: string) =>
  (await getDb())
    .update(identityChecks)
    .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, "pending")));
const createsFor = (checkId: string) =>
  fake.requests.filter((r) => r.method === "POST" && r.headers["idempotency-key"]?.includes(checkId));
const readsOf = (transactionId: string) =>
  fake.requests.filter((r) => r.method === "GET" && r.path.startsWith(`/api/v1/transactions/${transactionId}?`));
const eventsOf = async (employeeId: string, type: string) =>
  (await (await getDb()).select().from(events).where(eq(events.employeeId, employeeId))).filter((e) => e.type === type);
const statusOf = async (employeeId: string) =>
  (await (await getDb()).select().from(employees).where(eq(employees.id, employeeId)))[0]!.onboardingStatus;
const deliver = (event: { body: string; signature: string }) =>
  fetch(`${server.baseUrl}/api/webhooks/persona`, {
    method: "POST",
    headers: { "content-type": "application/json", "persona-signature": event.signature },
    body: event.body,
  });

async function initiate(ssn: string, overrides: Record<string, unknown> = {}) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: { ...employeeBody({ ssn: ownSsn(ssn) }), ...overrides },
  });
  expect(created.status).toBe(201);
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
  return { id: created.body.id, base, check: await latestIdentityCheck(created.body.id) };
}

async function unresolvedGauge(): Promise<number | undefined> {
  setMetricsEnabled(true);
  try {
    await collectWorkGauges();
    const gauge = await metrics().identityUnresolved.get();
    return gauge.values.find((value) => value.labels.provider === "persona")?.value;
  } finally {
    setMetricsEnabled(false);
  }
}

describe("an answer that is no decision", () => {
  it("errored: the transaction is recorded, the check ends unresolved at once, the person starts again, operators are alerted", async () => {
    const before = (await unresolvedGauge()) ?? 0;
    const { id, check } = await initiate("231-54-0404");
    await run();
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    expect(transaction.status).toBe("errored");
    expect(await identityCheck(check.id)).toMatchObject({
      status: "unresolved",
      outcome: null,
      providerReference: transaction.id,
      vendorStatus: "errored",
      subjectSealed: null,
      lastError: 'the provider ended the case without a decision: "errored"',
    });
    // Nothing was decided about the person: no failure, no letter; they may start again.
    expect(await statusOf(id)).toBe("NOT_STARTED");
    const [unresolved] = await eventsOf(id, "identity-verification.unresolved");
    expect(unresolved?.data).toMatchObject({ status: "NOT_STARTED", stage: "standard", reason: "vendor_unresolved" });
    expect(await eventsOf(id, "identity-verification.failed")).toHaveLength(0);
    expect(await unresolvedGauge()).toBe(before + 1);
    // However long the runner goes on, the check is never sent again.
    await hoursLater(check.id, 30);
    await run();
    expect(createsFor(check.id)).toHaveLength(1);
  });

  it("a status in no list: one create, then read back (never created again); past the deadline it ends unresolved, naming the status", async () => {
    const { id, check } = await initiate("231-54-9999");
    await run();
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    expect(await identityCheck(check.id)).toMatchObject({
      status: "pending",
      providerReference: transaction.id,
      vendorStatus: "awaiting_something_new",
    });
    // Retries read the transaction back, well inside the deadline.
    for (const hours of [1, 6, 11.5]) {
      await hoursLater(check.id, hours);
      await run();
    }
    expect(readsOf(transaction.id)).toHaveLength(3);
    expect((await identityCheck(check.id))?.status).toBe("pending");
    // Twelve hours after the first create, nothing more is asked: the check ends.
    await hoursLater(check.id, 12);
    await run();
    expect(await identityCheck(check.id)).toMatchObject({
      status: "unresolved",
      vendorStatus: "awaiting_something_new",
      lastError: 'no decision within 12 h: persona still says "awaiting_something_new"',
    });
    expect(readsOf(transaction.id)).toHaveLength(3);
    expect(createsFor(check.id)).toHaveLength(1);
    expect(fake.transactions.filter((t) => t.referenceId === id)).toHaveLength(1);
    expect(await statusOf(id)).toBe("NOT_STARTED");
    const [unresolved] = await eventsOf(id, "identity-verification.unresolved");
    expect(unresolved?.data).toMatchObject({ reason: "no_decision_in_time", checkId: check.id });
  });

  it("an answer lost on the way back: the retry under the same key gets Persona's first answer, and one transaction exists", async () => {
    fake.failCreates(1, "lost");
    const { id, check } = await initiate("231-54-8765");
    await run({ timeoutMs: 200 });
    // Persona made the transaction; we never heard.
    expect(fake.transactions.filter((t) => t.referenceId === id)).toHaveLength(1);
    expect(await identityCheck(check.id)).toMatchObject({ status: "pending", providerReference: null });
    await due(check.id);
    await run();
    const [transaction, ...more] = fake.transactions.filter((t) => t.referenceId === id);
    expect(more).toHaveLength(0);
    expect(await identityCheck(check.id)).toMatchObject({
      status: "completed",
      outcome: "VERIFIED",
      providerReference: transaction!.id,
    });
    const keys = createsFor(check.id).map((r) => r.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it("a check queued before snapshots keeps its request: its own id as the reference, the employee's data", async () => {
    const { id, check } = await initiate("231-54-8765");
    // As a check queued by the release before: no snapshot, and a first request already sent.
    await (
      await getDb()
    )
      .update(identityChecks)
      .set({ subjectSealed: null, firstSentAt: new Date(), attempts: 1 })
      .where(eq(identityChecks.id, check.id));
    await run();
    const [sent] = createsFor(check.id);
    expect(sent?.body).toMatchObject({ data: { attributes: { "reference-id": check.id } } });
    expect(fake.transactions.filter((t) => t.referenceId === check.id)).toHaveLength(1);
    expect((await identityCheck(check.id))?.status).toBe("completed");
    expect(fake.transactions.filter((t) => t.referenceId === id)).toHaveLength(0);
  });

  it("no answer at all: retried under the same key until the deadline, then unresolved with no create after it", async () => {
    fake.failCreates(2, "hang");
    const { id, check } = await initiate("231-54-8765");
    await run({ timeoutMs: 200 });
    await due(check.id);
    await run({ timeoutMs: 200 });
    const keys = createsFor(check.id).map((r) => r.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    await hoursLater(check.id, 12.5);
    await run();
    expect(await identityCheck(check.id)).toMatchObject({ status: "unresolved", providerReference: null });
    expect((await identityCheck(check.id))?.lastError).toMatch(/^no answer from persona within 12 h \(last: /);
    expect(createsFor(check.id)).toHaveLength(2);
    expect(fake.transactions.filter((t) => t.referenceId === id)).toHaveLength(0);
  });

  it("a review whose status turns unknown: the poll keeps asking until the deadline, then ends it unresolved", async () => {
    const { id, check } = await initiate("231-54-6666");
    await run();
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    fake.decide(transaction.id, "escalated_somewhere");
    const pollDue = async (hours: number) => {
      await (
        await getDb()
      )
        .update(identityChecks)
        .set({
          awaitingReviewSince: new Date(Date.now() - hours * HOUR),
          firstSentAt: new Date(Date.now() - hours * HOUR),
          nextAttemptAt: new Date(Date.now() - 1_000),
        })
        .where(eq(identityChecks.id, check.id));
      await pollIdentityReviews(await getDb(), { afterMs: 60_000, timeoutMs: 1_000 });
    };
    await pollDue(7);
    expect(await identityCheck(check.id)).toMatchObject({ status: "pending", vendorStatus: "escalated_somewhere" });
    await pollDue(13);
    expect(await identityCheck(check.id)).toMatchObject({
      status: "unresolved",
      lastError: 'no decision within 12 h: persona says "escalated_somewhere"',
    });
    expect(await statusOf(id)).toBe("NOT_STARTED");
  });

  it("Persona's decision arriving after the check ended unresolved settles it, unless the person started again", async () => {
    const ended = async () => {
      const started = await initiate("231-54-9999");
      await run();
      await hoursLater(started.check.id, 12);
      await run();
      expect((await identityCheck(started.check.id))?.status).toBe("unresolved");
      return { ...started, transaction: fake.transactions.find((t) => t.referenceId === started.id)! };
    };
    // Nothing happened since: the late decision is the person's answer.
    const first = await ended();
    const late = await deliver(fake.signedEvent({ transaction: first.transaction, status: "approved" }));
    expect(await late.json()).toEqual({ received: true, outcome: "applied" });
    expect(await identityCheck(first.check.id)).toMatchObject({ status: "completed", outcome: "VERIFIED" });
    expect(await statusOf(first.id)).toBe("VERIFIED");
    // The person started again: the newer check is the one that counts.
    const second = await ended();
    expect((await call("POST", `${second.base}/identity-verification/initiate`)).status).toBe(202);
    const stale = await deliver(fake.signedEvent({ transaction: second.transaction, status: "declined" }));
    expect(await stale.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await identityCheck(second.check.id))?.status).toBe("unresolved");
    expect(await statusOf(second.id)).toBe("PENDING");
    // The newer check is left out of the other tests' runs.
    await (
      await getDb()
    )
      .update(identityChecks)
      .set({ status: "cancelled" })
      .where(and(eq(identityChecks.employeeId, second.id), eq(identityChecks.status, "pending")));
  });

  it("a later decision by read-back settles a check whose status was unknown, inside the deadline", async () => {
    const { id, check } = await initiate("231-54-9999");
    await run();
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    fake.decide(transaction.id, "approved");
    await hoursLater(check.id, 2);
    await run();
    expect(await identityCheck(check.id)).toMatchObject({ status: "completed", outcome: "VERIFIED" });
    expect(createsFor(check.id)).toHaveLength(1);
  });
});

describe("the subject a check sends", () => {
  it("a data change while a check waits cancels it and makes exactly one new transaction, with the new data", async () => {
    fake.failCreates(1, "hang");
    const { id, base, check } = await initiate("231-54-8765", { lastName: "Byron" });
    await run({ timeoutMs: 200 });
    expect((await identityCheck(check.id))?.status).toBe("pending");
    const patched = await call("PATCH", base, {
      body: [{ op: "replace", path: "/lastName", value: "Lovelace" }],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(patched.status).toBe(200);
    expect(await identityCheck(check.id)).toMatchObject({ status: "cancelled", subjectSealed: null });
    const [restarted] = await eventsOf(id, "identity-verification.restarted");
    expect(restarted?.data).toMatchObject({ status: "PENDING", changedFields: ["lastName"] });
    const next = await latestIdentityCheck(id);
    expect(next.id).not.toBe(check.id);
    await run();
    await run();
    const made = fake.transactions.filter((t) => t.referenceId === id);
    expect(made).toHaveLength(1);
    expect(createsFor(check.id)).toHaveLength(1);
    const [sent] = createsFor(next.id);
    expect(sent?.body).toMatchObject({ data: { attributes: { fields: { name_last: "Lovelace" } } } });
    expect(await identityCheck(next.id)).toMatchObject({ status: "completed", outcome: "VERIFIED" });
  });

  it("every attempt sends the snapshot taken when the check was queued, whatever the employee row says meanwhile", async () => {
    fake.failCreates(1, "hang");
    const { id, check } = await initiate("231-54-8765", { firstName: "Ada" });
    await run({ timeoutMs: 200 });
    // A change that bypasses the service (and so the restart): the queued request must not see it.
    await (await getDb()).update(employees).set({ firstName: "Augusta" }).where(eq(employees.id, id));
    await due(check.id);
    await run();
    const [first, second] = createsFor(check.id);
    expect(JSON.stringify(second?.body)).toBe(JSON.stringify(first?.body));
    expect(second?.body).toMatchObject({ data: { attributes: { fields: { name_first: "Ada" } } } });
  });

  it("a document under review stands through a new phone number; a new last name sends the same document again, once", async () => {
    const { id, base } = await initiate("231-54-7777");
    await run();
    expect((await call("POST", `${base}/evidence`, { body: evidenceBody() })).status).toBe(202);
    await run();
    const documentary = await latestIdentityCheck(id);
    expect(documentary.awaitingReviewSince).not.toBeNull();
    const patch = (operations: unknown[]) =>
      call("PATCH", base, { body: operations, headers: { "content-type": "application/json-patch+json" } });
    expect((await patch([{ op: "replace", path: "/phoneNumber", value: "+14155550199" }])).status).toBe(200);
    expect((await identityCheck(documentary.id))?.status).toBe("pending");
    expect(await eventsOf(id, "identity-verification.restarted")).toHaveLength(0);
    expect((await patch([{ op: "replace", path: "/lastName", value: "Hopper" }])).status).toBe(200);
    expect((await identityCheck(documentary.id))?.status).toBe("cancelled");
    const again = await latestIdentityCheck(id);
    expect(again).toMatchObject({ kind: "documentary", status: "pending", evidenceId: documentary.evidenceId });
    await run();
    const documents = fake.transactions.filter(
      (t) => t.referenceId === id && t.typeId === PERSONA.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
    );
    expect(documents).toHaveLength(2);
    expect(createsFor(again.id)[0]?.body).toMatchObject({ data: { attributes: { fields: { name_last: "Hopper" } } } });
  });

  it("one person's checks carry the same reference id, the person's, each under its own key", async () => {
    const { id, base, check } = await initiate("231-54-1111");
    await run();
    expect((await call("POST", `${base}/evidence`, { body: evidenceBody() })).status).toBe(202);
    const documentary = await latestIdentityCheck(id);
    expect(documentary.kind).toBe("documentary");
    await run();
    const made = fake.transactions.filter((t) => t.referenceId === id);
    expect(made.map((t) => t.typeId).sort()).toEqual(
      [PERSONA.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID, PERSONA.PERSONA_STANDARD_TRANSACTION_TYPE_ID].sort(),
    );
    expect(createsFor(check.id)).toHaveLength(1);
    expect(createsFor(documentary.id)).toHaveLength(1);
  });
});

describe("document images Persona could not read", () => {
  it.each([
    ["a 5 KB photo", SMALL_JPEG, "image_too_small"],
    ["a PDF", PDF, "image_type_unsupported"],
  ])("%s is refused at upload, and nothing reaches Persona", async (_name, image, code) => {
    const { id, base } = await initiate("231-54-1111");
    await run();
    const before = fake.requests.length;
    const refused = await call<{ errors: Array<{ code: string }> }>("POST", `${base}/evidence`, {
      body: { documentType: "PASSPORT", frontImage: image },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((error) => error.code)).toEqual([code]);
    await run();
    expect(fake.requests.length).toBe(before);
    expect(await statusOf(id)).toBe("NEEDS_EXPANDED_VERIFICATION");
  });

  it("the fake Persona refuses them too, as Persona documents (the adapter's call, direct)", async () => {
    const small = { bytes: Buffer.from(SMALL_JPEG, "base64"), mimeType: "image/jpeg" };
    const error = (await adapter()
      .verifyDocument(
        identitySubject("idv_small"),
        { documentType: "PASSPORT", front: small, back: null },
        AbortSignal.timeout(5_000),
      )
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(
      /^Persona answered 422: Unprocessable Entity \(\/data\/attributes\/fields\/id_front_photo\)$/,
    );
  });
});

describe("a callback that overtakes the create's answer", () => {
  it("is refused (409) while the create is in flight, and applied once the transaction is the check's", async () => {
    fake.failCreates(1, "hang");
    const { id, check } = await initiate("231-54-6666");
    await run({ timeoutMs: 200 });
    const early = {
      id: "txn_overtaking",
      referenceId: id,
      typeId: PERSONA.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
      status: "approved",
    };
    const refused = await deliver(fake.signedEvent({ transaction: early, status: "approved" }));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("vendor_case_not_recorded");
    await due(check.id);
    await run();
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    expect((await identityCheck(check.id))?.awaitingReviewSince).not.toBeNull();
    const applied = await deliver(fake.signedEvent({ transaction, status: "approved" }));
    expect(await applied.json()).toEqual({ received: true, outcome: "applied" });
    expect(await statusOf(id)).toBe("VERIFIED");
    // A transaction that is not the check's, once it has one, is acknowledged and changes nothing.
    expect(await (await deliver(fake.signedEvent({ transaction: early, status: "declined" }))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
  });

  it("a decision on a document answers within 500 ms, asking Persona nothing; the worker reads the document afterwards", async () => {
    const { id, base } = await initiate("231-54-7777");
    await run();
    expect(
      (
        await call("POST", `${base}/evidence`, {
          body: { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG },
        })
      ).status,
    ).toBe(202);
    await run();
    const documentary = await latestIdentityCheck(id);
    expect(documentary).toMatchObject({ kind: "documentary", status: "pending" });
    expect(documentary.awaitingReviewSince).not.toBeNull();
    const transaction = fake.transactions.find((t) => t.id === documentary.providerReference)!;
    const before = fake.requests.length;
    const startedAt = performance.now();
    const answer = await deliver(fake.signedEvent({ transaction, status: "approved" }));
    const took = performance.now() - startedAt;
    expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
    expect(took).toBeLessThan(500);
    expect(fake.requests.length).toBe(before);
    expect(await identityCheck(documentary.id)).toMatchObject({ status: "completed", documentReadPending: true });
    // The worker's read, after the decision: the transaction once more, then its verification.
    expect(await readCheckedDocuments(await getDb())).toBeGreaterThanOrEqual(1);
    expect(await identityCheck(documentary.id)).toMatchObject({ documentReadPending: false });
    const [evidence] = await (
      await getDb()
    )
      .select()
      .from(identityEvidence)
      .where(eq(identityEvidence.id, documentary.evidenceId!));
    expect(evidence).toMatchObject({ issuingCountry: "US", issuingState: "CA", numberLastFour: "4567" });
    const verification = fake.verifications.find((v) => v.transactionId === transaction.id)!;
    const paths = fake.requests.slice(before).map((r) => `${r.method} ${new URL(r.path, fake.url).pathname}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `GET /api/v1/transactions/${transaction.id}`,
        `GET /api/v1/verification/government-ids/${verification.id}`,
      ]),
    );
  });

  it("an errored status by callback ends the check unresolved", async () => {
    const { id, check } = await initiate("231-54-6666");
    await run();
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    const answer = await deliver(fake.signedEvent({ transaction, status: "errored" }));
    expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
    expect(await identityCheck(check.id)).toMatchObject({ status: "unresolved", vendorStatus: "errored" });
    expect(await statusOf(id)).toBe("NOT_STARTED");
  });
});

describe("privacy", () => {
  it("no full SSN reached a log line", () => {
    expect(capturedLogLines.join("\n")).not.toMatch(/231-?54-?(0404|9999|8765|1111|6666|7777)/);
    expect(issuedSsnIn(capturedLogLines.join("\n"))).toBeUndefined();
  });
});

function evidenceBody() {
  return { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG };
}
