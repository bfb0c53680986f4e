import { describe, expect, it } from "vitest";

import { capturedLogLines } from "@/lib/logger";

import { employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Issue 13's hostile inputs: each answered 4xx with nothing changed, none a 500.

const { server, tenant, call } = httpHarness();

describe("hostile input gets 4xx and changes nothing", () => {
  it("refuses a JSON Patch value nested 30,000 deep with 400, and the employee is unchanged", async () => {
    const created = await call<{ id: string; firstName: string }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees`,
      { body: employeeBody() },
    );
    const path = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
    const deep = `[{"op":"replace","path":"/firstName","value":${"[".repeat(30_000)}${"]".repeat(30_000)}}]`;
    const patched = await call<{ code: string; maxDepth: number }>("PATCH", path, {
      rawBody: deep,
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(patched.status).toBe(400);
    expect(patched.body).toMatchObject({ code: "invalid_request", maxDepth: 32 });
    expect((await call<{ firstName: string }>("GET", path)).body.firstName).toBe(created.body.firstName);
  });

  it("refuses a NUL character in a webhook description with 422 at its path, and registers nothing", async () => {
    const before = await call<{ data: unknown[] }>("GET", "/api/webhook-endpoints");
    const result = await call<{ code: string; errors: Array<{ path: string; code: string }> }>(
      "POST",
      "/api/webhook-endpoints",
      {
        body: { url: "http://127.0.0.1:9/hook", events: ["*"], description: "ops\u0000" },
      },
    );
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual([expect.objectContaining({ path: "/description", code: "nul_character" })]);
    expect((await call<{ data: unknown[] }>("GET", "/api/webhook-endpoints")).body.data).toHaveLength(
      before.body.data.length,
    );
  });

  it("refuses a NUL character in an employee's name with 422, and creates nobody", async () => {
    const result = await call<{ errors: Array<{ path: string; code: string }> }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees`,
      {
        body: employeeBody({ firstName: "Ada\u0000" }),
      },
    );
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual([expect.objectContaining({ path: "/firstName", code: "nul_character" })]);
  });

  it("answers ?q=%00 in the admin search with 400", async () => {
    const admin = await signInAdmin(server.baseUrl, tenant);
    const result = await admin.call<{ code: string }>("GET", "/api/admin/employees?q=%00");
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("invalid_request");
    const exported = await admin.call("GET", "/api/admin/employees/export?q=a%00b");
    expect(exported.status).toBe(400);
  });

  it("writes no unhandled-error line for any of them", () => {
    expect(capturedLogLines.filter((line) => line.includes('"unhandled error"'))).toEqual([]);
  });
});
