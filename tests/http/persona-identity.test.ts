import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";
import { capturedLogLines } from "@/lib/logger";
import { PERSONA_FILE_ENCODINGS } from "@/lib/domain/identity/persona-settings";

import { JPEG, PNG } from "../support/evidence-images";
import { fakePersonaForFile, personaSettings } from "../support/fake-persona-for-file";
import { employeeBody, issuedSsnIn, ownSsn, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { identityCheck, identitySubject, latestIdentityCheck } from "../support/identity-checks";
import type { ReviewCase } from "@/lib/providers/identity";
import { waitFor } from "../support/webhook-receiver";

// The Persona adapter end to end through our HTTP API, against a local fake of Persona's API
// (tests/support/fake-persona.ts): nothing leaves 127.0.0.1.
const PERSONA = personaSettings("123");

const { fake, env, adapter } = fakePersonaForFile(PERSONA);
const { server, tenant, call, receiver } = httpHarness({
  // Reviews whose callback has not come are asked about after 300 ms here (hours in production).
  worker: { reviews: { afterMs: 300 } },
  receiver: { events: ["*"] },
  env,
});
// Persona's decisions reach our endpoint by callback, as its guides describe (the fake's default).
beforeAll(() => fake.sendCallbacksTo(`${server.baseUrl}/api/webhooks/persona`));

type Verification = {
  onboarding_status: string;
  checks: Array<{ kind: string; status: string; outcome: string | null; attempts: number }>;
};

/** An employee with an SSN of their own ending as `ssn` does (`ssn` on the result: the one they have). */
async function employeeWithSsn(ssn: string) {
  const own = ownSsn(ssn);
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ ssn: own }),
  });
  expect(created.status).toBe(201);
  return {
    id: created.body.id,
    base: `/api/employers/${tenant.employerId}/employees/${created.body.id}`,
    ssn: own.replaceAll("-", ""),
  };
}

const webhook = (type: string, employeeId: string) => waitFor(() => receiver.ofType(type, employeeId)[0]);
const verification = async (base: string) => (await call<Verification>("GET", `${base}/identity-verification`)).body;
// A check's transaction: the one the runner recorded on it.
const transactionFor = (checkId: string) =>
  waitFor(async () => {
    const reference = (await identityCheck(checkId))?.providerReference;
    return reference ? fake.transactions.find((t) => t.id === reference) : undefined;
  });
// The creates sent for a check: its id is in their idempotency key (the body names the person).
const createsFor = (checkId: string) =>
  fake.requests.filter((r) => r.method === "POST" && r.headers["idempotency-key"]?.includes(checkId));
const awaitingReview = (employeeId: string) =>
  waitFor(async () =>
    (await latestIdentityCheck(employeeId)).awaitingReviewSince ? latestIdentityCheck(employeeId) : undefined,
  );
const deliver = (event: { body: string; signature?: string }) =>
  fetch(`${server.baseUrl}/api/webhooks/persona`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(event.signature ? { "persona-signature": event.signature } : {}),
    },
    body: event.body,
  });

async function initiate(ssn: string) {
  const employee = await employeeWithSsn(ssn);
  const initiated = await call("POST", `${employee.base}/identity-verification/initiate`);
  expect(initiated.status).toBe(202);
  return employee;
}

describe("the Persona adapter against a fake Persona", () => {
  it("creates one transaction per check with Persona's auth, version, idempotency key and fields", async () => {
    const { id, base, ssn } = await initiate("231-54-8765");
    await webhook("identity-verification.success", id);
    expect((await verification(base)).onboarding_status).toBe("VERIFIED");
    const check = await latestIdentityCheck(id);
    expect(check).toMatchObject({ provider: "persona", status: "completed", outcome: "VERIFIED" });
    const [request, ...more] = createsFor(check.id);
    expect(more).toHaveLength(0);
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${PERSONA.PERSONA_API_KEY}`,
      "persona-version": "2023-01-05",
      "idempotency-key": expect.stringMatching(new RegExp(`^identity-check-${check.id}-[0-9a-f]{12}$`)),
    });
    // The least back: no related resources, and of the transaction only what the adapter reads.
    const url = new URL(request!.path, fake.url);
    expect(url.searchParams.get("include")).toBe("");
    expect(url.searchParams.get("fields[transaction]")).toBe("status,reference-id");
    expect(request!.body).toMatchObject({
      data: {
        attributes: {
          "transaction-type-id": PERSONA.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
          // The person's stable id: one Persona Account per person, whatever the check.
          "reference-id": id,
          fields: { tax_identification_number: ssn, address_country_code: "US" },
        },
      },
    });
    expect(check.providerReference).toBe((await transactionFor(check.id)).id);
  });

  it("declined → FAILED", async () => {
    const { id, base } = await initiate("231-54-2222");
    const event = await webhook("identity-verification.failed", id);
    expect(event.json.data).toMatchObject({ status: "FAILED", stage: "standard" });
    expect((await verification(base)).onboarding_status).toBe("FAILED");
  });

  it.each([
    ["1111", "231-54-1111", "identity-verification.success", "VERIFIED"],
    ["3333", "231-54-3333", "identity-verification.failed", "FAILED"],
  ])(
    "SSN ending %s: documents requested → evidence sent to Persona as images → %s",
    async (_name, ssn, finalType, finalStatus) => {
      const { id, base } = await initiate(ssn);
      await webhook("identity-verification.needs-documentary-evidence", id);
      expect(
        (
          await call("POST", `${base}/evidence`, {
            body: { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG },
          })
        ).status,
      ).toBe(202);
      const final = await webhook(finalType, id);
      expect(final.json.data).toMatchObject({ status: finalStatus, stage: "documentary" });
      const check = await latestIdentityCheck(id);
      // The images as a multipart form, the Gov-ID guide's request (PERSONA_FILE_ENCODING's default).
      const request = createsFor(check.id)[0]!;
      expect(request.body).toMatchObject({ data: { attributes: { reference_id: id } } });
      expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.body).toMatchObject({
        data: {
          attributes: {
            transaction_type_id: PERSONA.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
            fields: {
              id_class: "dl",
              id_front_photo: { contentType: "image/jpeg", data: JPEG },
              id_back_photo: { contentType: "image/png", data: PNG },
            },
          },
        },
      });
      expect((await verification(base)).onboarding_status).toBe(finalStatus);
    },
  );

  it("manual review stays PENDING, then the signed callback settles it; duplicates and later events change nothing", async () => {
    const { id, base } = await initiate("231-54-6666");
    const check = await awaitingReview(id);
    const transaction = await transactionFor(check.id);
    expect((await verification(base)).onboarding_status).toBe("PENDING");
    const admin = await signInAdmin(server.baseUrl, tenant);
    const detail = async () =>
      (
        await admin.call<{ identityChecks: Array<{ id: string; status: string; awaitingReview: boolean }> }>(
          "GET",
          `/api/admin/employees/${id}`,
        )
      ).body;
    expect((await detail()).identityChecks[0]).toMatchObject({ id: check.id, status: "pending", awaitingReview: true });
    // Not a final decision: acknowledged, nothing changes.
    const stillReviewing = fake.signedEvent({ transaction, status: "needs_review" });
    expect(await (await deliver(stillReviewing)).json()).toEqual({ received: true, outcome: "ignored" });
    expect((await verification(base)).onboarding_status).toBe("PENDING");
    expect(receiver.ofType("identity-verification.success", id)).toHaveLength(0);

    const approved = fake.signedEvent({ transaction, status: "approved" });
    const applied = await deliver(approved);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ received: true, outcome: "applied" });
    await webhook("identity-verification.success", id);
    expect((await verification(base)).onboarding_status).toBe("VERIFIED");

    expect((await detail()).identityChecks[0]).toMatchObject({
      id: check.id,
      status: "completed",
      awaitingReview: false,
    });
    expect(await (await deliver(approved)).json()).toEqual({ received: true, outcome: "duplicate" });
    const lateDecline = fake.signedEvent({ transaction, status: "declined" });
    expect(await (await deliver(lateDecline)).json()).toEqual({ received: true, outcome: "ignored" });
    expect((await verification(base)).onboarding_status).toBe("VERIFIED");
    expect(receiver.ofType("identity-verification.success", id)).toHaveLength(1);
    expect(receiver.ofType("identity-verification.failed", id)).toHaveLength(0);
  });

  it.each(["snake", "camel"] as const)(
    "a callback whose webhook inflects keys %s case settles the check as a kebab one does",
    async (inflection) => {
      const { id, base } = await initiate("231-54-6666");
      const check = await awaitingReview(id);
      const transaction = await transactionFor(check.id);
      const declined = fake.signedEvent({ transaction, status: "declined", inflection });
      expect(declined.body).toContain(inflection === "snake" ? '"reference_id"' : '"referenceId"');
      expect(await (await deliver(declined)).json()).toEqual({ received: true, outcome: "applied" });
      await webhook("identity-verification.failed", id);
      expect((await verification(base)).onboarding_status).toBe("FAILED");
    },
  );

  it("a callback whose status is in no list is refused, not used up: once the operator maps it, Persona's redelivery settles the check", async () => {
    const { id, base } = await initiate("231-54-6666");
    const check = await awaitingReview(id);
    const transaction = await transactionFor(check.id);
    // The workflow ends in `completed` (a pass, in one version of Persona's lifecycle guide).
    const completed = fake.signedEvent({ transaction, status: "completed" });
    const refused = await deliver(completed);
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(((await refused.json()) as { code: string }).code).toBe("vendor_status_unmapped");
    expect((await latestIdentityCheck(id)).lastError).toBe(
      'Persona transaction status "completed" is in no PERSONA_*_STATUSES list',
    );
    expect((await verification(base)).onboarding_status).toBe("PENDING");
    process.env.PERSONA_PASSED_STATUSES = "approved,completed";
    resetEnvCache();
    try {
      // Persona delivers the same event again (a non-2xx answer is retried).
      expect(await (await deliver(completed)).json()).toEqual({ received: true, outcome: "applied" });
      await webhook("identity-verification.success", id);
      expect((await verification(base)).onboarding_status).toBe("VERIFIED");
    } finally {
      delete process.env.PERSONA_PASSED_STATUSES;
      resetEnvCache();
    }
  });

  it("a review whose callback never comes: the worker asks Persona, and its decision settles the check once", async () => {
    const { id, base } = await initiate("231-54-6666");
    const check = await awaitingReview(id);
    const transaction = await transactionFor(check.id);
    // A person at Persona approves; the callback is lost on the way.
    fake.decide(transaction.id, "approved");
    const event = await webhook("identity-verification.success", id);
    expect(event.json.data).toMatchObject({ status: "VERIFIED", stage: "standard", checkId: check.id });
    expect((await verification(base)).onboarding_status).toBe("VERIFIED");
    expect(await latestIdentityCheck(id)).toMatchObject({
      status: "completed",
      outcome: "VERIFIED",
      providerReference: transaction.id,
    });
    const reads = fake.requests.filter(
      (r) => r.method === "GET" && r.path.startsWith(`/api/v1/transactions/${transaction.id}?`),
    );
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads[0]!.headers).toMatchObject({
      authorization: `Bearer ${PERSONA.PERSONA_API_KEY}`,
      "persona-version": "2023-01-05",
    });
    // The callback, arriving after all, changes nothing.
    expect(await (await deliver(fake.signedEvent({ transaction, status: "approved" }))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
    expect(receiver.ofType("identity-verification.success", id)).toHaveLength(1);
  });

  it("a document check under review is settled by the callback (declined → FAILED)", async () => {
    const { id, base } = await initiate("231-54-7777");
    await webhook("identity-verification.needs-documentary-evidence", id);
    await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } });
    const check = await waitFor(async () => {
      const latest = await latestIdentityCheck(id);
      return latest.kind === "documentary" && latest.awaitingReviewSince ? latest : undefined;
    });
    expect((await verification(base)).onboarding_status).toBe("PENDING");
    expect(
      (await deliver(fake.signedEvent({ transaction: await transactionFor(check.id), status: "declined" }))).status,
    ).toBe(200);
    const failed = await webhook("identity-verification.failed", id);
    expect(failed.json.data).toMatchObject({ stage: "documentary", checkId: check.id });
  });

  it.each([
    ["4444 (the first request hangs)", "231-54-4444"],
    ["5555 (the first answer is an HTML 502)", "231-54-5555"],
    ["8888 (the first request is rate limited)", "231-54-8888"],
  ])("SSN ending %s stays PENDING, is retried with the same idempotency key, then settles", async (_name, ssn) => {
    const { id, base } = await initiate(ssn);
    await webhook("identity-verification.success", id);
    const check = await latestIdentityCheck(id);
    expect(check.attempts).toBeGreaterThanOrEqual(2);
    const keys = createsFor(check.id).map((r) => r.headers["idempotency-key"]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(new RegExp(`^identity-check-${check.id}-[0-9a-f]{12}$`));
    expect(fake.transactions.filter((t) => t.referenceId === id)).toHaveLength(1);
    expect((await verification(base)).onboarding_status).toBe("VERIFIED");
  });

  it("an unknown Persona status in the create's answer is never taken for VERIFIED: its transaction is recorded and read back, never created again", async () => {
    fake.decidesFromNowOn("in-answer");
    const { id, base, check } = await (async () => {
      const started = await initiate("231-54-9999");
      // Attempts are counted when one is claimed, before its read-back goes out: wait for the
      // third attempt's GET too, and for the check as that attempt left it.
      const readBacks = () => {
        const transaction = fake.transactions.find((t) => t.referenceId === started.id);
        return transaction
          ? fake.requests.filter(
              (r) => r.method === "GET" && r.path.startsWith(`/api/v1/transactions/${transaction.id}?`),
            ).length
          : 0;
      };
      const waited = await waitFor(async () => {
        const latest = await latestIdentityCheck(started.id);
        return latest.attempts >= 3 && readBacks() >= 2 && latest.lastError ? latest : undefined;
      });
      return { ...started, check: waited };
    })().finally(() => fake.decidesFromNowOn("by-callback"));
    const transaction = fake.transactions.find((t) => t.referenceId === id)!;
    expect(check).toMatchObject({
      status: "pending",
      outcome: null,
      awaitingReviewSince: null,
      providerReference: transaction.id,
      vendorStatus: "awaiting_something_new",
    });
    expect(check.lastError).toMatch(/"awaiting_something_new" is in no status list/);
    expect(createsFor(check.id)).toHaveLength(1);
    expect(
      fake.requests.filter((r) => r.method === "GET" && r.path.startsWith(`/api/v1/transactions/${transaction.id}?`))
        .length,
    ).toBeGreaterThanOrEqual(2);
    expect((await verification(base)).onboarding_status).toBe("PENDING");
  });
});

describe("POST /api/webhooks/persona refuses what does not verify", () => {
  it.each([
    ["no signature", (e: { body: string; signature: string }) => ({ body: e.body })],
    ["another secret", () => fake.signedEvent({ transaction: FAKE_TXN, status: "approved", secret: "wbhsec_forged" })],
    [
      "a timestamp 10 minutes old",
      () =>
        fake.signedEvent({ transaction: FAKE_TXN, status: "approved", timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ],
    [
      "a body changed after signing",
      (e: { body: string; signature: string }) => ({
        body: e.body.replace("approved", "declined"),
        signature: e.signature,
      }),
    ],
  ])("%s → 400 invalid_signature", async (_name, forge) => {
    const response = await deliver(forge(fake.signedEvent({ transaction: FAKE_TXN, status: "approved" })));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await response.json()).code).toBe("invalid_signature");
  });

  it.each([
    ["not JSON", "<html>"],
    ["JSON that is not an event", '{"hello":"world"}'],
    ["an array", "[1,2,3]"],
  ])("a signed body that is %s → 400, never 500", async (_name, body) => {
    const t = Math.floor(Date.now() / 1000);
    const { createHmac } = await import("node:crypto");
    const signature = `t=${t},v1=${createHmac("sha256", PERSONA.PERSONA_WEBHOOK_SECRET).update(`${t}.${body}`).digest("hex")}`;
    const response = await deliver({ body, signature });
    expect(response.status).toBe(400);
  });

  it("an event for a check that does not exist is acknowledged and ignored", async () => {
    expect(await (await deliver(fake.signedEvent({ transaction: FAKE_TXN, status: "approved" }))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
  });
});

describe("the adapter's errors", () => {
  // The adapter called directly, its answers read as they come: Persona's decision in the answer.
  beforeAll(() => fake.decidesFromNowOn("in-answer"));
  afterAll(() => fake.decidesFromNowOn("by-callback"));
  const subject = (checkId: string, ssn = "231548765") => identitySubject(checkId, { ssn });
  const signal = () => AbortSignal.timeout(2_000);

  it.each([
    ["a wrong API key", { apiKey: "persona_sandbox_wrong" }, /^Persona answered 401: Unauthorized$/],
    [
      "an unknown transaction type",
      { standardTransactionTypeId: "trntype_missing" },
      /^Persona answered 404: Not Found$/,
    ],
  ])(
    "%s is thrown with Persona's title only (the runner retries), never the subject's data",
    async (_name, overrides, message) => {
      const error = (await adapter(overrides)
        .verifyStandard(subject(`idv_err_${Math.random()}`), signal())
        .catch((e: unknown) => e)) as Error;
      expect(error.message).toMatch(message);
      expect(error.message).not.toMatch(/231548765|Lovelace/);
    },
  );

  it("a refused request is replayed for the same key; a fixed configuration is a new request under a new key", async () => {
    const id = `idv_replay_${Math.random()}`;
    const missing = adapter({ standardTransactionTypeId: "trntype_missing" });
    await expect(missing.verifyStandard(subject(id), signal())).rejects.toThrow(/404/);
    await expect(missing.verifyStandard(subject(id), signal())).rejects.toThrow(/404/);
    const keys = createsFor(id).map((r) => r.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(1);
    // The operator fixes the transaction type: the check goes through instead of meeting the
    // answer Persona keeps for the old request's key for 24 hours.
    expect(await adapter().verifyStandard(subject(id), signal())).toMatchObject({ outcome: "VERIFIED" });
  });

  it("a document type it cannot map is thrown before any call", async () => {
    const before = fake.requests.length;
    const image = { bytes: Buffer.from(JPEG, "base64"), mimeType: "image/jpeg" };
    await expect(
      adapter().verifyDocument(
        subject(`idv_doc_${Math.random()}`),
        { documentType: "LIBRARY_CARD", front: image, back: null },
        signal(),
      ),
    ).rejects.toThrow(/no Persona id class/);
    expect(fake.requests.length).toBe(before);
  });

  it.each(PERSONA_FILE_ENCODINGS)(
    "PERSONA_FILE_ENCODING=%s: the fake Persona takes the images and decides, the retried request replays",
    async (fileEncoding) => {
      const id = `idv_enc_${fileEncoding.replace("-", "_")}_${Math.random().toString(36).slice(2)}`;
      const image = { bytes: Buffer.from(JPEG, "base64"), mimeType: "image/jpeg" };
      const evidence = { documentType: "DRIVERS_LICENSE", front: image, back: image };
      const first = await adapter({ fileEncoding }).verifyDocument(subject(id), evidence, signal());
      expect(first).toMatchObject({ outcome: "VERIFIED" });
      // The same check sent again (a retried attempt) is the same request to Persona: its first answer.
      const again = await adapter({ fileEncoding }).verifyDocument(subject(id), evidence, signal());
      expect(again.providerReference).toBe(first.providerReference);
      const sent = createsFor(id);
      expect(sent).toHaveLength(2);
      expect(sent[0]!.headers["content-type"]).toMatch(
        fileEncoding === "multipart" ? /^multipart\/form-data/ : /^application\/json/,
      );
    },
  );
});

describe("reading a transaction under review back (checkReview)", () => {
  const signal = () => AbortSignal.timeout(2_000);
  const subject = (checkId: string) =>
    identitySubject(checkId, { firstName: "Grace", lastName: "Hopper", birthDate: "1985-12-09", ssn: "231546666" });
  /** A standard transaction Persona handed to a person, as the runner would have created it. */
  async function underReview() {
    const checkId = `idv_review_${Math.random().toString(36).slice(2)}`;
    const created = await adapter().verifyStandard(subject(checkId), signal());
    expect(created.outcome).toBe("PENDING_REVIEW");
    return {
      checkId,
      personId: subject(checkId).personId,
      kind: "standard" as const,
      providerReference: created.providerReference!,
    };
  }

  it("GETs the transaction with Persona's auth and version, asking only for its status and reference id", async () => {
    const review = await underReview();
    expect(await adapter().checkReview(review, signal())).toEqual({
      outcome: "PENDING_REVIEW",
      providerReference: review.providerReference,
    });
    const request = fake.requests.findLast((r) => r.method === "GET")!;
    const url = new URL(request.path, fake.url);
    expect(url.pathname).toBe(`/api/v1/transactions/${review.providerReference}`);
    expect(url.searchParams.get("fields[transaction]")).toBe("status,reference-id");
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${PERSONA.PERSONA_API_KEY}`,
      "persona-version": "2023-01-05",
    });
    expect(request.headers["idempotency-key"]).toBeUndefined();
  });

  it.each([
    ["approved", "standard", "VERIFIED"],
    ["declined", "standard", "FAILED"],
    ["needs_documents", "standard", "NEEDS_EXPANDED_VERIFICATION"],
    ["needs_documents", "documentary", "PENDING_REVIEW"],
    ["needs_review", "standard", "PENDING_REVIEW"],
    ["created", "standard", "PENDING_REVIEW"],
  ] as const)("status %s (%s check) → %s", async (status, kind, outcome) => {
    const review = await underReview();
    fake.decide(review.providerReference, status);
    expect(await adapter().checkReview({ ...review, kind }, signal())).toEqual({
      outcome,
      providerReference: review.providerReference,
    });
  });

  it.each([
    ["errored", "UNRESOLVED"],
    ["escalated_somewhere", "UNRECOGNISED"],
  ] as const)("status %s → %s, naming the transaction and its status", async (status, outcome) => {
    const review = await underReview();
    fake.decide(review.providerReference, status);
    expect(await adapter().checkReview(review, signal())).toEqual({
      outcome,
      providerReference: review.providerReference,
      vendorStatus: status,
    });
  });

  it.each([
    [
      "a transaction Persona does not know (404)",
      (r: Review) => ({ ...r, providerReference: "txn_missing" }),
      /^Persona answered 404: Not Found$/,
    ],
    [
      "a server error (500)",
      (r: Review) => (fake.failRetrievals(1, 500, r.providerReference), r),
      /^Persona answered 500: Internal Server Error$/,
    ],
    [
      "a rate limit (429)",
      (r: Review) => (fake.failRetrievals(1, 429, r.providerReference), r),
      /^Persona answered 429: Too Many Requests$/,
    ],
    [
      "another person's transaction",
      (r: Review) => ({ ...r, checkId: "idv_someone_else", personId: "empl_someone_else" }),
      /not this check's/,
    ],
    ["a wrong API key", (r: Review) => r, /^Persona answered 401: Unauthorized$/, "persona_sandbox_wrong"],
  ])(
    "%s is thrown (the check keeps waiting), with Persona's title only",
    async (_name, arrange, message, apiKey?: string) => {
      const review = arrange(await underReview());
      const error = (await adapter(apiKey ? { apiKey } : {})
        .checkReview(review, signal())
        .catch((e: unknown) => e)) as Error;
      expect(error.message).toMatch(message);
      expect(error.message).not.toMatch(/231546666|Hopper/);
      expect(issuedSsnIn(error.message)).toBeUndefined();
    },
  );

  it("gives up when the signal aborts (a read that never answers)", async () => {
    const review = await underReview();
    // Only this transaction's read hangs: the file's worker reads others meanwhile.
    fake.failRetrievals(1, "hang", review.providerReference);
    await expect(adapter().checkReview(review, AbortSignal.timeout(100))).rejects.toThrow();
  });
});

type Review = ReviewCase;

describe("privacy", () => {
  it("no full SSN reached a log line or the fake's answers", () => {
    const logs = capturedLogLines.join("\n");
    for (const ssn of ["231548765", "231-54-8765", "231546666", "231-54-6666", "231549999"])
      expect(logs).not.toContain(ssn);
    expect(issuedSsnIn(logs)).toBeUndefined();
    expect(logs).not.toContain(JPEG);
  });
});

const FAKE_TXN = { id: "txn_unknown", referenceId: "idv_unknown", typeId: "trntype_standard_fake", status: "created" };
