import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { ACKNOWLEDGEMENT_COLUMNS, buildAcknowledgement, NO_COUNTS } from "./acknowledgement";

/** A problem's record leaves the six count columns empty; only the trailer fills them. */
const COUNTS_LEFT_EMPTY = ["", "", "", "", "", ""];

const read = (bytes: Buffer) => parse(bytes.toString("utf8"), { relax_column_count: false }) as string[][];

describe("acknowledgement file", () => {
  it("lists each problem, then a trailer with the counts, every record with the same columns", () => {
    const records = read(
      buildAcknowledgement({
        fileName: "ACME_Eligibility_20260105.csv",
        outcome: "processed",
        warnings: [
          {
            line: 1,
            column: "Favorite Color",
            code: "unknown_column",
            message: "Not a column of the eligibility file format; it was ignored.",
          },
        ],
        rejections: [
          {
            line: 4,
            employeeId: "E-3",
            column: "Birth Date",
            code: "date_invalid",
            message: "Not a calendar date in YYYY-MM-DD form.",
          },
        ],
        counts: { rows: 5, created: 2, updated: 1, unchanged: 0, rejected: 2, madeIneligible: 0 },
      }),
    );
    expect(records[0]).toEqual([...ACKNOWLEDGEMENT_COLUMNS]);
    expect(records[1]).toEqual([
      "WARNING",
      "1",
      "",
      "Favorite Color",
      "unknown_column",
      "Not a column of the eligibility file format; it was ignored.",
      ...COUNTS_LEFT_EMPTY,
    ]);
    expect(records[2]).toEqual([
      "REJECTED",
      "4",
      "E-3",
      "Birth Date",
      "date_invalid",
      "Not a calendar date in YYYY-MM-DD form.",
      ...COUNTS_LEFT_EMPTY,
    ]);
    expect(records.at(-1)).toEqual([
      "TRAILER",
      "",
      "",
      "",
      "processed",
      "ACME_Eligibility_20260105.csv",
      "5",
      "2",
      "1",
      "0",
      "2",
      "0",
    ]);
  });

  it("masks SSN-shaped Employee IDs and column names, and defuses spreadsheet formulas from the file", () => {
    const text = buildAcknowledgement({
      fileName: "x.csv",
      outcome: "processed",
      warnings: [{ line: 1, column: '=HYPERLINK("http://x")', code: "unknown_column", message: "ignored" }],
      rejections: [
        {
          line: 2,
          employeeId: "231-54-8765",
          column: "Email",
          code: "email_invalid",
          message: "Not a valid e-mail address.",
        },
      ],
      counts: NO_COUNTS,
    }).toString("utf8");
    expect(text).not.toMatch(/231-?54-?8765/);
    expect(text).toContain("'=HYPERLINK");
  });

  it("says why a file was not applied", () => {
    const records = read(
      buildAcknowledgement({
        fileName: "a.csv",
        outcome: "duplicate",
        fileError: { code: "duplicate_file", message: "Same bytes as b.csv." },
        warnings: [],
        rejections: [],
        counts: NO_COUNTS,
      }),
    );
    expect(records[1]!.slice(0, 6)).toEqual(["FILE_ERROR", "", "", "", "duplicate_file", "Same bytes as b.csv."]);
    expect(records[2]!.slice(0, 5)).toEqual(["TRAILER", "", "", "", "duplicate"]);
  });

  it("tells of the file as a whole in NOTICE records, before the rows", () => {
    const records = read(
      buildAcknowledgement({
        fileName: "ACME_Eligibility_20260105_FULL.csv",
        outcome: "held",
        notices: [{ code: "full_file_held", message: "Held for HR." }],
        warnings: [],
        rejections: [{ line: 3, employeeId: "E-2", column: "SSN", code: "ssn_invalid", message: "Not an SSN." }],
        counts: { ...NO_COUNTS, rows: 4, rejected: 1 },
      }),
    );
    expect(records.map((record) => record[0])).toEqual(["Record Type", "NOTICE", "REJECTED", "TRAILER"]);
    expect(records[1]!.slice(0, 6)).toEqual(["NOTICE", "", "", "", "full_file_held", "Held for HR."]);
    expect(records[3]).toEqual([
      "TRAILER",
      "",
      "",
      "",
      "held",
      "ACME_Eligibility_20260105_FULL.csv",
      "4",
      "0",
      "0",
      "0",
      "1",
      "0",
    ]);
  });
});
