// @module-tag embedded-db — also on PGlite: the projection's "decided" and the filters' SQL on the embedded database.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees } from "@/db/schema";
import { reminderCanceledBy } from "@/lib/domain/onboarding/onboarding-reminders";
import { systemContext } from "@/lib/services/context";
import { loadReminderFacts } from "@/lib/services/notifications/reminder-facts";
import { findStepStop } from "@/lib/services/portal/find-step-stop";
import { loadPortalTasks } from "@/lib/services/portal/load-portal-tasks";

import { JPEG } from "../support/evidence-images";
import { employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";

// Issue 42 item 3: every stop reads the same to every audience. For each stop, one person, and
// every view of them: the portal (its stop, and whether the repayment page is closed), HR's table,
// HR's employee page, the funnel, the table's filter, bulk invite and the reminders. A declined
// credit decision is a stop to the person; HR reads only that a decision was made, with nobody to
// act (never its outcome, never a step the decline closed).

const { server, tenant, call } = httpHarness({ worker: true });

const PASSING_ATR = { annualIncome: 5_200_000, monthlyObligations: 150_000 };
const FAILING_ATR = { annualIncome: 4_255_823, monthlyObligations: 150_000 };

type WaitingOn = { owner: string; requirement: string; status: string } | null;
type Row = { id: string; waitingOn: WaitingOn; complete: boolean; needsHrAction: boolean };
type Detail = { waitingOn: WaitingOn; complete: boolean; needsHrAction: boolean };
type Funnel = {
  total: number;
  decided: number;
  blockers: Array<{ owner: string; requirement: string; count: number }>;
};
type Invited = { data: Array<{ employeeId: string; status: string }> };

async function createEmployee(overrides: Record<string, unknown> = {}) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides }),
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}
const baseOf = (id: string) => `/api/employers/${tenant.employerId}/employees/${id}`;
const statusOf = async (id: string) =>
  (await call<{ onboarding_status: string }>("GET", baseOf(id))).body.onboarding_status;
const settled = (id: string, status: string) => waitFor(async () => (await statusOf(id)) === status, 15_000);

/** Each stop, made through the partner API as a partner would, and what every view must say of it. */
const STOPS = {
  not_employed: {
    make: () => createEmployee({ isEmployed: false }),
    portal: "not_employed",
    requirement: "employment_status",
    // The employer's "no" closes none of the person's pages: HR may change it back.
    repaymentClosed: false,
  },
  not_eligible: {
    make: () => createEmployee({ isEligible: false }),
    portal: "not_eligible",
    requirement: "eligibility_status",
    repaymentClosed: false,
  },
  under_18: {
    make: () => createEmployee({ birthDate: "2013-05-01" }),
    portal: "under_18",
    requirement: "over_18",
    repaymentClosed: true,
  },
  identity_failed: {
    make: async () => {
      const id = await createEmployee({ ssn: "231-54-3333" });
      expect((await call("POST", `${baseOf(id)}/identity-verification/initiate`)).status).toBe(202);
      await settled(id, "NEEDS_EXPANDED_VERIFICATION");
      const evidence = await call("POST", `${baseOf(id)}/evidence`, {
        body: { documentType: "PASSPORT", frontImage: JPEG },
      });
      expect(evidence.status, evidence.text).toBe(202);
      await settled(id, "FAILED");
      return id;
    },
    portal: "identity_failed",
    requirement: "identity_verification",
    repaymentClosed: true,
  },
  credit_declined: {
    // Verified and declined, with another step still open (here HR's payroll schedule): HR once read
    // that step as who acts ("Employee: Repayment method — missing"), and bulk invite mailed them.
    make: async () => {
      const id = await createEmployee({ payrollScheduleId: undefined });
      expect((await call("POST", `${baseOf(id)}/identity-verification/initiate`)).status).toBe(202);
      await settled(id, "VERIFIED");
      const atr = await call<{ status: string }>("POST", `${baseOf(id)}/atr`, { body: FAILING_ATR });
      expect(atr.body.status).toBe("Failed ATR");
      return id;
    },
    portal: "atr_failed",
    requirement: null,
    repaymentClosed: true,
  },
} as const;
type Stop = keyof typeof STOPS;

const people = {} as Record<Stop | "can_act", string>;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  admin = await signInAdmin(server.baseUrl, tenant);
  for (const stop of Object.keys(STOPS) as Stop[]) people[stop] = await STOPS[stop].make();
  // Someone with their own step to take: the control row of every view.
  people.can_act = await createEmployee();
}, 120_000);

const context = async () => systemContext(await getDb(), "stop-agreement-test", tenant.employerId);

async function reminderCancel(employeeId: string) {
  const db = await getDb();
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
  return reminderCanceledBy(await loadReminderFacts({ ctx: await context(), employee: employee!, now: new Date() }));
}

describe.each(Object.keys(STOPS) as Stop[])("%s reads the same everywhere", (stop) => {
  const expected = STOPS[stop];
  // HR's words: the stop and its requirement, or for a decline only "a credit decision was made".
  const hrWaitingOn = expected.requirement
    ? { owner: "stopped", requirement: expected.requirement, status: "failed" }
    : null;

  it("the portal: the stop page, and the repayment page closed when no card can come", async () => {
    const ctx = await context();
    const tasks = await loadPortalTasks({ ctx, employeeId: people[stop] });
    expect(tasks.hardStop).toBe(expected.portal);
    const repayment = await findStepStop({ ctx, employeeId: people[stop], step: "repayment" });
    expect(repayment !== null).toBe(expected.repaymentClosed);
  });

  it("HR's table and the employee page: the same words, nobody to act", async () => {
    const table = await admin.call<{ data: Row[] }>("GET", "/api/admin/employees?pageSize=100");
    const row = table.body.data.find((candidate) => candidate.id === people[stop]);
    expect(row).toMatchObject({ waitingOn: hrWaitingOn, complete: false, needsHrAction: false });
    const detail = await admin.call<Detail>("GET", `/api/admin/employees/${people[stop]}`);
    expect(detail.body).toMatchObject({ waitingOn: hrWaitingOn, complete: false, needsHrAction: false });
  });

  it("the funnel counts them where the table's filter finds them", async () => {
    const funnel = await admin.call<Funnel>("GET", "/api/admin/funnel");
    const query = expected.requirement ? `waitingOn=stopped&stuckOn=${expected.requirement}` : "waitingOn=decided";
    const filtered = await admin.call<{ data: Row[] }>("GET", `/api/admin/employees?${query}`);
    expect(filtered.body.data.map((row) => row.id)).toEqual([people[stop]]);
    if (expected.requirement) {
      expect(funnel.body.blockers).toContainEqual(
        expect.objectContaining({ owner: "stopped", requirement: expected.requirement, count: 1 }),
      );
    } else {
      expect(funnel.body.decided).toBe(1);
    }
  });

  it("bulk invite skips them, and no reminder goes", async () => {
    const invited = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      employeeIds: [people[stop]],
    });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body.data.map((result) => result.status)).toEqual([
      expected.requirement ? "stopped" : "nothing_to_do",
    ]);
    expect(await reminderCancel(people[stop])).toBe("stopped");
  });
});

describe("the control: someone with a step of their own", () => {
  it("reads as waiting on them everywhere, and is invited", async () => {
    const ctx = await context();
    expect((await loadPortalTasks({ ctx, employeeId: people.can_act })).hardStop).toBeNull();
    const detail = await admin.call<Detail>("GET", `/api/admin/employees/${people.can_act}`);
    expect(detail.body.waitingOn).toMatchObject({ owner: "employee" });
    expect(await reminderCancel(people.can_act)).toBeNull();
    const invited = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      employeeIds: [people.can_act],
    });
    expect(invited.body.data.map((result) => result.status)).toEqual(["sent"]);
  });

  it("a declined person who answers again and passes reads as anyone else again, and the funnel's decided count drops", async () => {
    const again = await call<{ status: string }>("POST", `${baseOf(people.credit_declined)}/atr`, {
      body: PASSING_ATR,
    });
    expect(again.body.status).toBe("Passed ATR");
    const detail = await admin.call<Detail>("GET", `/api/admin/employees/${people.credit_declined}`);
    // The step the decline hid is who acts again: HR's payroll schedule.
    expect(detail.body.waitingOn).toMatchObject({ owner: "hr", requirement: "payroll_schedule" });
    expect((await admin.call<Funnel>("GET", "/api/admin/funnel")).body.decided).toBe(0);
  });
});
