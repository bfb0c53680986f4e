import { describe, expect, it } from "vitest";

import { sessionsEndedSchema } from "@/lib/schemas/responses/admin-employees";

import { apiClient, createTenant, employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Sessions end on the server: signing out, HR ending an employee's sessions, a newer link or a
// changed e-mail make the old cookie or link useless, though the cookie itself still unseals.

const { server, tenant, call } = httpHarness();

const cookieOf = (response: Response) => /bo_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];

async function newEmployee() {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  return { id: created.body.id, base: `/api/employers/${tenant.employerId}/employees/${created.body.id}` };
}

async function inviteLink(base: string): Promise<string> {
  return new URL((await call<{ url: string }>("POST", `${base}/invite-link`)).body.url).pathname;
}

async function open(path: string) {
  return fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
}

/** Signs the employee in through an invite; returns a caller with the cookie and CSRF token. */
async function signIn(base: string) {
  const cookie = cookieOf(await open(await inviteLink(base)))!;
  const session = (await (
    await fetch(`${server.baseUrl}/api/portal/session`, { headers: { cookie: `bo_session=${cookie}` } })
  ).json()) as { csrfToken: string };
  const as = (method: string, path: string, csrf = true) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { cookie: `bo_session=${cookie}`, ...(csrf ? { "x-csrf-token": session.csrfToken } : {}) },
    });
  return { cookie, csrfToken: session.csrfToken, as };
}

describe("portal sessions end on the server", () => {
  it("signing out makes the old cookie answer 401, on the portal's and the partner routes alike", async () => {
    const employee = await newEmployee();
    const me = await signIn(employee.base);
    expect((await me.as("GET", employee.base)).status).toBe(200);
    const out = await me.as("POST", "/api/portal/sign-out");
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/bo_session=;.*Max-Age=0/);
    expect((await me.as("GET", "/api/portal/session")).status).toBe(401);
    expect((await me.as("GET", employee.base)).status).toBe(401);
    expect((await me.as("GET", `${employee.base}/onboarding/status`)).status).toBe(401);
  });

  it("signing out ends that session only: the employee's session in another browser goes on", async () => {
    const employee = await newEmployee();
    const phone = await signIn(employee.base);
    const laptop = await signIn(employee.base);
    expect((await phone.as("POST", "/api/portal/sign-out")).status).toBe(200);
    expect((await phone.as("GET", "/api/portal/session")).status).toBe(401);
    expect((await laptop.as("GET", "/api/portal/session")).status).toBe(200);
  });

  it("refuses a sign-out without the CSRF token, and the session goes on", async () => {
    const employee = await newEmployee();
    const me = await signIn(employee.base);
    const forged = await me.as("POST", "/api/portal/sign-out", false);
    expect(forged.status).toBe(403);
    expect((await me.as("GET", "/api/portal/session")).status).toBe(200);
  });

  it("keeps only the newest link working", async () => {
    const employee = await newEmployee();
    const older = await inviteLink(employee.base);
    const newer = await inviteLink(employee.base);
    expect((await open(older)).headers.get("location")).toBe("/sign-in?error=link_invalid");
    expect((await open(newer)).headers.get("location")).toBe("/onboarding");
  });

  it("withdraws the links mailed to an e-mail address that changed", async () => {
    const employee = await newEmployee();
    const link = await inviteLink(employee.base);
    const patched = await call("PATCH", employee.base, {
      body: [{ op: "replace", path: "/email", value: `moved.${Date.now()}@example.com` }],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(patched.status).toBe(200);
    expect((await open(link)).headers.get("location")).toBe("/sign-in?error=link_invalid");
  });

  it("lets HR end an employee's sessions and pending links", async () => {
    const employee = await newEmployee();
    const me = await signIn(employee.base);
    const pending = await inviteLink(employee.base);
    const hr = await signInAdmin(server.baseUrl, tenant);
    const ended = await hr.call("POST", `/api/admin/employees/${employee.id}/end-sessions`);
    expect(ended.status).toBe(200);
    expect(sessionsEndedSchema.parse(ended.body)).toEqual({ employeeId: employee.id, sessionsEnded: true });
    expect((await me.as("GET", "/api/portal/session")).status).toBe(401);
    expect((await open(pending)).headers.get("location")).toBe("/sign-in?error=link_invalid");
    // A fresh link signs in again.
    expect((await me.as("GET", employee.base)).status).toBe(401);
    expect(cookieOf(await open(await inviteLink(employee.base)))).toBeDefined();
  });

  it("does not let HR end another employer's employee's sessions", async () => {
    const stranger = await createTenant();
    const other = await apiClient(server.baseUrl, stranger)<{ id: string }>(
      "POST",
      `/api/employers/${stranger.employerId}/employees`,
      { body: employeeBody() },
    );
    const hr = await signInAdmin(server.baseUrl, tenant);
    expect((await hr.call("POST", `/api/admin/employees/${other.body.id}/end-sessions`)).status).toBe(404);
  });
});

describe("admin sessions end on the server", () => {
  it("signing out makes the old cookie answer 401, and needs the CSRF token", async () => {
    const hr = await signInAdmin(server.baseUrl, tenant);
    const forged = await fetch(`${server.baseUrl}/api/admin/sign-out`, {
      method: "POST",
      headers: { cookie: `bo_session=${hr.cookie}` },
    });
    expect(forged.status).toBe(403);
    expect((await hr.call("GET", "/api/admin/session")).status).toBe(200);
    expect((await hr.call("POST", "/api/admin/sign-out")).status).toBe(200);
    expect((await hr.call("GET", "/api/admin/session")).status).toBe(401);
    expect((await hr.call("GET", "/api/admin/employees")).status).toBe(401);
  });

  it("signing out in one browser leaves the admin's other session signed in", async () => {
    const hr = await signInAdmin(server.baseUrl, tenant);
    const again = await fetch(`${server.baseUrl}/api/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: hr.email, password: hr.password }),
    });
    const other = cookieOf(again)!;
    expect((await hr.call("POST", "/api/admin/sign-out")).status).toBe(200);
    expect(
      (await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie: `bo_session=${other}` } })).status,
    ).toBe(200);
  });
});
