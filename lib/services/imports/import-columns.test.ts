import { describe, expect, it } from "vitest";

import { mapHeader } from "./import-columns";

describe("the import's header line", () => {
  it("reads the program's names and ours, whatever the case and spacing", () => {
    const { columns, ignored } = mapHeader([
      "employee number",
      "First Name",
      "LAST NAME",
      "Email Address",
      "Employment Status",
      "Eligibility Status",
      "Pay Schedule ID",
      "Date of Birth",
      "Address Line 1",
      "Address 2",
      "City",
      "State",
      "Zip",
      "Social Security Number",
    ]);
    expect(columns).toEqual([
      "Employee ID",
      "First Name",
      "Last Name",
      "Email",
      "Employed",
      "Eligible",
      "Payroll Schedule",
      "Birth Date",
      "Address 1",
      "Address 2",
      "City",
      "State",
      "ZIP Code",
      "SSN",
    ]);
    expect(ignored).toEqual([]);
  });

  it("reports unknown and repeated columns, and keeps them out of the row parser's way", () => {
    const { columns, ignored } = mapHeader(["Employee ID", "Favorite Color", "DOB", "Birth Date"]);
    expect(columns).toEqual(["Employee ID", "Favorite Color", "Birth Date", "Birth Date (ignored)"]);
    expect(ignored.map(({ column, code }) => [column, code])).toEqual([
      ["Favorite Color", "unknown_column"],
      ["Birth Date", "duplicate_column"],
    ]);
  });
});
