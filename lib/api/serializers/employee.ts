import type { EmployeeRow } from "@/db/schema";
import { employeeAddress } from "@/lib/domain/person/employee-address";
import { resettableFields } from "@/lib/domain/person/employee-resets";
import { verificationStatusOf } from "@/lib/domain/identity/verification-status";
import type { DeletedEmployeeResponse, EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { Erasure } from "@/lib/services/erasure/erase-employee";
import { forVersion, type ApiVersion } from "@/lib/versions";

/**
 * The employee as the API shows it. The SSN appears only as its last four digits; the full
 * value never leaves the server. `onboarding_status` keeps the release notes' name (docs/api.md).
 * Built in the latest shape, then read for the client's version.
 */
export function serializeEmployee(
  row: EmployeeRow,
  version: ApiVersion,
  options: { sandbox: boolean },
): EmployeeResponse {
  const status = verificationStatusOf(row.onboardingStatus);
  const latest: EmployeeResponse = {
    id: row.id,
    object: "employee",
    employerId: row.employerId,
    externalId: row.externalId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    enrollInNewOnboarding: row.enrollInNewOnboarding,
    isEmployed: row.isEmployed,
    isEligible: row.isEligible,
    birthDate: row.birthDate,
    ssnLastFour: row.ssnLastFour,
    address: employeeAddress(row),
    payrollScheduleId: row.payrollScheduleId,
    onboarding_status: status,
    resettableFields: resettableFields(status, options),
    repaymentMethodRequired: row.repaymentMethodRequiredAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return forVersion("employee", latest, version);
}

export type { EmployeeResponse };

/** An erasure as the API answers it: ids only. */
export const serializeErasure = (erasure: Erasure): DeletedEmployeeResponse => ({
  id: erasure.employeeId,
  object: "employee",
  deleted: true,
  closedCardIds: erasure.closedCardIds,
});
