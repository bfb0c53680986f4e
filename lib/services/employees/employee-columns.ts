import type { EmployeeRow, NewEmployeeRow } from "@/db/schema";
import { encrypt } from "@/lib/crypto/encryption";
import { ssnLastFour } from "@/lib/domain/ssn";
import type { Address, EmployeeDocument } from "@/lib/schemas/employee";

export const ssnContext = (employeeId: string) => `employees.ssn:${employeeId}`;

export function addressColumns(address: Address | null | undefined) {
  return {
    addressLine1: address?.line1 ?? null,
    addressLine2: address?.line2 ?? null,
    addressCity: address?.city ?? null,
    addressState: address?.state ?? null,
    addressPostalCode: address?.postalCode ?? null,
  };
}

export function ssnColumns(employeeId: string, ssn: string | null) {
  if (ssn === null) return { ssnEncrypted: null, ssnLastFour: null };
  return { ssnEncrypted: encrypt(ssn, ssnContext(employeeId)), ssnLastFour: ssnLastFour(ssn) };
}

/** Columns for a validated document; `ssn` undefined leaves the stored SSN alone. */
export function documentColumns(employeeId: string, doc: EmployeeDocument): Partial<NewEmployeeRow> {
  return {
    externalId: doc.externalId ?? null,
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    phoneNumber: doc.phoneNumber ?? null,
    enrollInNewOnboarding: doc.enrollInNewOnboarding,
    isEmployed: doc.isEmployed ?? null,
    isEligible: doc.isEligible ?? null,
    birthDate: doc.birthDate ?? null,
    payrollScheduleId: doc.payrollScheduleId ?? null,
    ...addressColumns(doc.address),
    ...(doc.ssn === undefined ? {} : ssnColumns(employeeId, doc.ssn)),
  };
}

/** The writable view a JSON Patch applies to. The SSN is write-only and so is absent. */
export function toDocument(row: EmployeeRow): Record<string, unknown> {
  const hasAddress = [row.addressLine1, row.addressLine2, row.addressCity, row.addressState, row.addressPostalCode].some(
    (value) => value !== null,
  );
  return {
    externalId: row.externalId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    enrollInNewOnboarding: row.enrollInNewOnboarding,
    isEmployed: row.isEmployed,
    isEligible: row.isEligible,
    birthDate: row.birthDate,
    address: hasAddress
      ? {
          line1: row.addressLine1,
          line2: row.addressLine2,
          city: row.addressCity,
          state: row.addressState,
          postalCode: row.addressPostalCode,
        }
      : null,
    payrollScheduleId: row.payrollScheduleId,
  };
}
