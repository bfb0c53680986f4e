/** The five address columns of an employee row, as stored (each may be null). */
export type EmployeeAddressColumns = {
  addressLine1: string | null;
  addressLine2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressPostalCode: string | null;
};

/** An address as the API and the requirements read it: every part may still be missing. */
export type Address = {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
};

/** The five values as an address object, even when none is on file (what validation reads). */
export const employeeAddressFields = (row: EmployeeAddressColumns): Address => ({
  line1: row.addressLine1,
  line2: row.addressLine2,
  city: row.addressCity,
  state: row.addressState,
  postalCode: row.addressPostalCode,
});

/** The employee's address, or null when no part of it is on file. */
export function employeeAddress(row: EmployeeAddressColumns): Address | null {
  const address = employeeAddressFields(row);
  return Object.values(address).every((value) => value === null) ? null : address;
}

/** The five columns for an address (all null for none); the inverse of employeeAddressFields. */
export const employeeAddressColumns = (address: Partial<Address> | null | undefined): EmployeeAddressColumns => ({
  addressLine1: address?.line1 ?? null,
  addressLine2: address?.line2 ?? null,
  addressCity: address?.city ?? null,
  addressState: address?.state ?? null,
  addressPostalCode: address?.postalCode ?? null,
});
