import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, events } from "@/db/schema";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { tenant, call } = httpHarness();

type Employee = Record<string, unknown> & { id: string };

async function newEmployee(overrides: Record<string, unknown> = {}) {
  const result = await call<Employee>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(overrides),
  });
  expect(result.status).toBe(201);
  return { employee: result.body, path: `/api/employers/${tenant.employerId}/employees/${result.body.id}` };
}

const patch = (path: string, ops: unknown, contentType = "application/json-patch+json") =>
  call<Employee>("PATCH", path, { rawBody: JSON.stringify(ops), headers: { "content-type": contentType } });

describe("PATCH employee (RFC 6902)", () => {
  it("applies every kind of operation, with the contract's aliases", async () => {
    const { path } = await newEmployee({ isEmployed: false, payrollScheduleId: null });
    const result = await patch(path, [
      { op: "test", path: "/isEmployed", value: false },
      { op: "replace", path: "/isEmployed", value: true },
      { op: "replace", path: "/dateOfBirth", value: "1970-01-01" },
      { op: "replace", path: "/address/zipCode", value: "10001" },
      { op: "replace", path: "/address/state", value: "NY" },
      { op: "add", path: "/address/line2", value: "Apt 4" },
      { op: "copy", from: "/firstName", path: "/lastName" },
      { op: "add", path: "/payrollScheduleId", value: tenant.activeScheduleId },
      { op: "replace", path: "/ssn", value: "234-56-7890" },
      { op: "remove", path: "/phoneNumber" },
    ]);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      isEmployed: true,
      birthDate: "1970-01-01",
      address: { line2: "Apt 4", state: "NY", postalCode: "10001" },
      lastName: "Ada",
      payrollScheduleId: tenant.activeScheduleId,
      ssnLastFour: "7890",
      phoneNumber: null,
    });
  });

  it("accepts application/json too and replaces the whole address", async () => {
    const { path } = await newEmployee();
    const result = await patch(
      path,
      [{ op: "replace", path: "/address", value: { line1: "9 Oak St", city: "Boise", state: "ID", zipCode: "83702" } }],
      "application/json",
    );
    expect(result.status).toBe(200);
    expect(result.body.address).toEqual({
      line1: "9 Oak St",
      line2: null,
      city: "Boise",
      state: "ID",
      postalCode: "83702",
    });
  });

  it("is all-or-nothing: one bad operation changes nothing and writes no event", async () => {
    const { employee, path } = await newEmployee();
    const result = await patch(path, [
      { op: "replace", path: "/firstName", value: "Changed" },
      { op: "replace", path: "/address/state", value: "XX" },
    ]);
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual([expect.objectContaining({ path: "/address/state", code: "state_invalid" })]);
    const after = await call<Employee>("GET", path);
    expect(after.body).toEqual(employee);
    const db = await getDb();
    const written = await db.select().from(events).where(eq(events.employeeId, employee.id));
    expect(written.map((e) => e.type)).toEqual(["employee.created"]);
  });

  it.each([
    [
      "a failed test",
      [
        { op: "test", path: "/isEmployed", value: false },
        { op: "replace", path: "/firstName", value: "X" },
      ],
      409,
      "patch_test_failed",
    ],
    ["an unknown field", [{ op: "add", path: "/nickname", value: "Al" }], 422, "validation_failed"],
    ["a path that does not exist", [{ op: "replace", path: "/nope/deeper", value: 1 }], 422, "validation_failed"],
    ["not an array", { op: "replace", path: "/firstName", value: "X" }, 400, "invalid_patch"],
    ["an empty array", [], 400, "invalid_patch"],
    ["an unknown op", [{ op: "merge", path: "/firstName", value: "X" }], 400, "invalid_patch"],
    ["a missing value", [{ op: "replace", path: "/firstName" }], 400, "invalid_patch"],
    ["a path without a slash", [{ op: "replace", path: "firstName", value: "X" }], 400, "invalid_patch"],
    ["removing a required field", [{ op: "remove", path: "/email" }], 422, "validation_failed"],
    ["reading the SSN", [{ op: "copy", from: "/ssn", path: "/lastName" }], 422, "validation_failed"],
    ["testing the SSN", [{ op: "test", path: "/ssn", value: "231-54-8765" }], 422, "validation_failed"],
    [
      "an inactive schedule",
      [{ op: "replace", path: "/payrollScheduleId", value: "INACTIVE" }],
      422,
      "validation_failed",
    ],
    ["prototype pollution", [{ op: "add", path: "/__proto__/polluted", value: true }], 400, "invalid_patch"],
  ])("refuses %s and changes nothing", async (_name, ops, status, code) => {
    const { employee, path } = await newEmployee();
    const body = JSON.parse(JSON.stringify(ops).replace('"INACTIVE"', String(tenant.inactiveScheduleId))) as unknown;
    const result = await patch(path, body);
    expect(result.status).toBe(status);
    expect(result.body.code).toBe(code);
    expect(result.text).not.toMatch(/231-?54-?8765/);
    expect((await call<Employee>("GET", path)).body).toEqual(employee);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses other content types with 415", async () => {
    const { path } = await newEmployee();
    const result = await patch(path, [{ op: "replace", path: "/firstName", value: "X" }], "text/plain");
    expect(result.status).toBe(415);
  });

  it("keeps identity data locked while a check is pending (409 field_locked)", async () => {
    const { employee, path } = await newEmployee();
    const db = await getDb();
    await db.update(employees).set({ onboardingStatus: "PENDING" }).where(eq(employees.id, employee.id));
    const locked = await patch(path, [{ op: "replace", path: "/birthDate", value: "1980-01-01" }]);
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe("field_locked");
    const allowed = await patch(path, [{ op: "replace", path: "/isEligible", value: false }]);
    expect(allowed.status).toBe(200);
  });

  it("writes an employee.updated event naming the changed fields, never their values", async () => {
    const { employee, path } = await newEmployee();
    await patch(path, [
      { op: "replace", path: "/ssn", value: "345-67-8901" },
      { op: "replace", path: "/isEligible", value: false },
    ]);
    const db = await getDb();
    const written = await db.select().from(events).where(eq(events.employeeId, employee.id));
    const updated = written.find((e) => e.type === "employee.updated");
    expect(updated?.data).toEqual({ employeeId: employee.id, changedFields: ["isEligible", "ssn"] });
    // Re-sending identical values is not a change.
    await patch(path, [{ op: "replace", path: "/ssn", value: "345678901" }]);
    const again = await db.select().from(events).where(eq(events.employeeId, employee.id));
    expect(again).toHaveLength(written.length);
  });
});
