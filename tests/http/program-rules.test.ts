import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { eventConsumers, events } from "@/db/schema";
import { comparePositions } from "@/lib/domain/events/event-cursor";
import type { EventType } from "@/lib/domain/events/event-types";
import { PROGRAM_RULES_CONSUMER, PROGRAM_RULES_EVENTS, runProgramRules } from "@/lib/jobs/run-program-rules";
import { reconcileCardReservations } from "@/lib/jobs/reconcile-card-reservations";
import { EVENT_DATA } from "@/lib/schemas/responses/events";
import { applyProgramRules } from "@/lib/services/program-rules/apply-program-rules";
import { systemContext } from "@/lib/services/context";
import { pruneExpiredEvents } from "@/lib/events/prune-events";

import {
  apiClient,
  createCompleteEmployee,
  createEmployeeWithCard,
  createTenant,
  savePaymentMethod,
  signInAdmin,
} from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";
import { startTestWorker } from "../support/worker";
import { insertReservedCard } from "../support/reserved-card";

// The program rules (issue 16 item 3, docs/program-rules.md): when the employer says someone is no
// longer employed or eligible — by PATCH, HR's edit or an eligibility file — their live card is
// locked for that reason, and lifted when the employer says yes again; a payroll-deduction
// cardholder whose employment ended must add a payment method. Applied by the worker from the
// events outbox, on the employee's current rows.

const { server, tenant, call } = httpHarness({ tenant: { payrollDeductionRepayment: true } });
// Not the harness's worker: a test stops it and starts another.
let worker: ReturnType<typeof startTestWorker>;

beforeAll(() => {
  worker = startTestWorker();
});
afterAll(() => worker.stop());

type Card = {
  id: string;
  locked: boolean;
  locks: Array<{ reason: string; placedBy: string }>;
  closedAt: string | null;
};
type Employee = { repaymentMethodRequired: boolean; isEmployed: boolean | null };

const patch = (base: string, path: string, value: unknown) =>
  call("PATCH", base, {
    rawBody: JSON.stringify([{ op: "replace", path, value }]),
    headers: { "content-type": "application/json-patch+json" },
  });

/** Waits until the rules' cursor has passed the employee's latest event that the rules read (`drive`: run the job meanwhile, the worker being stopped). */
async function rulesCaughtUp(employeeId: string, drive?: () => Promise<unknown>) {
  const db = await getDb();
  const [last] = await db
    .select()
    .from(events)
    .where(and(eq(events.employeeId, employeeId), PROGRAM_RULES_EVENTS))
    .orderBy(desc(events.xactId), desc(events.ordinal))
    .limit(1);
  if (!last) throw new Error("no event to wait for");
  const target = { xactId: BigInt(last.xactId), ordinal: last.ordinal };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [cursor] = await db.select().from(eventConsumers).where(eq(eventConsumers.name, PROGRAM_RULES_CONSUMER));
    if (
      cursor?.afterXactId &&
      cursor.afterOrdinal !== null &&
      comparePositions({ xactId: BigInt(cursor.afterXactId), ordinal: cursor.afterOrdinal }, target) > 0
    )
      return;
    if (Date.now() > deadline) throw new Error("the program rules did not catch up");
    // With the worker stopped the test runs the job itself; events of a transaction still open
    // elsewhere on the database are read only once it ends, so one pass may not be enough.
    // (Else a 20 ms poll interval: the loop waits on the cursor, up to its deadline.)
    await (drive ? drive() : new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** The employee's events of these types in order, each checked against its documented schema. */
async function eventsOf(employeeId: string, types: string[]) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(events)
    .where(and(eq(events.employeeId, employeeId), inArray(events.type, types)))
    .orderBy(asc(events.employeeSequence));
  for (const row of rows) EVENT_DATA[row.type as EventType].parse(row.data);
  return rows.map((row) => ({ type: row.type, data: row.data as Record<string, unknown> }));
}

const PROGRAM_EVENTS = [
  "card.locked",
  "card.unlocked",
  "employee.repayment_method_required",
  "employee.repayment_method_no_longer_required",
];

describe("employment and eligibility lock the card", () => {
  it("PATCH isEmployed=false locks the card for employment_ended (card.locked by the system); true lifts it", async () => {
    const { employeeId, base, path } = await createEmployeeWithCard<Card>(call, tenant, "all");
    expect((await patch(base, "/isEmployed", false)).status).toBe(200);
    await rulesCaughtUp(employeeId);
    expect((await call<Card>("GET", path)).body).toMatchObject({
      locked: true,
      locks: [{ reason: "employment_ended", placedBy: "system" }],
    });
    expect((await patch(base, "/isEmployed", true)).status).toBe(200);
    await rulesCaughtUp(employeeId);
    expect((await call<Card>("GET", path)).body).toMatchObject({ locked: false, locks: [] });
    const lifecycle = (await eventsOf(employeeId, ["card.locked", "card.unlocked"])).map((e) => [
      e.type,
      e.data.reason,
      e.data.actorType,
      e.data.channel,
      e.data.locks,
    ]);
    expect(lifecycle).toEqual([
      ["card.locked", "employment_ended", "system", "system", ["employment_ended"]],
      ["card.unlocked", "employment_ended", "system", "system", []],
    ]);
  });

  it("HR's own lock stays when employment comes back; HR's edit of isEligible locks and lifts not_eligible", async () => {
    const { employeeId, path } = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    const admin = await signInAdmin(server.baseUrl, tenant);
    const adminPatch = (field: string, value: boolean) =>
      admin.call("PATCH", `/api/admin/employees/${employeeId}`, [{ op: "replace", path: field, value }]);
    await admin.call("POST", `/api/admin/employees/${employeeId}/cards/${path.split("/").at(-1)}/lock`, {
      reason: "employer_request",
    });
    expect((await adminPatch("/isEligible", false)).status).toBe(200);
    await rulesCaughtUp(employeeId);
    expect((await call<Card>("GET", path)).body.locks.map((l) => l.reason)).toEqual([
      "employer_request",
      "not_eligible",
    ]);
    expect((await adminPatch("/isEligible", true)).status).toBe(200);
    await rulesCaughtUp(employeeId);
    expect((await call<Card>("GET", path)).body).toMatchObject({
      locked: true,
      locks: [{ reason: "employer_request", placedBy: "admin" }],
    });
    // Eligibility alone asks for no repayment method: payroll deduction goes on while they work there.
    expect(
      (await call<Employee>("GET", `/api/employers/${tenant.employerId}/employees/${employeeId}`)).body
        .repaymentMethodRequired,
    ).toBe(false);
  });

  it("repeated and unrelated updates place one lock, one event; running the rules again changes nothing", async () => {
    const { employeeId, base, path } = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await patch(base, "/isEmployed", false);
    await patch(base, "/isEmployed", false);
    await patch(base, "/phoneNumber", "+14155550100");
    await rulesCaughtUp(employeeId);
    const program = systemContext(await getDb(), PROGRAM_RULES_CONSUMER, tenant.employerId);
    expect(await applyProgramRules({ ctx: program, employeeId })).toEqual({
      place: [],
      lift: [],
      repaymentMethod: null,
    });
    expect((await call<Card>("GET", path)).body.locks).toHaveLength(1);
    expect((await eventsOf(employeeId, PROGRAM_EVENTS)).map((e) => e.type)).toEqual([
      "card.locked",
      "employee.repayment_method_required",
    ]);
  });

  it("a person without a card, or whose card is closed, is left alone", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    await patch(base, "/isEmployed", false);
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(false);
    expect(await eventsOf(employeeId, PROGRAM_EVENTS)).toEqual([]);

    const closed = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await call("POST", `${closed.path}/close`, { body: { reason: "employer_request" } });
    await patch(closed.base, "/isEligible", false);
    await rulesCaughtUp(closed.employeeId);
    expect((await call<Card>("GET", closed.path)).body.locks).toEqual([]);
    expect(await eventsOf(closed.employeeId, PROGRAM_EVENTS)).toEqual([]);
  });

  it("a replacement keeps the program's lock, and is the card lifted when employment comes back", async () => {
    const { employeeId, base, path } = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await patch(base, "/isEmployed", false);
    await rulesCaughtUp(employeeId);
    const replaced = await call<Card>("POST", `${path}/report-lost-or-stolen`, { body: { reason: "lost" } });
    expect(replaced.body.locks.map((l) => l.reason)).toEqual(["employment_ended"]);
    await patch(base, "/isEmployed", true);
    await rulesCaughtUp(employeeId);
    expect((await call<Card>("GET", `${base}/cards/${replaced.body.id}`)).body.locks).toEqual([]);
  });

  it("a card still being issued when employment ends is locked once it exists (its card.created brings the rules back)", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const reserved = await insertReservedCard({
      id: `card_pr${employeeId.slice(-12)}`,
      employerId: tenant.employerId,
      employeeId,
    });
    await patch(base, "/isEmployed", false);
    await rulesCaughtUp(employeeId);
    await reconcileCardReservations(await getDb(), { olderThanSeconds: 0, leaseMs: 1 });
    await rulesCaughtUp(employeeId);
    expect((await call<Card>("GET", `${base}/cards/${reserved.id}`)).body.locks.map((l) => l.reason)).toEqual([
      "employment_ended",
    ]);
  });

  it("an eligibility file marking someone not eligible locks their card; a full file leaving them out does too", async () => {
    const admin = await signInAdmin(server.baseUrl, tenant);
    const byFile = await createEmployeeWithCard<Card>(call, tenant, "virtual", {
      overrides: { externalId: `PR-${Date.now()}` },
    });
    const left = await createEmployeeWithCard<Card>(call, tenant, "virtual", {
      overrides: { externalId: `PR-${Date.now()}-left` },
    });
    const person = (
      await call<{ externalId: string; firstName: string; lastName: string; email: string }>("GET", byFile.base)
    ).body;
    const upload = async (csv: string, mode: "changes" | "full") => {
      const created = await admin.call<{ id: string }>("POST", "/api/admin/imports", {
        fileName: `eligibility-${mode}.csv`,
        mode,
      });
      const csrf = (await admin.call<{ csrfToken: string }>("GET", "/api/admin/session")).body.csrfToken;
      const response = await fetch(`${server.baseUrl}/api/admin/imports/${created.body.id}/file`, {
        method: "PUT",
        headers: { cookie: `bo_session=${admin.cookie}`, "x-csrf-token": csrf, "content-type": "text/csv" },
        body: csv,
      });
      return (await response.json()) as { status: string; updated: number; madeIneligible: number };
    };
    const header = "Employee ID,First Name,Last Name,Email,Employed,Eligible";
    const rowOf = (eligible: string) =>
      `${person.externalId},${person.firstName},${person.lastName},${person.email},yes,${eligible}`;
    expect(await upload(`${header}\n${rowOf("no")}`, "changes")).toMatchObject({ status: "completed", updated: 1 });
    await rulesCaughtUp(byFile.employeeId);
    expect((await call<Card>("GET", byFile.path)).body.locks.map((l) => l.reason)).toEqual(["not_eligible"]);
    // A full file naming only the first person: the second becomes ineligible (threshold raised so it applies at once).
    await admin.call("PATCH", "/api/admin/eligibility-settings", {
      eligibilityFileMode: "changes",
      fullFileThresholdPercent: 100,
    });
    expect(await upload(`${header}\n${rowOf("yes")}`, "full")).toMatchObject({
      status: "completed",
      madeIneligible: expect.any(Number),
    });
    await rulesCaughtUp(left.employeeId);
    await rulesCaughtUp(byFile.employeeId);
    expect((await call<Card>("GET", left.path)).body.locks.map((l) => l.reason)).toEqual(["not_eligible"]);
    expect((await call<Card>("GET", byFile.path)).body.locks).toEqual([]);
  });
});

describe("repayment when payroll deduction ends with the job", () => {
  it("a payroll-deduction cardholder no longer employed must add a payment method; a verified one clears it", async () => {
    const { employeeId, base } = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await patch(base, "/isEmployed", false);
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(true);
    // A bank account waiting for its microdeposits is not yet enough.
    const bank = await savePaymentMethod(call, base, "pm_usBankAccount");
    expect(bank.attached.body.paymentMethodStatus).not.toBe("Verified");
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(true);
    await call("POST", `/api/sandbox/stripe/setup_intents/${bank.setupIntentId}/verify_microdeposits`, {
      body: { succeeded: true, client_secret: bank.clientSecret },
    });
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(false);
    expect(
      (await eventsOf(employeeId, PROGRAM_EVENTS)).filter((e) => e.type.startsWith("employee.")).map((e) => e.data),
    ).toEqual([
      { employerId: tenant.employerId, employeeId, reason: "employment_ended" },
      { employerId: tenant.employerId, employeeId, reason: "payment_method_verified" },
    ]);
    // The card stays locked: they no longer work there.
    expect((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data[0]!.locks.map((l) => l.reason)).toEqual([
      "employment_ended",
    ]);
  });

  it("re-employment clears it; removing the only payment method while not employed asks again", async () => {
    const { employeeId, base } = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await patch(base, "/isEmployed", false);
    await rulesCaughtUp(employeeId);
    await patch(base, "/isEmployed", true);
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(false);
    await patch(base, "/isEmployed", false);
    const { attached } = await savePaymentMethod(call, base, "pm_card_visa");
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(false);
    expect((await call("DELETE", `${base}/payment-methods/${attached.body.id}`)).status).toBeLessThan(300);
    await rulesCaughtUp(employeeId);
    expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(true);
    const reasons = (await eventsOf(employeeId, PROGRAM_EVENTS))
      .filter((e) => e.type.startsWith("employee."))
      .map((e) => [e.type, e.data.reason]);
    expect(reasons[0]).toEqual(["employee.repayment_method_required", "employment_ended"]);
    expect(reasons[1]).toEqual(["employee.repayment_method_no_longer_required", "employed_again"]);
    expect(reasons.at(-1)).toEqual(["employee.repayment_method_required", "employment_ended"]);
  });

  it("an employer without payroll deduction asks nothing: the person repays with their own method already", async () => {
    const own = await createTenant({ payrollDeductionRepayment: false, paymentMethodRepayment: true });
    const ownCall = apiClient(server.baseUrl, own);
    const { employeeId, base, path } = await createEmployeeWithCard<Card>(ownCall, own, "virtual", {
      paymentMethod: true,
    });
    await ownCall("PATCH", base, {
      rawBody: JSON.stringify([{ op: "replace", path: "/isEmployed", value: false }]),
      headers: { "content-type": "application/json-patch+json" },
    });
    await rulesCaughtUp(employeeId);
    expect((await ownCall<Card>("GET", path)).body.locks.map((l) => l.reason)).toEqual(["employment_ended"]);
    expect((await ownCall<Employee>("GET", base)).body.repaymentMethodRequired).toBe(false);
  });
});

describe("the job after being down", () => {
  it("catches up from its cursor: every change made while it was stopped is applied once", async () => {
    const first = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    const second = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await worker.stop();
    try {
      await patch(first.base, "/isEmployed", false);
      await patch(second.base, "/isEligible", false);
      expect((await call<Card>("GET", first.path)).body.locks).toEqual([]);
      const db = await getDb();
      const runJob = () => runProgramRules(db);
      await rulesCaughtUp(first.employeeId, runJob);
      await rulesCaughtUp(second.employeeId, runJob);
      expect((await call<Card>("GET", first.path)).body.locks.map((l) => l.reason)).toEqual(["employment_ended"]);
      expect((await call<Card>("GET", second.path)).body.locks.map((l) => l.reason)).toEqual(["not_eligible"]);
      while ((await runProgramRules(db)) > 0);
      expect(
        (await eventsOf(first.employeeId, ["card.locked"])).length +
          (await eventsOf(second.employeeId, ["card.locked"])).length,
      ).toBe(2);
    } finally {
      worker = startTestWorker();
    }
  });

  it("down past the events' retention: sweeps the current rows instead, then reads from the present", async () => {
    const { employeeId, base, path } = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    const back = await createEmployeeWithCard<Card>(call, tenant, "virtual");
    await patch(back.base, "/isEligible", false);
    await rulesCaughtUp(back.employeeId);
    await worker.stop();
    try {
      await patch(base, "/isEmployed", false);
      await patch(back.base, "/isEligible", true);
      const db = await getDb();
      // Every event so far falls outside a two-day retention three days from now. Pruning takes only
      // events of ended transactions, below every open transaction's horizon, which another
      // database's transaction on a shared PostgreSQL can hold back for a moment: pruned once it passes.
      const left = () => db.select({ id: events.id }).from(events).where(eq(events.employeeId, employeeId));
      await waitFor(async () => {
        await pruneExpiredEvents(db, { retentionDays: 2, now: new Date(Date.now() + 3 * 24 * 3600 * 1000) });
        return (await left()).length === 0;
      });
      expect(await left()).toEqual([]);
      while ((await runProgramRules(db)) > 0);
      expect((await call<Card>("GET", path)).body.locks.map((l) => l.reason)).toEqual(["employment_ended"]);
      expect((await call<Card>("GET", back.path)).body.locks).toEqual([]);
      expect((await call<Employee>("GET", base)).body.repaymentMethodRequired).toBe(true);
      // From the present on, events again.
      await patch(base, "/isEmployed", true);
      await rulesCaughtUp(employeeId, () => runProgramRules(db));
      expect((await call<Card>("GET", path)).body.locks).toEqual([]);
    } finally {
      worker = startTestWorker();
    }
  });
});
