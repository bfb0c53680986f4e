import { uniqueViolation } from "@/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";

/** Turns the unique-index violation on (employer_id, external_id) into a 409 the caller can act on. */
export function rethrowExternalIdConflict(error: unknown): never {
  const violation = uniqueViolation(error);
  if (
    violation &&
    (violation.constraint === undefined || violation.constraint === "employees_employer_id_external_id_uq")
  ) {
    throw new AppError("external_id_taken", "Another employee of this employer already has this externalId.", {
      errors: [{ path: "/externalId", code: "invalid_value", message: "This externalId is already in use." }],
    });
  }
  throw error;
}
