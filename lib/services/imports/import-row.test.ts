import { describe, expect, it, vi } from "vitest";

import { createEmployeeSchema } from "@/lib/schemas/employee";

import { IMPORT_COLUMNS, parseImportRow, type ImportColumn } from "./import-row";

// parseImportRow decides a valid row with the domain rules directly and leaves zod for rows with a
// problem. Both paths must give the same answer for every row: the same input when valid, the same
// problems when not. Rows here vary one column at a time over each rule's edges.

const VALID: Record<ImportColumn, string> = {
  "Employee ID": "E-100",
  "First Name": "Ada",
  "Last Name": "Lovelace",
  Email: "Ada@Example.com",
  Employed: "yes",
  Eligible: "Active",
  "Payroll Schedule": "7",
  "Birth Date": "1990-04-23",
  "Address 1": "1 Main St",
  "Address 2": "Apt 3",
  City: "Austin",
  State: "TX",
  "ZIP Code": "73301-1234",
  SSN: "231-54-8765",
  Phone: "+14155552671",
};

const VARIANTS: Partial<Record<ImportColumn, string[]>> = {
  "Employee ID": ["", " ", "E 1", "é1", "x".repeat(64), "x".repeat(65), "=1+2", "123-45-6789"],
  "First Name": ["", "A", "a".repeat(100), "a".repeat(101), "a".repeat(99) + "😀", "😀".repeat(51), "x\u0001", " Zoë "],
  "Last Name": ["", "O'Brien-Smith", "b".repeat(101), "\u0007"],
  Email: [
    "",
    "a@b.co",
    "A@B.CO",
    "not-an-email",
    "a@b",
    "a..b@c.com",
    "x@y.z",
    `${"a".repeat(243)}@example.com`,
    `${"a".repeat(244)}@example.com`,
    "é@example.com",
  ],
  Employed: ["", "no", "TRUE", "0", "Terminated", "maybe"],
  Eligible: ["", "Ineligible", "n", "2"],
  "Payroll Schedule": ["", "0", "1", "999999999", "1234567890", "abc", "-1", "1.5"],
  "Birth Date": ["", "1899-12-31", "1900-01-01", "1990-02-30", "2000-02-29", "1990-4-23", "2999-01-01", "yesterday"],
  "Address 1": ["", "PO Box 7", "P.O. Box 7", "x".repeat(200), "1 Main St\u0001"],
  "Address 2": ["", "Box 12", "Suite 5"],
  City: ["", "San Francisco", "c".repeat(200)],
  State: ["", "tx", "XX", "Texas"],
  "ZIP Code": ["", "7330", "73301", "733011234", "ABCDE"],
  SSN: [
    "",
    "231548765",
    "912-34-5678",
    "000-12-3456",
    "666-12-3456",
    "123-00-4567",
    "123-45-0000",
    "123-45-678",
    "12-345-6789",
  ],
  Phone: ["", "+12025550123", "4155552671", "+1415555267", "+12425550123", "+442079460958", "+1 415 555 2671"],
};

function rows(): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [
    VALID,
    { ...VALID, "Address 1": "", "Address 2": "", City: "", State: "", "ZIP Code": "" },
  ];
  for (const [column, values] of Object.entries(VARIANTS) as Array<[ImportColumn, string[]]>)
    for (const value of values) out.push({ ...VALID, [column]: value });
  // Columns left out of the file altogether (undefined), one at a time.
  for (const column of Object.keys(IMPORT_COLUMNS) as ImportColumn[])
    out.push(Object.fromEntries(Object.entries(VALID).filter(([name]) => name !== column)));
  return out;
}

describe("parseImportRow", () => {
  it.each(rows().map((row, index) => [index, row] as const))(
    "row %i: the domain rules decide as the API's schema does",
    (_, row) => {
      expect(parseImportRow(row)).toStrictEqual(parseImportRow(row, { rulesFirst: false }));
    },
  );

  it("accepts a valid row without running the schema", () => {
    const spy = vi.spyOn(createEmployeeSchema, "safeParse");
    try {
      const result = parseImportRow(VALID);
      expect(result).toMatchObject({
        ok: true,
        input: {
          externalId: "E-100",
          email: "ada@example.com",
          ssn: "231548765",
          isEligible: true,
          payrollScheduleId: 7,
        },
      });
      expect(spy).not.toHaveBeenCalled();
      parseImportRow({ ...VALID, SSN: "912-34-5678" });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
