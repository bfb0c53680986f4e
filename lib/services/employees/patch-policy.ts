import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { validationFailed } from "@/lib/errors/app-error";
import { EMPLOYEE_SERVICE_SET_PATHS, EMPLOYEE_WRITABLE_PATHS, type JsonPatchOperation } from "@/lib/schemas/employee";

import type { Actor } from "../context";

// Who may change what (DESIGN: who may do what). Partners and the system change any field the
// document has; an employee their own identity data; HR only what the employer controls.

// What only the employer controls; email is the employee's sign-in address.
const EMPLOYER_CONTROLLED = [
  "/isEmployed",
  "/isEligible",
  "/payrollScheduleId",
  "/enrollInNewOnboarding",
  "/externalId",
  "/email",
];

// HR fixes what only the employer controls; identity data stays the employee's (and the partner's).
const HR_EDITABLE = new Set(["/isEmployed", "/isEligible", "/payrollScheduleId", "/enrollInNewOnboarding"]);

const SERVICE_SET_MESSAGE = "The service sets this field: a patch cannot change or test it.";

const within = (path: string, field: string) => path === field || path.startsWith(`${field}/`);

/** Refuses, with 422 `read_only` per path, the operations this actor may not make. */
export function assertMayPatch(actor: Actor, operations: JsonPatchOperation[]): void {
  assertNotServiceSet(operations);
  if (actor.type === "employee") assertEmployeeMayPatch(operations);
  if (actor.type === "admin") assertAdminMayPatch(operations);
}

/** A field the response shows but the service sets: read_only, and the detail names what can be written. */
function assertNotServiceSet(operations: JsonPatchOperation[]): void {
  const touched = operations.flatMap((op) => ("from" in op ? [op.path, op.from] : [op.path]));
  const refused = EMPLOYEE_SERVICE_SET_PATHS.filter((field) => touched.some((path) => within(path, field)));
  if (refused.length === 0) return;
  throw validationFailed(
    refused.map((path) => ({ path, code: "read_only", message: SERVICE_SET_MESSAGE })),
    `${refused.join(", ")} ${refused.length === 1 ? "is" : "are"} read-only. The paths a patch can write: ${EMPLOYEE_WRITABLE_PATHS.join(", ")} (and the fields within /address).`,
  );
}

/** Employees patch their own identity data, never employer-controlled fields. */
function assertEmployeeMayPatch(operations: JsonPatchOperation[]): void {
  const touched = operations
    .flatMap((op) => ["from" in op ? op.from : undefined, op.path])
    .filter((p): p is string => p !== undefined);
  const locked = EMPLOYER_CONTROLLED.filter((field) => touched.some((path) => within(path, field) || path === ""));
  if (locked.length > 0) {
    throw validationFailed(locked.map((path) => ({ path, code: "read_only", message: FIELD_ERROR_CODES.read_only })));
  }
}

/** HR replaces employer-controlled fields one by one; nothing else, and no move or copy. */
function assertAdminMayPatch(operations: JsonPatchOperation[]): void {
  const refused = operations.filter((op) => !HR_EDITABLE.has(op.path) || "from" in op);
  if (refused.length > 0) {
    throw validationFailed(
      refused.map((op) => ({ path: op.path, code: "read_only", message: FIELD_ERROR_CODES.read_only })),
    );
  }
}
