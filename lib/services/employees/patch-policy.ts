import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { validationFailed } from "@/lib/errors/app-error";
import type { JsonPatchOperation } from "@/lib/schemas/employee";

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

/** Refuses, with 422 `read_only` per path, the operations this actor may not make. */
export function assertMayPatch(actor: Actor, operations: JsonPatchOperation[]): void {
  if (actor.type === "employee") assertEmployeeMayPatch(operations);
  if (actor.type === "admin") assertAdminMayPatch(operations);
}

/** Employees patch their own identity data, never employer-controlled fields. */
function assertEmployeeMayPatch(operations: JsonPatchOperation[]): void {
  const touched = operations
    .flatMap((op) => ["from" in op ? op.from : undefined, op.path])
    .filter((p): p is string => p !== undefined);
  const locked = EMPLOYER_CONTROLLED.filter((field) =>
    touched.some((path) => path === field || path.startsWith(`${field}/`) || path === ""),
  );
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
