import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { auditQueue, employers } from "@/db/schema";
import { listDevOutbox } from "@/lib/mail/send-mail";

import { employeeBody } from "../support/employee-body";
import { apiClient, createTenant, signInAdmin } from "../support/fixtures";
import { hrBrowser, totpCodeNow } from "../support/hr-browser";
import { httpHarness } from "../support/http-harness";
import { ageFactor, platformTrail, signedInOperator } from "../support/operator-browser";

// The program's employers from the operator console (docs/operator.md#employers): set up, changed,
// suspended and reactivated, and their first HR owner invited through HR's own invitation. Each
// write is the role's to make with a fresh factor, refused otherwise with nothing changed, and on
// record in the platform's trail.

const { server } = httpHarness({ tenant: false });

const newEmployer = (overrides: Record<string, unknown> = {}) => ({
  name: "Initech",
  legalName: "Initech Holdings, LLC",
  defaultLanguage: "es",
  repayment: { payrollDeduction: true, paymentMethod: true },
  payrollSchedules: [{ name: "Biweekly", payFrequency: "biweekly" }],
  hrContact: { name: "Peggy Payroll", email: "peggy@initech.example", phone: "+14155550100" },
  ...overrides,
});

describe("the program's employers", () => {
  it("a program operator sets one up, changes it, and the trail says so", async () => {
    const op = await signedInOperator(server.baseUrl, "program");
    const created = await op.call<{ id: string; payrollSchedules: Array<{ id: number; active: boolean }> }>(
      "POST",
      "/api/operator/employers",
      newEmployer(),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: "Initech",
      legalName: "Initech Holdings, LLC",
      defaultLanguage: "es",
      repayment: { payrollDeduction: true, paymentMethod: true },
      hrContact: { name: "Peggy Payroll", email: "peggy@initech.example", phone: "+14155550100" },
      status: "active",
      suspendedAt: null,
    });
    const [first] = created.body.payrollSchedules;
    const id = created.body.id;

    const changed = await op.call<{ name: string; payrollSchedules: Array<{ name: string; active: boolean }> }>(
      "PATCH",
      `/api/operator/employers/${id}`,
      {
        name: "Initech West",
        addPayrollSchedules: [{ name: "Monthly", payFrequency: "monthly" }],
        retirePayrollSchedules: [first!.id],
      },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.name).toBe("Initech West");
    expect(changed.body.payrollSchedules.map(({ name, active }) => [name, active])).toEqual([
      ["Biweekly", false],
      ["Monthly", true],
    ]);
    // The last active schedule is never retired; an unknown one is named.
    const monthly = (
      await op.call<{ payrollSchedules: Array<{ id: number; active: boolean }> }>(
        "GET",
        `/api/operator/employers/${id}`,
      )
    ).body.payrollSchedules.find((schedule) => schedule.active)!;
    const last = await op.call("PATCH", `/api/operator/employers/${id}`, { retirePayrollSchedules: [monthly.id] });
    expect(last.status).toBe(422);
    expect(last.text).toMatch(/at least one active payroll schedule/);
    const unknown = await op.call<{ errors: Array<{ path: string }> }>("PATCH", `/api/operator/employers/${id}`, {
      retirePayrollSchedules: [999_999],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]!.path).toBe("/retirePayrollSchedules/0");

    const list = await op.call<{ data: Array<{ id: string; status: string }> }>("GET", "/api/operator/employers");
    expect(list.body.data.find((employer) => employer.id === id)).toMatchObject({ status: "active" });
    expect(await platformTrail(id)).toEqual(["employer.created", "employer.updated"]);
  });

  it.each([
    ["no payroll schedule", { payrollSchedules: [] }, "/payrollSchedules"],
    ["no way to repay", { repayment: { payrollDeduction: false, paymentMethod: false } }, "/repayment"],
    ["a language we do not speak", { defaultLanguage: "fr" }, "/defaultLanguage"],
    ["no legal name", { legalName: "  " }, "/legalName"],
    ["an unknown field", { employerId: "empr_x" }, ""],
  ])("refuses a new employer with %s, naming the field, and makes nothing", async (_case, overrides, path) => {
    const op = await signedInOperator(server.baseUrl, "owner");
    const before = (await (await getDb()).select({ id: employers.id }).from(employers)).length;
    const refused = await op.call<{ code: string; errors?: Array<{ path: string }> }>(
      "POST",
      "/api/operator/employers",
      newEmployer(overrides),
    );
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    if (path) expect(refused.body.errors?.map((error) => error.path)).toContain(path);
    expect((await (await getDb()).select({ id: employers.id }).from(employers)).length).toBe(before);
  });

  it.each([
    ["support", 403, "role_not_allowed"],
    ["compliance", 403, "role_not_allowed"],
  ] as const)("refuses %s every employer write with %s, and changes nothing", async (role, status, code) => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, role);
    // Reading is every role's.
    expect((await op.call("GET", `/api/operator/employers/${tenant.employerId}`)).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "/api/operator/employers", newEmployer()],
      ["PATCH", `/api/operator/employers/${tenant.employerId}`, { name: "Taken over" }],
      ["POST", `/api/operator/employers/${tenant.employerId}/suspend`, { reason: "no" }],
      ["POST", `/api/operator/employers/${tenant.employerId}/reactivate`, undefined],
      ["POST", `/api/operator/employers/${tenant.employerId}/owner-invites`, { email: "x@initech.example", name: "X" }],
    ] as const) {
      const refused = await op.call<{ code: string }>(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(status);
      expect(refused.body.code).toBe(code);
    }
    const [row] = await (await getDb()).select().from(employers).where(eq(employers.id, tenant.employerId));
    expect(row).toMatchObject({ suspendedAt: null });
    expect(row!.name).not.toBe("Taken over");
    // Each refusal is on record, with the permission refused.
    const refusals = await (
      await getDb()
    )
      .select({ details: auditQueue.details })
      .from(auditQueue)
      .where(and(eq(auditQueue.action, "operator.refused"), eq(auditQueue.actorId, op.operatorId)));
    expect(refusals).toHaveLength(5);
    expect(refusals[0]!.details).toMatchObject({ code, permission: "employers.write" });
  });

  it("asks for a fresh factor before every write once five minutes have passed, then lets it through", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    await ageFactor(op, 6);
    const stale = await op.call<{ code: string; methods: string }>(
      "PATCH",
      `/api/operator/employers/${tenant.employerId}`,
      {
        name: "Renamed",
      },
    );
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "step_up_required", methods: "factor" });
    // Reads do not ask.
    expect((await op.call("GET", `/api/operator/employers/${tenant.employerId}`)).status).toBe(200);
    const stepped = await op.call("POST", "/api/operator/step-up", { method: "totp", code: totpCodeNow(op.secret, 1) });
    expect(stepped.status, stepped.text).toBe(204);
    expect((await op.call("PATCH", `/api/operator/employers/${tenant.employerId}`, { name: "Renamed" })).status).toBe(
      200,
    );
  });

  it("keeps its doors to operators: HR and partners are not signed in to the console", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const hr = hrBrowser(server.baseUrl);
    await hr.signIn(admin.email, admin.password);
    await hr.session();
    expect((await hr.call("GET", "/api/operator/employers")).status).toBe(401);
    // A partner's credential is nobody here (a route outside the partner API: plain fetch, no contract).
    const asPartner = (method: string, body?: unknown) =>
      fetch(`${server.baseUrl}/api/operator/employers`, {
        method,
        headers: { authorization: tenant.authorization, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await asPartner("GET")).status).toBe(401);
    expect((await asPartner("POST", newEmployer())).status).toBe(401);
  });

  it("a suspended employer takes no new employees, invitations, cards or imports; reactivated, it does again", async () => {
    const tenant = await createTenant();
    const partner = apiClient(server.baseUrl, tenant);
    const base = `/api/employers/${tenant.employerId}/employees`;
    const existing = await partner<{ id: string }>("POST", base, {
      body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
    });
    expect(existing.status, existing.text).toBe(201);
    const op = await signedInOperator(server.baseUrl, "owner");
    const suspended = await op.call<{ status: string; suspensionReason: string }>(
      "POST",
      `/api/operator/employers/${tenant.employerId}/suspend`,
      { reason: "Contract under review" },
    );
    expect(suspended.body).toMatchObject({ status: "suspended", suspensionReason: "Contract under review" });

    const refusedCreate = await partner<{ code: string }>("POST", base, {
      body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
    });
    expect([refusedCreate.status, refusedCreate.body.code]).toEqual([409, "employer_suspended"]);
    const refusedInvite = await partner<{ code: string }>("POST", `${base}/${existing.body.id}/invite-link`);
    expect([refusedInvite.status, refusedInvite.body.code]).toEqual([409, "employer_suspended"]);
    const refusedCard = await partner<{ code: string }>("POST", `${base}/${existing.body.id}/cards?cardType=virtual`);
    expect([refusedCard.status, refusedCard.body.code]).toEqual([409, "employer_suspended"]);
    const admin = await signInAdmin(server.baseUrl, tenant);
    // HR is told, with the reason, on every page (the session the shell reads).
    const hrSession = await admin.call<{ employer: { suspension: { since: string; reason: string } | null } }>(
      "GET",
      "/api/admin/session",
    );
    expect(hrSession.body.employer.suspension).toMatchObject({ reason: "Contract under review" });
    const refusedImport = await admin.call<{ code: string }>("POST", "/api/admin/imports", { fileName: "people.csv" });
    expect([refusedImport.status, refusedImport.body.code]).toEqual([409, "employer_suspended"]);
    // Reading goes on: the partner still sees the employee.
    expect((await partner("GET", `${base}/${existing.body.id}`)).status).toBe(200);

    const reactivated = await op.call<{ status: string }>(
      "POST",
      `/api/operator/employers/${tenant.employerId}/reactivate`,
    );
    expect(reactivated.body.status).toBe("active");
    expect(
      (await partner("POST", base, { body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }) })).status,
    ).toBe(201);
    expect(await platformTrail(tenant.employerId)).toEqual(["employer.suspended", "employer.reactivated"]);
  });

  it("invites the employer's HR owner through HR's own invitation, who joins and manages the team", async () => {
    const op = await signedInOperator(server.baseUrl, "program");
    const created = await op.call<{ id: string }>("POST", "/api/operator/employers", newEmployer());
    const email = `owner.${Math.random().toString(36).slice(2, 8)}@initech.example`;
    const invited = await op.call<{ role: string; email: string }>(
      "POST",
      `/api/operator/employers/${created.body.id}/owner-invites`,
      { email, name: "Bill Lumbergh" },
    );
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ role: "owner", email });
    const [mail] = await listDevOutbox({ to: email });
    const token = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const owner = hrBrowser(server.baseUrl);
    const joined = await owner.call("POST", "/api/admin/join", { token, password: "correct horse battery staple" });
    expect(joined.status, joined.text).toBe(201);
    const session = await owner.session();
    expect(session.body.role).toBe("owner");
    // In the employer's own trail the invitation names the operator who sent it; in the platform's, the employer.
    const [teamInvited] = await (
      await getDb()
    )
      .select({ actorType: auditQueue.actorType, actorId: auditQueue.actorId })
      .from(auditQueue)
      .where(and(eq(auditQueue.employerId, created.body.id), eq(auditQueue.action, "team.invited")));
    expect(teamInvited).toEqual({ actorType: "operator", actorId: op.operatorId });
    expect(await platformTrail(created.body.id)).toEqual(["employer.created", "employer.owner_invited"]);
  });
});
