import type { EmployeeRow, NewEmployeeRow } from "@/db/schema";
import { encrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { employeeAddress, employeeAddressColumns } from "@/lib/domain/person/employee-address";
import { ssnLastFour } from "@/lib/domain/person/ssn";
import type { EmployeeDocument } from "@/lib/schemas/employee";

import { ssnFingerprint } from "./ssn-fingerprint";

export const ssnContext = sealingContexts.employeeSsn;

/** An SSN's columns: sealed to the row, its last four, and its fingerprint for the one-per-employer rule. */
export function ssnColumns(employee: { id: string; employerId: string }, ssn: string | null) {
  if (ssn === null) return { ssnEncrypted: null, ssnLastFour: null, ssnFingerprint: null };
  return {
    ssnEncrypted: encrypt(ssn, ssnContext(employee.id)),
    ssnLastFour: ssnLastFour(ssn),
    ssnFingerprint: ssnFingerprint(employee.employerId, ssn),
  };
}

/** The columns of a validated document's person and program fields: all but its external id and SSN. */
export function personColumns(doc: EmployeeDocument) {
  return {
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    phoneNumber: doc.phoneNumber ?? null,
    enrollInNewOnboarding: doc.enrollInNewOnboarding,
    isEmployed: doc.isEmployed ?? null,
    isEligible: doc.isEligible ?? null,
    birthDate: doc.birthDate ?? null,
    payrollScheduleId: doc.payrollScheduleId ?? null,
    ...employeeAddressColumns(doc.address),
  };
}

/** Columns for a validated document; `ssn` undefined leaves the stored SSN alone. */
export function documentColumns(
  employee: { id: string; employerId: string },
  doc: EmployeeDocument,
): Partial<NewEmployeeRow> {
  return {
    externalId: doc.externalId ?? null,
    ...personColumns(doc),
    ...(doc.ssn === undefined ? {} : ssnColumns(employee, doc.ssn)),
  };
}

/** A new employee's row from a validated document. */
export function newEmployeeColumns(id: string, employerId: string, doc: EmployeeDocument): NewEmployeeRow {
  return {
    id,
    employerId,
    ...documentColumns({ id, employerId }, doc),
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
  };
}

/** The writable view a JSON Patch applies to. The SSN is write-only and so is absent. */
export function toDocument(row: EmployeeRow): Record<string, unknown> {
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
    address: employeeAddress(row),
    payrollScheduleId: row.payrollScheduleId,
  };
}

const COLUMN_TO_FIELD: Partial<Record<keyof EmployeeRow, string>> = {
  addressLine1: "address",
  addressLine2: "address",
  addressCity: "address",
  addressState: "address",
  addressPostalCode: "address",
  ssnEncrypted: "ssn",
  ssnLastFour: "ssn",
  ssnFingerprint: "ssn",
};

/** The API's names of changed columns, for `employee.updated`'s `changedFields` (never values). */
export function publicFieldNames(columns: ReadonlyArray<keyof EmployeeRow>): string[] {
  return [...new Set(columns.map((column) => COLUMN_TO_FIELD[column] ?? column))].sort();
}
