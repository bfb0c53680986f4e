import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { events, identityChecks } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { runIdentityChecks } from "@/lib/jobs/run-identity-checks";
import { setIdentityProvider } from "@/lib/providers/identity";
import { createSandboxIdentityProvider } from "@/lib/providers/identity/sandbox";

import { startFakePersona, type FakePersona } from "../support/fake-persona";
import { apiClient, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { startTestServer } from "../support/test-server";

// No worker runs in this file: each test drives the runner (and the review poll) itself, so the
// order of claims, answers and callbacks is the test's, not the clock's.
const PERSONA = {
  IDENTITY_PROVIDER: "persona",
  PERSONA_API_KEY: "persona_sandbox_fake_key_456",
  PERSONA_WEBHOOK_SECRET: "wbhsec_fake_secret_456",
  PERSONA_STANDARD_TRANSACTION_TYPE_ID: "trntype_standard_fake",
  PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: "trntype_document_fake",
};

let fake: FakePersona;
let server: Awaited<ReturnType<typeof startTestServer>>;
let tenant: Tenant;
let call: ReturnType<typeof apiClient>;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakePersona({
    apiKey: PERSONA.PERSONA_API_KEY,
    webhookSecret: PERSONA.PERSONA_WEBHOOK_SECRET,
    standardTypeId: PERSONA.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
    documentTypeId: PERSONA.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
  });
  Object.assign(process.env, PERSONA, { PERSONA_API_BASE: fake.url });
  resetEnvCache();
  setIdentityProvider(undefined);
  server = await startTestServer();
  tenant = await createTenant();
  call = apiClient(server.baseUrl, tenant);
});
afterEach(() => {
  setIdentityProvider(undefined);
});
afterAll(async () => {
  await server.close();
  await fake.close();
  for (const key of [...Object.keys(PERSONA), "PERSONA_API_BASE"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
  setIdentityProvider(undefined);
});

const runChecks = async () => runIdentityChecks(await getDb(), { timeoutMs: 2_000 });
const latestCheck = async (employeeId: string) =>
  (await (await getDb()).select().from(identityChecks).where(eq(identityChecks.employeeId, employeeId)).orderBy(desc(identityChecks.createdAt)).limit(1))[0]!;
const eventsFor = async (employeeId: string) => (await (await getDb()).select().from(events).where(eq(events.employeeId, employeeId))).map((e) => e.type);
const transactionFor = (checkId: string) => fake.transactions.find((t) => t.referenceId === checkId)!;
const deliver = async (event: { body: string; signature: string }) =>
  (
    await fetch(`${server.baseUrl}/api/webhooks/persona`, {
      method: "POST",
      headers: { "content-type": "application/json", "persona-signature": event.signature },
      body: event.body,
    })
  ).json();

async function initiate(ssn: string) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body: employeeBody({ ssn }) });
  expect(created.status).toBe(201);
  expect((await call("POST", `/api/employers/${tenant.employerId}/employees/${created.body.id}/identity-verification/initiate`)).status).toBe(202);
  return created.body.id;
}

describe("the provider that runs a check owns it", () => {
  it("a check queued under the sandbox but run by Persona goes to review, and Persona's callback settles it", async () => {
    setIdentityProvider(createSandboxIdentityProvider());
    const employeeId = await initiate("231-54-6666");
    expect((await latestCheck(employeeId)).provider).toBe("sandbox");
    // The deployment switches to Persona before the worker gets to the check.
    setIdentityProvider(undefined);
    await runChecks();
    const check = await latestCheck(employeeId);
    expect(check).toMatchObject({ provider: "persona", status: "pending", providerReference: transactionFor(check.id).id });
    expect(check.awaitingReviewSince).not.toBeNull();

    expect(await deliver(fake.signedEvent({ transaction: transactionFor(check.id), status: "approved" }))).toEqual({ received: true, outcome: "applied" });
    expect(await latestCheck(employeeId)).toMatchObject({ status: "completed", outcome: "VERIFIED" });
    expect(await eventsFor(employeeId)).toContain("identity-verification.success");
  });

  it("a check queued under Persona but run by the sandbox is the sandbox's: a Persona callback for it changes nothing", async () => {
    const employeeId = await initiate("231-54-2222");
    const queued = await latestCheck(employeeId);
    expect(queued.provider).toBe("persona");
    setIdentityProvider(createSandboxIdentityProvider());
    await runChecks();
    expect(await latestCheck(employeeId)).toMatchObject({ provider: "sandbox", status: "completed", outcome: "FAILED" });
    const forged = { id: "txn_never_created", referenceId: queued.id, typeId: PERSONA.PERSONA_STANDARD_TRANSACTION_TYPE_ID, status: "approved" };
    expect(await deliver(fake.signedEvent({ transaction: forged, status: "approved" }))).toEqual({ received: true, outcome: "ignored" });
    expect(await latestCheck(employeeId)).toMatchObject({ status: "completed", outcome: "FAILED" });
  });
});
