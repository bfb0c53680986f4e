import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, events } from "@/db/schema";

import { apiClient, createTenant, employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness();
let base: string;

beforeAll(() => {
  base = `/api/employers/${tenant.employerId}/employees`;
});

type Employee = Record<string, unknown> & { id: string };

describe("POST employees", () => {
  it("creates an employee: 201, Location, SSN only as last four, encrypted at rest", async () => {
    const result = await call<Employee>("POST", base, {
      body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
    });
    expect(result.status).toBe(201);
    expect(result.headers.get("location")).toBe(`${base}/${result.body.id}`);
    expect(result.body).toMatchObject({
      object: "employee",
      employerId: tenant.employerId,
      ssnLastFour: "8765",
      birthDate: "1990-04-23",
      address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
      payrollScheduleId: tenant.activeScheduleId,
      onboarding_status: "NOT_STARTED",
    });
    expect(result.body.id).toMatch(/^empl_/);
    expect(result.text).not.toMatch(/231-?54-?8765/);
    const db = await getDb();
    const [row] = await db.select().from(employees).where(eq(employees.id, result.body.id));
    expect(row!.ssnEncrypted).toMatch(/^v2:default:/);
    expect(row!.ssnEncrypted).not.toMatch(/231-?54-?8765/);
    const written = await db.select().from(events).where(eq(events.employeeId, result.body.id));
    expect(written.map((e) => e.type)).toEqual(["employee.created"]);
  });

  it("accepts the minimum body and the contract's aliases dateOfBirth and zipCode", async () => {
    const minimal = await call<Employee>("POST", base, {
      body: { firstName: "Min", lastName: "Imal", email: "MIN@Example.com", enrollInNewOnboarding: false },
    });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({
      email: "min@example.com",
      ssnLastFour: null,
      address: null,
      isEmployed: null,
    });
    const aliased = await call<Employee>("POST", base, {
      body: employeeBody({
        birthDate: undefined,
        dateOfBirth: "1985-12-31",
        address: { line1: "2 Elm St", city: "Austin", state: "tx", zipCode: "73301-0001" },
      }),
    });
    expect(aliased.status).toBe(201);
    expect(aliased.body).toMatchObject({ birthDate: "1985-12-31", address: { state: "TX", postalCode: "73301-0001" } });
  });

  it.each([
    ["missing firstName", { firstName: undefined }, "/firstName", "required"],
    ["bad email", { email: "not-an-email" }, "/email", "email_invalid"],
    ["impossible date", { birthDate: "1990-02-30" }, "/birthDate", "date_invalid"],
    ["non-ISO date", { birthDate: "04/23/1990" }, "/birthDate", "date_invalid"],
    ["future birth date", { birthDate: "2999-01-01" }, "/birthDate", "birth_date_in_future"],
    ["SSN starting with 9", { ssn: "912-45-6789" }, "/ssn", "ssn_starts_with_9"],
    ["SSN bad format", { ssn: "12-345-6789" }, "/ssn", "ssn_invalid_format"],
    ["SSN area 666", { ssn: "666-45-6789" }, "/ssn", "ssn_invalid_area"],
    [
      "bad state",
      { address: { line1: "1 A St", city: "X", state: "ZZ", postalCode: "12345" } },
      "/address/state",
      "state_invalid",
    ],
    [
      "bad ZIP",
      { address: { line1: "1 A St", city: "X", state: "NY", postalCode: "1234" } },
      "/address/postalCode",
      "postal_code_invalid",
    ],
    [
      "P.O. box",
      { address: { line1: "P.O. Box 12", city: "X", state: "NY", postalCode: "12345" } },
      "/address/line1",
      "address_po_box",
    ],
    ["missing city", { address: { line1: "1 A St", state: "NY", postalCode: "12345" } }, "/address/city", "required"],
    ["phone not E.164", { phoneNumber: "(415) 555-2671" }, "/phoneNumber", "phone_invalid_format"],
    ["unknown field", { favouriteColour: "blue" }, "/favouriteColour", "unknown_field"],
    ["wrong type", { isEmployed: "yes" }, "/isEmployed", "invalid_type"],
    ["inactive schedule", { payrollScheduleId: "INACTIVE" }, "/payrollScheduleId", "payroll_schedule_inactive"],
    ["unknown schedule", { payrollScheduleId: 987654 }, "/payrollScheduleId", "payroll_schedule_not_found"],
  ])("refuses %s with 422 and a field error, creating nothing", async (_name, override, path, code) => {
    const db = await getDb();
    const before = (
      await db.select({ id: employees.id }).from(employees).where(eq(employees.employerId, tenant.employerId))
    ).length;
    const body = employeeBody(
      (override as Record<string, unknown>).payrollScheduleId === "INACTIVE"
        ? { payrollScheduleId: tenant.inactiveScheduleId }
        : override,
    );
    const result = await call("POST", base, { body });
    expect(result.status).toBe(422);
    expect(result.headers.get("content-type")).toBe("application/problem+json");
    expect(result.body).toMatchObject({
      code: "validation_failed",
      errors: expect.arrayContaining([expect.objectContaining({ path, code })]),
    });
    expect(result.text).not.toMatch(/231-?54-?8765/);
    const after = (
      await db.select({ id: employees.id }).from(employees).where(eq(employees.employerId, tenant.employerId))
    ).length;
    expect(after).toBe(before);
  });

  it("refuses a duplicate externalId with 409", async () => {
    const body = employeeBody({ externalId: "HR-0001" });
    expect((await call("POST", base, { body })).status).toBe(201);
    const again = await call("POST", base, { body: employeeBody({ externalId: "HR-0001" }) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("external_id_taken");
  });
});

describe("GET employee", () => {
  it("returns the employee, and the reset fields from 2024-01-16 on the /v1 path", async () => {
    const created = await call<Employee>("POST", base, { body: employeeBody() });
    const got = await call<Employee>("GET", `${base}/${created.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
    const v1 = `/v1/employers/${tenant.employerId}/employees/${created.body.id}`;
    const old = await call<Employee>("GET", v1, { headers: { "api-version": "2021-08-10" } });
    expect(old.body.resettableFields).toBeUndefined();
    const current = await call<Employee>("GET", v1, { headers: { "api-version": "2024-01-16" } });
    expect(current.body.resettableFields).toEqual({ residentialAddress: true, birthDate: true, ssn: true });
  });

  it("answers 404 for an unknown employee", async () => {
    const result = await call("GET", `${base}/empl_doesnotexist`);
    expect(result.status).toBe(404);
    expect(result.body.code).toBe("employee_not_found");
  });
});

describe("GET employees (list)", () => {
  it("pages newest first with startingAfter and filters by externalId", async () => {
    const listTenant = await createTenant();
    const list = apiClient(server.baseUrl, listTenant);
    const listBase = `/api/employers/${listTenant.employerId}/employees`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await list<Employee>("POST", listBase, { body: employeeBody({ externalId: `EXT-${i}` }) });
      ids.push(created.body.id);
    }
    const first = await list<{ data: Employee[]; hasMore: boolean }>("GET", `${listBase}?limit=2`);
    expect(first.body.data.map((e) => e.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.hasMore).toBe(true);
    const rest = await list<{ data: Employee[]; hasMore: boolean }>(
      "GET",
      `${listBase}?limit=10&startingAfter=${ids[3]}`,
    );
    expect(rest.body.data.map((e) => e.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(rest.body.hasMore).toBe(false);
    const byExternal = await list<{ data: Employee[] }>("GET", `${listBase}?externalId=EXT-2`);
    expect(byExternal.body.data.map((e) => e.id)).toEqual([ids[2]]);
    expect(byExternal.text).not.toMatch(/231-?54-?8765/);
  });

  it.each(["limit=0", "limit=101", "limit=abc", "colour=blue"])("refuses ?%s with 400", async (query) => {
    const result = await call("GET", `${base}?${query}`);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("invalid_request");
  });

  it("answers an unsupported method with a problem+json 405 and Allow", async () => {
    const result = await call("DELETE", base);
    expect(result.status).toBe(405);
    expect(result.headers.get("content-type")).toBe("application/problem+json");
    expect(result.headers.get("allow")).toBe("GET, POST");
    expect(result.body.code).toBe("method_not_allowed");
  });
});
