/**
 * The eligibility file's columns as the importer reads them (lib/services/imports/import-row.ts),
 * with the key of each one's explanation. Kept here so the page does not pull the server's
 * validation code (and its phone metadata) into the browser.
 */
export const IMPORT_COLUMNS = [
  { header: "Employee ID", key: "employeeId", required: true },
  { header: "First Name", key: "firstName", required: true },
  { header: "Last Name", key: "lastName", required: true },
  { header: "Email", key: "email", required: true },
  { header: "Employed", key: "employed", required: false },
  { header: "Eligible", key: "eligible", required: false },
  { header: "Payroll Schedule", key: "payrollSchedule", required: false },
  { header: "Birth Date", key: "birthDate", required: false },
  { header: "Address 1", key: "address1", required: false },
  { header: "Address 2", key: "address2", required: false },
  { header: "City", key: "city", required: false },
  { header: "State", key: "state", required: false },
  { header: "ZIP Code", key: "zipCode", required: false },
  { header: "SSN", key: "ssn", required: false },
  { header: "Phone", key: "phone", required: false },
] as const;

export const EXAMPLE_ROW =
  "E1001,Ana,García,ana.garcia@example.com,yes,yes,{schedule},1990-04-23,100 Main St,Apt 2,Springfield,IL,62701,,+12175550123";

// The upload route refuses more than this; saying so before the upload saves a long wait.
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

export type FileProblem = "required" | "not_csv" | "empty" | "too_large";

/** Windows reports .csv files as application/vnd.ms-excel, so the name decides as much as the type. */
export function fileProblem(file: File | undefined): FileProblem | undefined {
  if (!file) return "required";
  if (!file.name.toLowerCase().endsWith(".csv") && file.type !== "text/csv") return "not_csv";
  if (file.size === 0) return "empty";
  if (file.size > MAX_FILE_BYTES) return "too_large";
  return undefined;
}
