import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, createTenant, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call: partner } = httpHarness();
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  admin = await signInAdmin(server.baseUrl, tenant);
});

type Row = { id: string; lastName: string; email: string; complete: boolean; fulfilled: number; unmet: string[] };
type Page = { data: Row[]; total: number };

async function employee(overrides: Record<string, unknown> = {}) {
  const created = await partner<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(overrides),
  });
  return created.body.id;
}

describe("HR admin API", () => {
  it("refuses a wrong password and an unknown e-mail alike, and requires a session", async () => {
    const post = (body: unknown) =>
      fetch(`${server.baseUrl}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const wrong = await post({ email: admin.email, password: "nope" });
    const unknown = await post({ email: "ghost@example.com", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(((await wrong.json()) as { detail: string }).detail).toBe(
      ((await unknown.json()) as { detail: string }).detail,
    );
    expect((await fetch(`${server.baseUrl}/api/admin/employees`)).status).toBe(401);
  });

  it("lists only its employer's employees with their requirement states, searched, filtered, sorted and paged", async () => {
    const stuck = await employee({ lastName: "Zuckerman", isEligible: false });
    const other = await employee({ lastName: "Abbott" });
    const stranger = await createTenant();
    await apiClient(server.baseUrl, stranger)("POST", `/api/employers/${stranger.employerId}/employees`, {
      body: employeeBody({ lastName: "Outsider" }),
    });
    const all = await admin.call<Page>("GET", "/api/admin/employees?sort=lastName&order=asc&pageSize=100");
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => r.lastName)).not.toContain("Outsider");
    expect(all.body.data[0]!.lastName).toBe("Abbott");
    const row = all.body.data.find((r) => r.id === stuck)!;
    expect(row.unmet).toContain("eligibility_status");
    const eligibilityStuck = await admin.call<Page>("GET", "/api/admin/employees?stuckOn=eligibility_status");
    expect(eligibilityStuck.body.data.map((r) => r.id)).toEqual([stuck]);
    const searched = await admin.call<Page>("GET", "/api/admin/employees?q=abbo");
    expect(searched.body.data.map((r) => r.id)).toEqual([other]);
    // "Contains", case-insensitive, over name, e-mail and id; a typed wildcard is a literal.
    expect((await admin.call<Page>("GET", "/api/admin/employees?q=UCKERM")).body.data.map((r) => r.id)).toEqual([
      stuck,
    ]);
    expect(
      (
        await admin.call<Page>(
          "GET",
          `/api/admin/employees?q=${encodeURIComponent(row.email.slice(0, -4).toUpperCase())}`,
        )
      ).body.data.map((r) => r.id),
    ).toEqual([stuck]);
    expect((await admin.call<Page>("GET", `/api/admin/employees?q=${stuck}`)).body.data.map((r) => r.id)).toEqual([
      stuck,
    ]);
    const wildcard = await admin.call<Page>("GET", "/api/admin/employees?q=%25");
    expect(wildcard.body.total).toBe(0);
    expect((await admin.call<Page>("GET", "/api/admin/employees?q=Abb_tt")).body.total).toBe(0);
    const paged = await admin.call<Page>("GET", "/api/admin/employees?pageSize=1&page=2&sort=lastName");
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBe(all.body.total);
    // A search is matched first and then sorted and paged (its own query plan).
    const tag = `Srt${Date.now().toString(36)}`;
    for (const last of ["Cole", "Ames", "Bell"]) await employee({ lastName: `${tag}${last}` });
    const byName = await admin.call<Page>("GET", `/api/admin/employees?q=${tag}&sort=lastName&order=desc&pageSize=2`);
    expect(byName.body.total).toBe(3);
    expect(byName.body.data.map((r) => r.lastName)).toEqual([`${tag}Cole`, `${tag}Bell`]);
    const second = await admin.call<Page>(
      "GET",
      `/api/admin/employees?q=${tag}&sort=lastName&order=desc&pageSize=2&page=2`,
    );
    expect(second.body.data.map((r) => r.lastName)).toEqual([`${tag}Ames`]);
    expect((await admin.call("GET", "/api/admin/employees?stuckOn=nope")).status).toBe(400);
  });

  it("keeps the projection in step with writes and counts the funnel", async () => {
    const id = await employee({ lastName: "Funnel", isEmployed: false });
    const before = await admin.call<{
      total: number;
      steps: Array<{ key: string; unmet: number }>;
      blockers: Array<{ requirement: string }>;
    }>("GET", "/api/admin/funnel");
    const employment = before.body.steps.find((s) => s.key === "employment_status")!;
    expect(employment.unmet).toBeGreaterThanOrEqual(1);
    const fixed = await admin.call("PATCH", `/api/admin/employees/${id}`, [
      { op: "replace", path: "/isEmployed", value: true },
    ]);
    expect(fixed.status).toBe(200);
    const after = await admin.call<{ steps: Array<{ key: string; unmet: number }> }>("GET", "/api/admin/funnel");
    expect(after.body.steps.find((s) => s.key === "employment_status")!.unmet).toBe(employment.unmet - 1);
    expect(before.body.blockers.length).toBeGreaterThan(0);
  });

  it("edits only employer fields, and never shows a full SSN", async () => {
    const id = await employee();
    const refused = await admin.call("PATCH", `/api/admin/employees/${id}`, [
      { op: "replace", path: "/ssn", value: "231-54-8765" },
    ]);
    expect(refused.status).toBe(422);
    const detail = await admin.call<{
      employee: { ssnLastFour: string };
      requirements: unknown[];
      timeline: Array<{ type: string }>;
    }>("GET", `/api/admin/employees/${id}`);
    expect(detail.body.employee.ssnLastFour).toBe("8765");
    expect(detail.text).not.toMatch(/231-?54-?8765/);
    expect(detail.body.requirements).toHaveLength(12);
    expect(detail.body.timeline.map((e) => e.type)).toContain("employee.created");
  });

  it("answers 404 for another employer's employee, and needs the CSRF token to write", async () => {
    const stranger = await createTenant();
    const theirs = await apiClient(server.baseUrl, stranger)<{ id: string }>(
      "POST",
      `/api/employers/${stranger.employerId}/employees`,
      { body: employeeBody() },
    );
    expect((await admin.call("GET", `/api/admin/employees/${theirs.body.id}`)).status).toBe(404);
    expect(
      (
        await admin.call("PATCH", `/api/admin/employees/${theirs.body.id}`, [
          { op: "replace", path: "/isEligible", value: false },
        ])
      ).status,
    ).toBe(404);
    const id = await employee();
    const noCsrf = await fetch(`${server.baseUrl}/api/admin/employees/${id}`, {
      method: "PATCH",
      headers: { cookie: `bo_session=${admin.cookie}`, "content-type": "application/json" },
      body: JSON.stringify([{ op: "replace", path: "/isEligible", value: false }]),
    });
    expect(noCsrf.status).toBe(403);
  });

  it("adds an employee, creates an invite link, and exports CSV safe for spreadsheets", async () => {
    const created = await admin.call<{ id: string }>(
      "POST",
      "/api/admin/employees",
      employeeBody({ lastName: '=HYPERLINK("x")' }),
    );
    expect(created.status).toBe(201);
    const invite = await admin.call<{ url: string }>("POST", `/api/admin/employees/${created.body.id}/invite-link`);
    expect(invite.body.url).toMatch(/\/invite\//);
    const csv = await admin.call("GET", "/api/admin/employees/export");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toMatch(
      /^Employee ID,System ID,First Name,Last Name,Email,Complete,Requirements Met,Waiting On,Needs HR Action,Invite Sent,Last Active,Employment status,/,
    );
    expect(csv.text).toContain(`'=HYPERLINK`);
    expect(csv.text).not.toMatch(/231-?54-?8765/);
  });
});
