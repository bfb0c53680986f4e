import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { cards, events, sandboxIssuedCards } from "@/db/schema";
import { reconcileCardReservations } from "@/lib/jobs/reconcile-card-reservations";
import { createSandboxIssuingProvider, IssuingError, setIssuingProvider, type IssuingProvider } from "@/lib/providers/issuing";

import { apiClient, createCompleteEmployee, createTenant, type Tenant } from "../support/fixtures";
import { startTestServer } from "../support/test-server";
import { startTestWorker } from "../support/worker";

// Fault injection for "no provider call under a lock" (issue 14): a wrapper around the sandbox
// issuer stops the flow at each point between reserve, call and record, and the reconciler must
// leave exactly one card row, one issuer card per kind and one card.created per employee.

type Fault = "crash_before_call" | "crash_after_issue" | "timeout" | "refuse" | "activation_fails" | null;
let fault: Fault = null;
const lateIssues: Array<Promise<unknown>> = [];
const sandbox = createSandboxIssuingProvider();
const faultyIssuer: IssuingProvider = {
  name: sandbox.name,
  async issueCard(input) {
    if (fault === "crash_before_call") throw new Error("crash: stopped after the reservation, before the issuer call");
    if (fault === "refuse") throw new IssuingError("the issuer refused the card", false);
    if (fault === "timeout") {
      // The issuer creates the card after we stopped waiting: the answer is lost, the card is not.
      lateIssues.push(new Promise((resolve) => setTimeout(resolve, 30)).then(() => sandbox.issueCard(input)));
      throw new IssuingError("issuer timed out", true);
    }
    const issued = await sandbox.issueCard(input);
    if (fault === "crash_after_issue") throw new Error("crash: stopped after the issuer answered, before the record");
    return issued;
  },
  findCard: (input) => sandbox.findCard(input),
  async activateCard(providerId) {
    if (fault === "activation_fails") throw new IssuingError("issuer timed out", true);
    await sandbox.activateCard(providerId);
  },
};

let server: Awaited<ReturnType<typeof startTestServer>>;
let worker: ReturnType<typeof startTestWorker>;
let tenant: Tenant;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  setIssuingProvider(faultyIssuer);
  server = await startTestServer();
  worker = startTestWorker();
  tenant = await createTenant();
  call = apiClient(server.baseUrl, tenant);
});
afterEach(() => {
  fault = null;
});
afterAll(async () => {
  setIssuingProvider(undefined);
  await worker.stop();
  await server.close();
});

type Card = { id: string; cardType: string; status: string; physicalCard: null | { status: string } };

const reconcileNow = async () => reconcileCardReservations(await getDb(), { olderThanSeconds: 0 });

async function expectExactlyOneCard(employeeId: string, base: string, cardType: "virtual" | "all") {
  const db = await getDb();
  const rows = await db.select().from(cards).where(eq(cards.employeeId, employeeId));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.state).toBe("issued");
  const atIssuer = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.employeeId, employeeId));
  expect(atIssuer.map((c) => c.kind).sort()).toEqual(cardType === "all" ? ["physical", "virtual"] : ["virtual"]);
  expect(atIssuer.every((c) => c.cardId === rows[0]!.id)).toBe(true);
  expect(rows[0]!.virtualProviderId).toBe(atIssuer.find((c) => c.kind === "virtual")!.id);
  const created = await db.select().from(events).where(and(eq(events.type, "card.created"), eq(events.employeeId, employeeId)));
  expect(created).toHaveLength(1);
  expect(created[0]!.data).toEqual({ employerId: tenant.employerId, employeeId, cardId: rows[0]!.id, cardType });
  const listed = await call<{ data: Card[] }>("GET", `${base}/cards`);
  expect(listed.body.data.map((c) => c.id)).toEqual([rows[0]!.id]);
  return rows[0]!;
}

describe("card reservations under faults", () => {
  it.each([
    ["crash after the reservation, before the issuer call", "crash_before_call", "virtual"],
    ["crash after the issuer answered, before the record", "crash_after_issue", "all"],
    ["issuer timeout (the card appears at the issuer later)", "timeout", "all"],
  ] as const)("%s: 503 with the card id, hidden meanwhile, completed once by the reconciler", async (_, injected, cardType) => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    fault = injected;
    const failed = await call<{ code: string; cardId: string }>("POST", `${base}/cards?cardType=${cardType}`);
    fault = null;
    expect(failed.status).toBe(503);
    expect(failed.headers.get("content-type")).toContain("application/problem+json");
    expect(failed.body.code).toBe("card_issuer_unavailable");
    await Promise.all(lateIssues.splice(0));
    // Meanwhile: the reservation holds the employee's one card, and is not shown as a card.
    const again = await call("POST", `${base}/cards?cardType=${cardType}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "card_already_exists", cardId: failed.body.cardId });
    expect((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data).toEqual([]);
    expect((await call("GET", `${base}/cards/${failed.body.cardId}`)).status).toBe(404);
    // A young reservation is still its request's: the worker's default age leaves it alone.
    expect(await reconcileCardReservations(await getDb(), { olderThanSeconds: 3_600 })).toBe(0);
    expect(await reconcileNow()).toBeGreaterThanOrEqual(1);
    const card = await expectExactlyOneCard(employeeId, base, cardType);
    expect(card.id).toBe(failed.body.cardId);
    // Running it again changes nothing.
    await reconcileNow();
    await expectExactlyOneCard(employeeId, base, cardType);
  });

  it("two reconcilers racing record the card once", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    fault = "crash_after_issue";
    expect((await call("POST", `${base}/cards?cardType=all`)).status).toBe(503);
    fault = null;
    await Promise.all([reconcileNow(), reconcileNow(), reconcileNow()]);
    await expectExactlyOneCard(employeeId, base, "all");
  });

  it("keeps retrying while the issuer fails, then completes", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    fault = "crash_before_call";
    expect((await call("POST", `${base}/cards?cardType=virtual`)).status).toBe(503);
    await reconcileCardReservations(await getDb(), { olderThanSeconds: 0, leaseMs: 0 });
    const [still] = await (await getDb()).select().from(cards).where(eq(cards.employeeId, employeeId));
    expect(still).toMatchObject({ state: "reserved", lastError: expect.stringContaining("crash") });
    fault = null;
    await reconcileCardReservations(await getDb(), { olderThanSeconds: 0, leaseMs: 0 });
    await expectExactlyOneCard(employeeId, base, "virtual");
  });

  it("an issuer refusal during the request voids the reservation at once: 502, and the employee can create again", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    fault = "refuse";
    const refused = await call("POST", `${base}/cards?cardType=all`);
    fault = null;
    expect(refused.status).toBe(502);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(refused.body.code).toBe("card_issuer_refused");
    expect(await (await getDb()).select().from(cards).where(eq(cards.employeeId, employeeId))).toEqual([]);
    expect((await call<Card>("POST", `${base}/cards?cardType=all`)).status).toBe(201);
    await expectExactlyOneCard(employeeId, base, "all");
  });

  it("the reconciler voids a reservation the issuer refuses for good, and the employee can create again", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    fault = "crash_before_call";
    expect((await call("POST", `${base}/cards?cardType=virtual`)).status).toBe(503);
    fault = "refuse";
    await reconcileNow();
    fault = null;
    const db = await getDb();
    expect(await db.select().from(cards).where(eq(cards.employeeId, employeeId))).toEqual([]);
    const created = await call<Card>("POST", `${base}/cards?cardType=virtual`);
    expect(created.status).toBe(201);
    await expectExactlyOneCard(employeeId, base, "virtual");
  });

  it("never voids a reservation the issuer holds a card for: it completes it", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    fault = "crash_after_issue";
    expect((await call("POST", `${base}/cards?cardType=virtual`)).status).toBe(503);
    // The issuer now refuses new cards, but it already holds this one: findCard finds it.
    fault = "refuse";
    await reconcileNow();
    fault = null;
    await expectExactlyOneCard(employeeId, base, "virtual");
  });

  it("five simultaneous creates: one card, one issuer card per kind, four 409s with its id", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const results = await Promise.all(Array.from({ length: 5 }, () => call<Card>("POST", `${base}/cards?cardType=all`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 201)!.body.id;
    for (const loser of results.filter((r) => r.status === 409)) expect(loser.body).toMatchObject({ code: "card_already_exists", cardId: winner });
    expect((await expectExactlyOneCard(employeeId, base, "all")).id).toBe(winner);
  });

  it("activation: an issuer failure is 503 and changes nothing; the retry activates once", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const created = await call<Card>("POST", `${base}/cards?cardType=all`);
    await call("POST", `/api/sandbox/issuing/cards/${created.body.id}/shipping/ship`);
    fault = "activation_fails";
    const failed = await call("POST", `${base}/cards/${created.body.id}/activate-physical-card`);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe("card_issuer_unavailable");
    expect((await call<Card>("GET", `${base}/cards/${created.body.id}`)).body.status).toBe("Inactive");
    fault = null;
    const results = await Promise.all([1, 2].map(() => call<Card>("POST", `${base}/cards/${created.body.id}/activate-physical-card`)));
    expect(results.map((r) => [r.status, r.body.status])).toEqual([
      [200, "Active"],
      [200, "Active"],
    ]);
    const db = await getDb();
    expect(await db.select().from(events).where(and(eq(events.type, "card.activated"), eq(events.employeeId, employeeId)))).toHaveLength(1);
    const [atIssuer] = await db.select().from(sandboxIssuedCards).where(and(eq(sandboxIssuedCards.cardId, created.body.id), eq(sandboxIssuedCards.kind, "physical")));
    expect(atIssuer!.status).toBe("active");
  });
});
