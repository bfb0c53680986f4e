import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/errors/app-error";
import {
  EMPLOYEE_SERVICE_SET_PATHS,
  EMPLOYEE_WRITABLE_PATHS as WRITABLE_PATHS,
  type JsonPatchOperation,
} from "@/lib/schemas/employee";
import { employeeSchema } from "@/lib/schemas/responses/employee";

import type { Actor } from "../context";
import { assertMayPatch } from "./patch-policy";

const partner: Actor = { type: "partner", clientId: "cli_test", employerIds: new Set(["empr_test"]) };

function refusal(operations: JsonPatchOperation[], actor: Actor = partner) {
  try {
    assertMayPatch(actor, operations);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, detail: error.detail, errors: error.options.errors };
    throw error;
  }
  return undefined;
}

describe("fields the service sets", () => {
  it.each(["/id", "/employerId", "/onboarding_status", "/ssnLastFour", "/createdAt", "/updatedAt", "/object"])(
    "replace %s is read_only, and the detail lists the writable paths",
    (path) => {
      const refused = refusal([{ op: "replace", path, value: "x" }]);
      expect(refused?.code).toBe("validation_failed");
      expect(refused?.errors).toEqual([{ path, code: "read_only", message: expect.stringContaining("service sets") }]);
      expect(refused?.detail).toContain(`${path} is read-only`);
      for (const writable of WRITABLE_PATHS) expect(refused?.detail).toContain(writable);
    },
  );

  it("refuses every operation on them, a test and a move's from included, naming each once", () => {
    const refused = refusal([
      { op: "test", path: "/id", value: "empl_x" },
      { op: "remove", path: "/resettableFields/0" },
      { op: "move", from: "/repaymentMethodRequired", path: "/firstName" },
      { op: "add", path: "/id", value: "empl_y" },
    ]);
    expect(refused?.errors?.map((error) => error.path)).toEqual([
      "/id",
      "/resettableFields",
      "/repaymentMethodRequired",
    ]);
    expect(refused?.detail).toMatch(/^\/id, \/resettableFields, \/repaymentMethodRequired are read-only\./);
  });

  it("leaves the writable fields, and names that only begin like a read-only one, to the rules after it", () => {
    expect(refusal([{ op: "replace", path: "/phoneNumber", value: "+14155550100" }])).toBeUndefined();
    expect(refusal([{ op: "replace", path: "/address/city", value: "Oakland" }])).toBeUndefined();
    // Not a field of the document: the patch itself answers path_not_found later.
    expect(refusal([{ op: "replace", path: "/identifier", value: "x" }])).toBeUndefined();
    expect(refusal([{ op: "replace", path: "/createdAtLocal", value: "x" }])).toBeUndefined();
  });

  it("writable paths are the document's fields, the SSN among them (write-only), none of the service's", () => {
    expect(WRITABLE_PATHS).toContain("/ssn");
    expect(WRITABLE_PATHS).toContain("/address");
    expect(WRITABLE_PATHS).not.toContain("/id");
    expect(WRITABLE_PATHS).not.toContain("/onboarding_status");
  });

  it("every field of the employee as answered is either writable or set by the service", () => {
    const shown = Object.keys(employeeSchema.shape).map((field) => `/${field}`);
    expect(new Set(shown)).toEqual(
      new Set([...EMPLOYEE_SERVICE_SET_PATHS, ...WRITABLE_PATHS.filter((path) => path !== "/ssn")]),
    );
  });

  it("holds for every actor: HR and the employee get read_only for them too", () => {
    const hr: Actor = { type: "admin", adminId: "adm_x", employerId: "empr_test", role: "owner" };
    const employee: Actor = { type: "employee", employeeId: "empl_x", employerId: "empr_test" };
    for (const actor of [hr, employee])
      expect(refusal([{ op: "replace", path: "/onboarding_status", value: "VERIFIED" }], actor)?.errors).toEqual([
        expect.objectContaining({ path: "/onboarding_status", code: "read_only" }),
      ]);
  });
});
