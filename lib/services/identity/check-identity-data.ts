import type { EmployeeRow } from "@/db/schema";
import { decrypt } from "@/lib/crypto/encryption";
import { validateAddress } from "@/lib/domain/person/address";
import { parseBirthDate, todayUtc } from "@/lib/domain/dates";
import { employeeAddressFields } from "@/lib/domain/person/employee-address";
import { parseSsn } from "@/lib/domain/person/ssn";
import type { FieldError } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import type { IdentitySubject } from "@/lib/providers/identity";

import { ssnContext } from "../employee-columns";

type SubjectData = Omit<IdentitySubject, "checkId" | "personId" | "attempt" | "expandedRequired">;

/**
 * What a check needs: SSN, birth date, address and phone (docs/identity-verification.md). Returns the subject, or each
 * missing or invalid item as a field error (the 422 of initiate).
 */
export function checkIdentityData(
  employee: EmployeeRow,
): { ok: true; subject: SubjectData } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const required = (path: string) => errors.push({ path, code: "required", message: FIELD_ERROR_CODES.required });
  const ssn = employee.ssnEncrypted === null ? null : parseSsn(decrypt(employee.ssnEncrypted, ssnContext(employee.id)));
  if (ssn === null) required("/ssn");
  else if (!ssn.ok) errors.push({ path: "/ssn", code: ssn.code, message: ssn.message });
  const birthDate = employee.birthDate === null ? null : parseBirthDate(employee.birthDate, todayUtc());
  if (birthDate === null) required("/birthDate");
  else if (!birthDate.ok) errors.push({ path: "/birthDate", code: birthDate.code, message: birthDate.message });
  const address = validateAddress(employeeAddressFields(employee));
  if (!address.ok) errors.push(...address.errors.map((error) => ({ ...error, path: `/address${error.path}` })));
  if (employee.phoneNumber === null) required("/phoneNumber");
  if (errors.length > 0 || !ssn?.ok || !birthDate?.ok || !address.ok || employee.phoneNumber === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    subject: {
      firstName: employee.firstName,
      lastName: employee.lastName,
      ssn: ssn.value,
      birthDate: birthDate.value,
      address: address.value,
      phoneNumber: employee.phoneNumber,
    },
  };
}
