import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox, employees } from "@/db/schema";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { createId } from "@/lib/ids";

import { apiClient, createTenant, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The HR table's "waiting on", its filters, the funnel's blockers, bulk invites by e-mail and the
// CSV export's columns, through HTTP. Each test has its own employer, so counts are exact.

type Row = {
  id: string;
  lastName: string;
  waitingOn: { owner: string; requirement: string; status: string } | null;
  needsHrAction: boolean;
  invitedAt: string | null;
  lastActiveAt: string | null;
};
type Page = { data: Row[]; total: number };
type Invite = { employeeId: string; status: string; email: string | null };
type Invited = { data: Invite[]; sent: number; skipped: number };
type Funnel = {
  total: number;
  needsHrAction: number;
  steps: Array<{ key: string; unmet: number; blocked: number }>;
  blockers: Array<{ owner: string; requirement: string; needsHrAction: boolean; count: number }>;
};

beforeAll(() => resetThrottleStore());
const { server } = httpHarness({ tenant: false, env: { RATE_LIMIT_INVITES_PER_EMPLOYER: "4/1h" } });

async function setUp() {
  const tenant = await createTenant();
  const partner = apiClient(server.baseUrl, tenant);
  const admin = await signInAdmin(server.baseUrl, tenant);
  // On the employer's payroll schedule unless told otherwise (`payrollScheduleId: undefined` leaves it out).
  const employee = async (overrides: Record<string, unknown> = {}) =>
    (
      await partner<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
        body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides }),
      })
    ).body.id;
  return { tenant, admin, employee, partner };
}

const mailsTo = async (email: string) =>
  (await getDb()).select().from(devMailOutbox).where(eq(devMailOutbox.to, email));

describe("who each person is waiting on", () => {
  it("says it in the table, filters on it in SQL, and the funnel groups the same column with HR's first", async () => {
    const { tenant, admin, employee } = await setUp();
    const noSchedule = await employee({ lastName: "Aaschedule", payrollScheduleId: undefined });
    const notEligible = await employee({ lastName: "Bbnoteligible", isEligible: false, payrollScheduleId: undefined });
    const noBirthDate = await employee({ lastName: "Ccbirth", birthDate: undefined });
    const nothingYet = await employee({ lastName: "Ddnothing" });

    const table = await admin.call<Page>("GET", "/api/admin/employees?pageSize=100");
    const row = (id: string) => table.body.data.find((r) => r.id === id)!;
    expect(row(noSchedule)).toMatchObject({
      waitingOn: { owner: "hr", requirement: "payroll_schedule", status: "missing" },
      needsHrAction: true,
    });
    // HR's decision stops the person: told apart from HR's to-do, not counted as needing HR.
    expect(row(notEligible)).toMatchObject({
      waitingOn: { owner: "stopped", requirement: "eligibility_status", status: "failed" },
      needsHrAction: false,
    });
    // Over 18 and identity verification wait for the birth date: the birth date is what is missing.
    expect(row(noBirthDate)).toMatchObject({
      waitingOn: { owner: "employee", requirement: "birthday", status: "missing" },
      needsHrAction: false,
    });
    // (A test employer has no agreements to accept: income and obligations are the next step.)
    expect(row(nothingYet)).toMatchObject({
      waitingOn: { owner: "employee", requirement: "atr", status: "missing" },
      needsHrAction: false,
    });
    expect(row(nothingYet)).toMatchObject({ invitedAt: null, lastActiveAt: null });

    const needsHr = await admin.call<Page>("GET", "/api/admin/employees?needsHrAction=true");
    expect(needsHr.body.data.map((r) => r.id)).toEqual([noSchedule]);
    const employeeSide = await admin.call<Page>("GET", "/api/admin/employees?waitingOn=employee&sort=lastName");
    expect(employeeSide.body.data.map((r) => r.id)).toEqual([noBirthDate, nothingYet]);
    const birthday = await admin.call<Page>("GET", "/api/admin/employees?waitingOn=employee&stuckOn=birthday");
    expect(birthday.body.data.map((r) => r.id)).toEqual([noBirthDate]);
    expect((await admin.call("GET", "/api/admin/employees?waitingOn=nobody")).status).toBe(400);
    expect((await admin.call("GET", "/api/admin/employees?needsHrAction=maybe")).status).toBe(400);

    const funnel = await admin.call<Funnel>("GET", "/api/admin/funnel");
    expect(funnel.body.total).toBe(4);
    expect(funnel.body.needsHrAction).toBe(1);
    expect(funnel.body.blockers[0]).toEqual({
      owner: "hr",
      requirement: "payroll_schedule",
      needsHrAction: true,
      count: 1,
    });
    expect(funnel.body.blockers.reduce((sum, blocker) => sum + blocker.count, 0)).toBe(4);
    const step = (key: string) => funnel.body.steps.find((s) => s.key === key)!;
    // One person has no birth date: over 18 and identity verification are unmet for them but blocked.
    expect(step("over_18")).toMatchObject({ unmet: 1, blocked: 1 });
    expect(step("identity_verification").blocked).toBe(1);
    expect(step("birthday")).toMatchObject({ unmet: 1, blocked: 0 });
    expect(funnel.body.blockers.map((b) => b.requirement)).not.toContain("over_18");

    // Fixing it moves the person at once (the write refreshes the projection).
    await admin.call("PATCH", `/api/admin/employees/${noSchedule}`, [
      { op: "replace", path: "/payrollScheduleId", value: tenant.activeScheduleId },
    ]);
    expect((await admin.call<Page>("GET", "/api/admin/employees?needsHrAction=true")).body.total).toBe(0);
  });

  it("a stop reads the same in the table, on the employee page, in the funnel and its stuck-on filter", async () => {
    const { admin, employee } = await setUp();
    const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
    const minor = await employee({ lastName: "Aaminor", birthDate: seventeen });
    const noBirthDate = await employee({ lastName: "Bbbirth", birthDate: undefined });

    const stopped = { owner: "stopped", requirement: "over_18", status: "failed" };
    const table = await admin.call<Page>("GET", "/api/admin/employees?pageSize=100");
    expect(table.body.data.find((r) => r.id === minor)).toMatchObject({ waitingOn: stopped, needsHrAction: false });
    const detail = await admin.call<{ waitingOn: unknown; needsHrAction: boolean; reference: string }>(
      "GET",
      `/api/admin/employees/${minor}`,
    );
    expect(detail.body).toMatchObject({ waitingOn: stopped, needsHrAction: false });
    // The short reference the stop page gives the person finds them, typed any way.
    expect(detail.body.reference).toMatch(/^[0-9A-F]{5}-[0-9A-F]{5}$/);
    for (const typed of [detail.body.reference, detail.body.reference.replace("-", "").toLowerCase()]) {
      const found = await admin.call<Page>("GET", `/api/admin/employees?q=${encodeURIComponent(typed)}`);
      expect(found.body.data.map((r) => r.id)).toEqual([minor]);
    }

    const funnel = await admin.call<Funnel>("GET", "/api/admin/funnel");
    expect(funnel.body.blockers).toContainEqual({
      owner: "stopped",
      requirement: "over_18",
      needsHrAction: false,
      count: 1,
    });
    // Stuck on "at least 18": the one person the funnel counts there, not everyone for whom it is
    // unmet (a missing birth date leaves it unmet too, but they are stuck on the birth date).
    expect(funnel.body.steps.find((s) => s.key === "over_18")).toMatchObject({ unmet: 2, blocked: 1 });
    const stuck = await admin.call<Page>("GET", "/api/admin/employees?stuckOn=over_18");
    expect(stuck.body.data.map((r) => r.id)).toEqual([minor]);
    const viaBlocker = await admin.call<Page>("GET", "/api/admin/employees?waitingOn=stopped&stuckOn=over_18");
    expect(viaBlocker.body.data.map((r) => r.id)).toEqual([minor]);
    expect((await admin.call<Page>("GET", "/api/admin/employees?stuckOn=birthday")).body.data.map((r) => r.id)).toEqual(
      [noBirthDate],
    );
  });

  it("bulk invite skips the people it cannot help, saying why", async () => {
    const { tenant, admin, employee, partner } = await setUp();
    const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
    const minor = await employee({ lastName: "Aaminor", birthDate: seventeen });
    const canAct = await employee({ lastName: "Bbcanact" });
    // Income answered and the identity check handed over (no worker runs here, so it stays pending):
    // nothing of their own is left; one waits on the check, the other on HR's payroll schedule too.
    const waitsFor = async (lastName: string, overrides: Record<string, unknown> = {}) => {
      const id = await employee({ lastName, ...overrides });
      const base = `/api/employers/${tenant.employerId}/employees/${id}`;
      expect(
        (await partner("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 150_000 } }))
          .status,
      ).toBe(201);
      expect((await partner("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
      return id;
    };
    const onCheck = await waitsFor("Ccchecking");
    const onHr = await waitsFor("Ddhr", { payrollScheduleId: undefined });

    const result = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      employeeIds: [minor, canAct, onCheck, onHr],
    });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.map((r) => [r.employeeId, r.status])).toEqual([
      [minor, "stopped"],
      [canAct, "sent"],
      [onCheck, "waiting_on_provider"],
      [onHr, "waiting_on_hr"],
    ]);
    expect(result.body).toMatchObject({ sent: 1, skipped: 3 });
    for (const skipped of [minor, onCheck, onHr]) {
      const email = result.body.data.find((r) => r.employeeId === skipped)!.email!;
      expect(await mailsTo(email)).toHaveLength(0);
    }
  });

  it("exports readable columns: the import's Employee ID, who they wait on, and requirement titles", async () => {
    const { admin, employee } = await setUp();
    const id = await employee({ externalId: "HR-1", payrollScheduleId: undefined, birthDate: undefined });
    const csv = await admin.call("GET", "/api/admin/employees/export?needsHrAction=true");
    expect(csv.status).toBe(200);
    const [header, line, extra] = csv.text.trim().split(/\r?\n/);
    expect(header).toBe(
      "Employee ID,System ID,First Name,Last Name,Email,Complete,Requirements Met,Waiting On,Needs HR Action,Invite Sent,Last Active," +
        "Employment status,Eligibility status,Date of birth,At least 18 years old,Residential address,Payroll schedule,Social Security number,Repayment method,Agreements accepted,Enrolled in onboarding,Credit decision,Identity verification",
    );
    expect(extra).toBeUndefined();
    expect(line).toMatch(new RegExp(`^HR-1,${id},Ada,`));
    expect(line).toContain(
      ",No,7 of 12,HR: Payroll schedule (missing),Yes,,,Met,Met,Not met,Waiting for an earlier step,Met,Not met,Met,Met,Met,Met,Not made yet,Waiting for an earlier step",
    );
  });
});

describe("bulk invite by e-mail", () => {
  it("sends single-use links to the selected people, says why others were skipped, and sends nothing twice", async () => {
    const { admin, employee } = await setUp();
    const first = await employee({ lastName: "Aafirst" });
    const second = await employee({ lastName: "Bbsecond" });
    const done = await employee({ lastName: "Ccdone" });
    await (await getDb()).update(employees).set({ requirementsComplete: true }).where(eq(employees.id, done));
    const strangers = await createTenant();
    const theirs = (
      await apiClient(server.baseUrl, strangers)<{ id: string }>(
        "POST",
        `/api/employers/${strangers.employerId}/employees`,
        { body: employeeBody() },
      )
    ).body.id;

    const result = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      employeeIds: [second, done, first, theirs, "empl_nope"],
    });
    expect(result.status).toBe(200);
    expect(result.body.data.map((r) => [r.employeeId, r.status])).toEqual([
      [first, "sent"],
      [second, "sent"],
      [done, "already_complete"],
      [theirs, "not_found"],
      ["empl_nope", "not_found"],
    ]);
    expect(result.body).toMatchObject({ sent: 2, skipped: 3 });
    // Another employer's person is not named, nor their address given.
    expect(result.body.data.find((r) => r.employeeId === theirs)!.email).toBeNull();

    const email = result.body.data[0]!.email!;
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.text).toMatch(/works once/);
    // The link is on PUBLIC_BASE_URL; the test server listens elsewhere.
    const url = `${server.baseUrl}${/https?:\/\/[^/\s]+(\/invite\/\S+)/.exec(mail!.text)![1]!}`;
    const opened = await fetch(url, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("set-cookie")).toMatch(/bo_session=/);
    // Single use: the second visit signs nobody in.
    expect((await fetch(url, { redirect: "manual" })).headers.get("set-cookie") ?? "").not.toMatch(/bo_session=[^;]/);

    const table = await admin.call<Page>("GET", "/api/admin/employees?pageSize=100");
    const firstRow = table.body.data.find((r) => r.id === first)!;
    expect(firstRow.invitedAt).not.toBeNull();
    expect(firstRow.lastActiveAt).not.toBeNull();
    expect(table.body.data.find((r) => r.id === done)!.invitedAt).toBeNull();

    // A retry (or a second click) within 24 hours sends nothing again.
    const retry = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      employeeIds: [first, second],
    });
    expect(retry.body.data.map((r) => r.status)).toEqual(["recently_invited", "recently_invited"]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("invites by the table's filters, throttled per employer, and refuses a filter that selects too many", async () => {
    const { tenant, admin, employee } = await setUp();
    const ids: string[] = [];
    for (const name of ["Aa", "Bb", "Cc", "Dd", "Ee"])
      ids.push(await employee({ lastName: `${name}filter`, payrollScheduleId: undefined }));
    await employee({ lastName: "Zzother" });

    const result = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      filter: { needsHrAction: "true", status: "all" },
    });
    expect(result.status).toBe(200);
    // The limit here is 4 e-mails an hour per employer: the fifth waits.
    expect(result.body.data.map((r) => [r.employeeId, r.status])).toEqual([
      [ids[0], "sent"],
      [ids[1], "sent"],
      [ids[2], "sent"],
      [ids[3], "sent"],
      [ids[4], "throttled"],
    ]);
    const throttled = await admin.call<Page>("GET", `/api/admin/employees?q=${ids[4]}`);
    expect(throttled.body.data[0]!.invitedAt).toBeNull();

    // 501 people selected: refused before anything is sent.
    const db = await getDb();
    await db.insert(employees).values(
      Array.from({ length: 501 }, (_, index) => ({
        id: createId("empl"),
        employerId: tenant.employerId,
        firstName: "Many",
        lastName: `Many${index}`,
        email: `many${index}@example.com`,
      })),
    );
    const tooMany = await admin.call<{ code: string; maximum: number; selected: number }>(
      "POST",
      "/api/admin/employees/invitations",
      { filter: { q: "many", status: "all" } },
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ code: "too_many_recipients", maximum: 500, selected: 501 });
    const [sentToMany] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.employerId, tenant.employerId), eq(employees.lastName, "Many0")));
    expect((await db.select().from(employees).where(eq(employees.id, sentToMany!.id)))[0]!.invitedAt).toBeNull();
  });

  it("skips a person invited less than 24 hours ago, and invites one invited 24 hours ago", async () => {
    const { admin, employee } = await setUp();
    const recent = await employee({ lastName: "Aarecent" });
    const dayOld = await employee({ lastName: "Bbdayold" });
    const db = await getDb();
    const hour = 60 * 60 * 1000;
    await db
      .update(employees)
      .set({ invitedAt: new Date(Date.now() - 24 * hour + 60_000) })
      .where(eq(employees.id, recent));
    await db
      .update(employees)
      .set({ invitedAt: new Date(Date.now() - 24 * hour - 1_000) })
      .where(eq(employees.id, dayOld));
    const result = await admin.call<Invited>("POST", "/api/admin/employees/invitations", {
      employeeIds: [recent, dayOld],
    });
    expect(result.body.data.map((r) => [r.employeeId, r.status])).toEqual([
      [recent, "recently_invited"],
      [dayOld, "sent"],
    ]);
  });

  it.each([
    ["nothing chosen", {}],
    ["both ids and a filter", { employeeIds: ["empl_x"], filter: { status: "all" } }],
    ["no ids", { employeeIds: [] }],
    ["too many ids", { employeeIds: Array.from({ length: 501 }, (_, index) => `empl_${index}`) }],
    ["an unknown filter", { filter: { colour: "red" } }],
  ])("refuses %s with a problem, not a 500", async (_name, body) => {
    const { admin } = await setUp();
    const refused = await admin.call<{ code: string }>("POST", "/api/admin/employees/invitations", body);
    expect([400, 422]).toContain(refused.status);
    expect(refused.headers.get("content-type")).toMatch(/application\/problem\+json/);
  });
});
