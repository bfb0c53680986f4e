import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { apiClients } from "@/db/schema";

import { apiClient, basic, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant } = httpHarness();
let other: Tenant;

beforeAll(async () => {
  other = await createTenant({ pinnedApiVersion: "2021-08-10" });
});

const expectProblem = (
  result: { status: number; headers: Headers; body: Record<string, unknown> },
  status: number,
  code: string,
) => {
  expect(result.status).toBe(status);
  expect(result.headers.get("content-type")).toBe("application/problem+json");
  expect(result.body).toMatchObject({ status, code, title: expect.any(String), type: expect.stringContaining(code) });
  expect(result.headers.get("request-id")).toMatch(/^req_/);
};

describe("partner authentication", () => {
  it.each([
    ["no header", undefined],
    ["wrong secret", () => basic(tenant.clientId, "csk_test_wrong")],
    ["unknown client", () => basic("cli_nobody", "whatever")],
    ["not Basic", () => "Bearer abc"],
    ["bad base64", () => "Basic !!!!"],
    ["no colon", () => `Basic ${Buffer.from("justuser").toString("base64")}`],
    ["empty secret", () => basic(tenant.clientId, "")],
    ["garbage bytes", () => `Basic ${Buffer.from([0xff, 0xfe, 0x3a, 0x00]).toString("base64")}`],
    ["huge header", () => `Basic ${"A".repeat(5000)}`],
  ])("%s gets the same 401", async (_name, header) => {
    const call = apiClient(server.baseUrl, { authorization: typeof header === "function" ? header() : "" });
    const result = await call("GET", "/api/employers", header === undefined ? { headers: {} } : {});
    expectProblem(result, 401, "unauthorized");
    expect(result.headers.get("www-authenticate")).toMatch(/^Basic/);
  });

  it("lists only the client's own employers", async () => {
    const result = await apiClient(server.baseUrl, tenant)<{ data: Array<{ id: string }> }>("GET", "/api/employers");
    expect(result.status).toBe(200);
    expect(result.body.data.map((e) => e.id)).toEqual([tenant.employerId]);
  });
});

describe("employer scoping", () => {
  it("answers 404 for another client's employer and its employees, never 403", async () => {
    const mine = apiClient(server.baseUrl, tenant);
    const theirs = apiClient(server.baseUrl, other);
    const created = await theirs<{ id: string }>("POST", `/api/employers/${other.employerId}/employees`, {
      body: employeeBody(),
    });
    expect(created.status).toBe(201);
    const base = `/api/employers/${other.employerId}`;
    expectProblem(await mine("GET", `${base}/payroll-schedules`), 404, "employer_not_found");
    expectProblem(await mine("GET", `${base}/employees/${created.body.id}`), 404, "employer_not_found");
    expectProblem(await mine("POST", `${base}/employees`, { body: employeeBody() }), 404, "employer_not_found");
    expectProblem(
      await mine("PATCH", `${base}/employees/${created.body.id}`, {
        body: [{ op: "replace", path: "/isEmployed", value: false }],
      }),
      404,
      "employer_not_found",
    );
    expectProblem(
      await mine("GET", `/v1/employers/${other.employerId}/employees/${created.body.id}`),
      404,
      "employer_not_found",
    );
    // An employee id of another employer under one's own employer is simply not found either.
    expectProblem(
      await mine("GET", `/api/employers/${tenant.employerId}/employees/${created.body.id}`),
      404,
      "employee_not_found",
    );
  });
});

describe("API-Version", () => {
  it("uses the client's pinned version when the header is missing and echoes it", async () => {
    const result = await apiClient(server.baseUrl, other)("GET", "/api/employers");
    expect(result.headers.get("api-version")).toBe("2021-08-10");
  });

  it.each(["2024-01-16", "2026-11-21", "2021-08-10"])("honours %s", async (version) => {
    const result = await apiClient(server.baseUrl, tenant)("GET", "/api/employers", {
      headers: { "api-version": version },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("api-version")).toBe(version);
  });

  // 2026-11-21 was first published as 2027-01-01: a client that pinned or sends that name gets the
  // same version, answered under its real name (lib/versions API_VERSION_ALIASES).
  it("reads 2027-01-01 as 2026-11-21, sent or pinned, and answers under the real name", async () => {
    const sent = await apiClient(server.baseUrl, tenant)(
      "GET",
      `/api/employers/${tenant.employerId}/employees/none/onboarding/status`,
      {
        headers: { "api-version": "2027-01-01" },
      },
    );
    expectProblem(sent, 404, "employee_not_found");
    expect(sent.headers.get("api-version")).toBe("2026-11-21");
    // A client pinned before the rename (the migration renames such pins; a row written since by an old instance still reads).
    const pinned = await createTenant({ pinnedApiVersion: "2024-01-16" });
    const db = await getDb();
    await db.update(apiClients).set({ pinnedApiVersion: "2027-01-01" }).where(eq(apiClients.id, pinned.clientId));
    // The client's row is cached for PARTNER_AUTH_CACHE_MS: ask until the pin is read again.
    await expect
      .poll(async () => (await apiClient(server.baseUrl, pinned)("GET", "/api/employers")).headers.get("api-version"), {
        timeout: 10_000,
      })
      .toBe("2026-11-21");
  });

  it.each(["2020-01-01", "latest", "2027-1-1", "2026-11-21; drop table"])(
    "refuses %s with 400 and the supported list",
    async (version) => {
      const result = await apiClient(server.baseUrl, tenant)("GET", "/api/employers", {
        headers: { "api-version": version },
      });
      expectProblem(result, 400, "unsupported_api_version");
      expect(result.body.supportedVersions).toEqual(["2021-08-10", "2024-01-16", "2026-11-21"]);
    },
  );
});

describe("errors everywhere are problem+json", () => {
  it("answers unknown API paths with a problem", async () => {
    expectProblem(await apiClient(server.baseUrl, tenant)("GET", "/api/no/such/thing"), 404, "not_found");
  });

  it("refuses a body over the limit with 413 before parsing it", async () => {
    const result = await apiClient(server.baseUrl, tenant)("POST", `/api/employers/${tenant.employerId}/employees`, {
      rawBody: JSON.stringify({ firstName: "x".repeat(70 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expectProblem(result, 413, "payload_too_large");
  });

  it("refuses broken JSON with 400 and a wrong content type with 415", async () => {
    const call = apiClient(server.baseUrl, tenant);
    const path = `/api/employers/${tenant.employerId}/employees`;
    expectProblem(
      await call("POST", path, { rawBody: "{nope", headers: { "content-type": "application/json" } }),
      400,
      "invalid_json",
    );
    expectProblem(
      await call("POST", path, { rawBody: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415,
      "unsupported_media_type",
    );
  });

  it("reports the database as healthy", async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
