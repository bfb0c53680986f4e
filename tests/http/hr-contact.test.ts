import { describe, expect, it } from "vitest";

import { apiClient, createTenant, employeeBody, signInAdmin, signInEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The employer's HR contact: set by its HR admins, shown to its employees in the portal wherever
// only the employer can help; never another employer's.

const { server } = httpHarness({ tenant: false });

/** Signs an employee of the tenant into the portal and reads the session the portal starts from. */
async function portalSession(tenant: Awaited<ReturnType<typeof createTenant>>) {
  const call = apiClient(server.baseUrl, tenant);
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  const portal = await signInEmployee(
    server.baseUrl,
    call,
    `/api/employers/${tenant.employerId}/employees/${created.body.id}`,
  );
  return (await portal<{ employer: { name: string; hrContact: unknown } }>("GET", "/api/portal/session")).body;
}

describe("HR contact", () => {
  it("is set by HR, checked like the API's fields, cleared with null, and shown only to the employer's people", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    expect((await admin.call("GET", "/api/admin/hr-contact")).body).toEqual({ name: null, email: null, phone: null });
    expect((await portalSession(tenant)).employer.hrContact).toBeNull();

    const invalid = await admin.call("PATCH", "/api/admin/hr-contact", {
      name: "",
      email: "benefits@",
      phone: "555-1234",
      extra: 1,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const paths = (invalid.body as { errors: Array<{ path: string }> }).errors.map((error) => error.path).sort();
    expect(paths).toEqual(["/email", "/extra", "/name", "/phone"]);
    expect(invalid.text).not.toContain("555-1234");
    expect((await admin.call("GET", "/api/admin/hr-contact")).body).toEqual({ name: null, email: null, phone: null });

    const saved = await admin.call("PATCH", "/api/admin/hr-contact", {
      name: "  Pat Rivera, Benefits ",
      email: "Benefits@Example.com",
      phone: "+14155552671",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ name: "Pat Rivera, Benefits", email: "benefits@example.com", phone: "+14155552671" });
    expect((await portalSession(tenant)).employer.hrContact).toEqual({
      name: "Pat Rivera, Benefits",
      email: "benefits@example.com",
      phone: "+14155552671",
    });

    // A partial change keeps the rest; null clears.
    expect((await admin.call("PATCH", "/api/admin/hr-contact", { phone: null })).body).toEqual({
      name: "Pat Rivera, Benefits",
      email: "benefits@example.com",
      phone: null,
    });

    const other = await createTenant();
    const otherAdmin = await signInAdmin(server.baseUrl, other);
    expect((await otherAdmin.call("GET", "/api/admin/hr-contact")).body).toEqual({
      name: null,
      email: null,
      phone: null,
    });
    expect((await portalSession(other)).employer.hrContact).toBeNull();
  });

  it("is HR's alone: refused without an admin session, and without the CSRF token", async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/admin/hr-contact`);
    expect(anonymous.status).toBe(401);
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const forged = await fetch(`${server.baseUrl}/api/admin/hr-contact`, {
      method: "PATCH",
      headers: { cookie: `bo_session=${admin.cookie}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Mallory" }),
    });
    expect(forged.status).toBe(403);
    expect((await admin.call("GET", "/api/admin/hr-contact")).body).toMatchObject({ name: null });
    const partner = apiClient(server.baseUrl, tenant);
    expect((await partner("GET", "/api/admin/hr-contact")).status).toBe(401);
  });
});
