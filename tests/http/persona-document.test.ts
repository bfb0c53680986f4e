import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { identityEvidence } from "@/db/schema";
import { capturedLogLines } from "@/lib/logger";
import { DOCUMENT_READ_BUDGET_MS } from "@/lib/providers/identity/persona-document";

import { JPEG, PNG } from "../support/evidence-images";
import { fakePersonaForFile, personaSettings } from "../support/fake-persona-for-file";
import { employeeBody, ownSsn } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { identitySubject, latestIdentityCheck } from "../support/identity-checks";
import { waitFor } from "../support/webhook-receiver";

// Issue 27: a documentary check Persona decides records what Persona read from the document —
// issuing country and state, expiry, the last four characters of its number — on identity_evidence,
// by whichever path the decision arrives (its answer, our poll, its callback). Best effort: a
// verification missing, odd or failing leaves the description empty and the decision stands.
const PERSONA = personaSettings("456");
const EMPTY = { issuingCountry: null, issuingState: null, expiresOn: null, numberLastFour: null };

// Persona decides in the create's answer here, or by the callbacks these tests send themselves.
const { fake, env, adapter } = fakePersonaForFile(PERSONA, { decides: "in-answer" });
const { server, tenant, call, receiver } = httpHarness({
  worker: { reviews: { afterMs: 300 } },
  receiver: { events: ["*"] },
  env,
});
afterEach(() => fake.readDocumentsAs(undefined));

const webhook = (type: string, employeeId: string) => waitFor(() => receiver.ofType(type, employeeId)[0]);

/** An employee Persona asks for documents (by the SSN's last four), who then uploads this document. */
async function documentSent(ssn: string, document: { documentType: string; frontImage: string; backImage?: string }) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ ssn: ownSsn(ssn) }),
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const base = `/api/employers/${tenant.employerId}/employees/${id}`;
  expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
  await webhook("identity-verification.needs-documentary-evidence", id);
  expect((await call("POST", `${base}/evidence`, { body: document })).status).toBe(202);
  return id;
}

/** The documentary check and its evidence, once the worker has asked Persona what it read (after the decision). */
async function evidenceOf(employeeId: string) {
  const check = await waitFor(async () => {
    const latest = await latestIdentityCheck(employeeId);
    return latest.status !== "pending" && !latest.documentReadPending ? latest : undefined;
  });
  expect(check.kind).toBe("documentary");
  const [row] = await (await getDb()).select().from(identityEvidence).where(eq(identityEvidence.id, check.evidenceId!));
  return { check, evidence: row! };
}
const LICENSE = { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG };
const description = (row: Record<string, unknown>) => ({
  issuingCountry: row.issuingCountry,
  issuingState: row.issuingState,
  expiresOn: row.expiresOn,
  numberLastFour: row.numberLastFour,
});

describe("a documentary check Persona decides in its answer", () => {
  it("records Persona's reading of the license: country, state, expiry and only the number's last four", async () => {
    const id = await documentSent("231-54-1111", LICENSE);
    await webhook("identity-verification.success", id);
    const { check, evidence } = await evidenceOf(id);
    expect(check).toMatchObject({ status: "completed", outcome: "VERIFIED", attempts: 1 });
    expect(evidence).toMatchObject({
      documentType: "DRIVERS_LICENSE",
      issuingCountry: "US",
      issuingState: "CA",
      numberLastFour: "4567",
      checkedBy: "persona",
      checkOutcome: "VERIFIED",
    });
    expect(evidence.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(evidence.expiresOn!)).toBeGreaterThan(Date.now());
    // The full number is nowhere in the row (the images aside, which are sealed bytes).
    const { frontEncrypted: _front, backEncrypted: _back, ...rest } = evidence;
    expect(JSON.stringify(rest)).not.toContain("1234567");

    // Found among the transaction's related objects and read with a sparse fieldset.
    const verification = fake.verifications.find((v) => v.transactionId === check.providerReference)!;
    const read = fake.requests.find((r) =>
      r.path.startsWith(`/api/v1/verification/government-ids/${verification.id}`),
    )!;
    expect(read.method).toBe("GET");
    expect(read.headers).toMatchObject({
      authorization: `Bearer ${PERSONA.PERSONA_API_KEY}`,
      "persona-version": "2023-01-05",
    });
    expect(new URL(read.path, fake.url).searchParams.get("fields[verification/government-id]")).toBe(
      "country-code,issuing-subdivision,expiration-date,identification-number",
    );
  });

  it("a declined passport: recorded too, with no issuing state", async () => {
    const id = await documentSent("231-54-3333", { documentType: "PASSPORT", frontImage: JPEG });
    await webhook("identity-verification.failed", id);
    const { evidence } = await evidenceOf(id);
    expect(evidence).toMatchObject({
      issuingCountry: "US",
      issuingState: null,
      numberLastFour: "5678",
      checkOutcome: "FAILED",
    });
  });

  it.each([
    ["is not among the transaction's related objects", () => fake.readDocumentsAs("none")],
    [
      "reads odd values (a four-character number, a 30 February, a three-letter country)",
      () =>
        fake.readDocumentsAs({
          "identification-number": "1234",
          "expiration-date": "2031-02-30",
          "country-code": "USA",
          "issuing-subdivision": "California",
        }),
    ],
    ["answers 500 when it is read", () => fake.failVerificationReads(1, 500)],
  ])("a verification that %s: the check settles once, its description empty", async (_name, arrange) => {
    arrange();
    const id = await documentSent("231-54-1111", LICENSE);
    await webhook("identity-verification.success", id);
    const { check, evidence } = await evidenceOf(id);
    expect(check).toMatchObject({ status: "completed", outcome: "VERIFIED", attempts: 1, lastError: null });
    expect(description(evidence)).toEqual(EMPTY);
    expect(evidence).toMatchObject({ checkedBy: "persona", checkOutcome: "VERIFIED" });
    expect(receiver.ofType("identity-verification.success", id)).toHaveLength(1);
  });
});

describe("the adapter's reading of the document, called directly", () => {
  const subject = (checkId: string) => identitySubject(checkId, { birthDate: "1985-12-10", ssn: "231540000" });
  const evidence = {
    documentType: "DRIVERS_LICENSE",
    front: { bytes: Buffer.from(JPEG, "base64"), mimeType: "image/jpeg" },
    back: { bytes: Buffer.from(PNG, "base64"), mimeType: "image/png" },
  };

  it("the decision never waits on the document: the create's answer carries none, and asks for nothing more", async () => {
    const before = fake.requests.length;
    const answer = await adapter().verifyDocument(
      subject(`idv_doc_${Math.random().toString(36).slice(2)}`),
      evidence,
      AbortSignal.timeout(10_000),
    );
    expect(answer).toEqual({ outcome: "VERIFIED", providerReference: expect.stringMatching(/^txn_/) });
    expect(fake.requests.slice(before).map((r) => r.method)).toEqual(["POST"]);
  });

  it("a verification that never answers costs the read at most its budget, then none is given", async () => {
    const checkId = `idv_doc_${Math.random().toString(36).slice(2)}`;
    const created = await adapter().verifyDocument(subject(checkId), evidence, AbortSignal.timeout(10_000));
    fake.failVerificationReads(1, "hang");
    const startedAt = Date.now();
    const read = await adapter().readDocument(
      { checkId, personId: "empl_ada", kind: "documentary", providerReference: created.providerReference! },
      AbortSignal.timeout(10_000),
    );
    const took = Date.now() - startedAt;
    expect(read).toBeUndefined();
    expect(took).toBeGreaterThanOrEqual(DOCUMENT_READ_BUDGET_MS - 100);
    expect(took).toBeLessThan(DOCUMENT_READ_BUDGET_MS + 2_000);
  });

  it("readDocument (the worker's read after a decision) finds the verification by reading the transaction once more", async () => {
    const checkId = `idv_doc_${Math.random().toString(36).slice(2)}`;
    const created = await adapter().verifyDocument(subject(checkId), evidence, AbortSignal.timeout(10_000));
    const reference = created.providerReference!;
    expect(
      await adapter().readDocument(
        { checkId, personId: "empl_ada", kind: "documentary", providerReference: reference },
        AbortSignal.timeout(10_000),
      ),
    ).toMatchObject({ issuingCountry: "US", issuingState: "CA", numberLastFour: "4567" });
    const read = fake.requests.findLast((r) => r.path.startsWith(`/api/v1/transactions/${reference}?`))!;
    expect(new URL(read.path, fake.url).searchParams.get("fields[transaction]")).toBe(
      "status,reference-id,related-objects",
    );
    expect(
      await adapter().readDocument(
        { checkId, personId: "empl_ada", kind: "documentary", providerReference: "txn_unknown" },
        AbortSignal.timeout(10_000),
      ),
    ).toBeUndefined();
  });
});

describe("a documentary check Persona decides after a review", () => {
  /** Documents sent, then Persona hands the case to a person (SSN ending 7777). */
  async function underReview() {
    const id = await documentSent("231-54-7777", LICENSE);
    const check = await waitFor(async () => {
      const latest = await latestIdentityCheck(id);
      return latest.kind === "documentary" && latest.awaitingReviewSince ? latest : undefined;
    });
    const transaction = await waitFor(() => fake.transactions.find((t) => t.id === check.providerReference));
    return { id, check, transaction };
  }

  it("by its callback, which answers at once: the worker records the description after the decision commits", async () => {
    const { id, transaction } = await underReview();
    const event = fake.signedEvent({ transaction, status: "approved" });
    const before = fake.requests.length;
    // The document read would hang: the callback's answer must not wait on it.
    fake.failVerificationReads(1, "hang");
    const startedAt = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/webhooks/persona`, {
      method: "POST",
      headers: { "content-type": "application/json", "persona-signature": event.signature },
      body: event.body,
    });
    expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
    expect(performance.now() - startedAt).toBeLessThan(500);
    expect(fake.requests.length).toBe(before);
    // The hung read costs the worker its budget; the next decided document reads normally.
    await waitFor(async () => ((await latestIdentityCheck(id)).documentReadPending ? undefined : true));
    const again = await underReview();
    const second = fake.signedEvent({ transaction: again.transaction, status: "approved" });
    await fetch(`${server.baseUrl}/api/webhooks/persona`, {
      method: "POST",
      headers: { "content-type": "application/json", "persona-signature": second.signature },
      body: second.body,
    });
    await webhook("identity-verification.success", again.id);
    expect((await evidenceOf(again.id)).evidence).toMatchObject({
      issuingCountry: "US",
      issuingState: "CA",
      numberLastFour: "4567",
      checkedBy: "persona",
      checkOutcome: "VERIFIED",
    });
    await webhook("identity-verification.success", id);
    const first = await evidenceOf(id);
    expect(description(first.evidence)).toEqual(EMPTY);
    expect(first.evidence).toMatchObject({ checkedBy: "persona", checkOutcome: "VERIFIED" });
  });

  it("by its callback, with the verification unreadable: the decision stands, the description empty", async () => {
    const { id, transaction } = await underReview();
    fake.failVerificationReads(1, 500);
    const event = fake.signedEvent({ transaction, status: "declined" });
    const answer = await fetch(`${server.baseUrl}/api/webhooks/persona`, {
      method: "POST",
      headers: { "content-type": "application/json", "persona-signature": event.signature },
      body: event.body,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
    await webhook("identity-verification.failed", id);
    const { check, evidence } = await evidenceOf(id);
    expect(check).toMatchObject({ status: "completed", outcome: "FAILED" });
    expect(description(evidence)).toEqual(EMPTY);
    expect(evidence.checkOutcome).toBe("FAILED");
  });

  it("by our poll when the callback never comes", async () => {
    const { id, transaction } = await underReview();
    fake.decide(transaction.id, "approved");
    await webhook("identity-verification.success", id);
    const { evidence } = await evidenceOf(id);
    expect(evidence).toMatchObject({ issuingCountry: "US", issuingState: "CA", numberLastFour: "4567" });
  });
});

describe("privacy", () => {
  it("no full document number reached a log line", () => {
    const logs = capturedLogLines.join("\n");
    expect(logs).not.toContain("D1234567");
    expect(logs).not.toContain("X12345678");
  });
});
