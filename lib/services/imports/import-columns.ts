import { IMPORT_COLUMNS, type ImportColumn } from "./import-row";

// The header line at the import's edge: each column name is matched without regard to case,
// spaces or punctuation, and the names the program's eligibility files use (and common ones of
// payroll systems) are read as ours. "Date of Birth", "DOB" and "birth_date" all mean Birth Date.

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

const ALIASES: Record<ImportColumn, string[]> = {
  "Employee ID": ["Employee Number", "Emp ID", "Employee No"],
  "First Name": ["Given Name"],
  "Last Name": ["Surname", "Family Name"],
  Email: ["Email Address", "Work Email", "E-mail"],
  Employed: ["Is Employed", "Employment Status", "Employee Status"],
  Eligible: ["Is Eligible", "Eligibility", "Eligibility Status"],
  "Payroll Schedule": ["Payroll Schedule ID", "Pay Schedule", "Pay Schedule ID"],
  "Birth Date": ["Date of Birth", "DOB"],
  "Address 1": ["Address Line 1", "Street Address"],
  "Address 2": ["Address Line 2"],
  City: [],
  State: [],
  "ZIP Code": ["ZIP", "Postal Code"],
  SSN: ["Social Security Number"],
  Phone: ["Phone Number", "Mobile Phone", "Mobile"],
};

const CANONICAL = new Map<string, ImportColumn>(
  (Object.keys(IMPORT_COLUMNS) as ImportColumn[]).flatMap((column) =>
    [column, ...ALIASES[column]].map((name) => [normalize(name), column] as const),
  ),
);

export type HeaderProblem = { column: string; code: "unknown_column" | "duplicate_column"; message: string };

/**
 * The file's header with every known name replaced by ours, and the columns that will be ignored:
 * unknown ones, and a second column meaning one already present (the first one wins).
 */
export function mapHeader(header: string[]): { columns: string[]; ignored: HeaderProblem[] } {
  const used = new Set<ImportColumn>();
  const ignored: HeaderProblem[] = [];
  const columns = header.map((name) => {
    const canonical = CANONICAL.get(normalize(name));
    if (canonical && !used.has(canonical)) {
      used.add(canonical);
      return canonical;
    }
    ignored.push(
      canonical
        ? {
            column: name,
            code: "duplicate_column",
            message: `Another column already gives ${canonical}; this one was ignored.`,
          }
        : {
            column: name,
            code: "unknown_column",
            message: "Not a column of the eligibility file format; it was ignored.",
          },
    );
    // Kept under its own name (never one of ours), so the row parser does not read it.
    return canonical ? `${name} (ignored)` : name;
  });
  return { columns, ignored };
}
