import { stringify } from "csv-stringify/sync";

import type { FileWarning } from "@/db/schema";
import { scrubSsnLike } from "@/lib/logger";

// The acknowledgement written to outbound/ for every file (docs/eligibility-files.md): one CSV
// with a header line, a record per problem, and a TRAILER record with the counts. Every record has
// the same twelve columns; each kind of record fills the ones that apply. A rejected value is never
// written, and anything taken from the file (an Employee ID, a column name) has SSN-shaped numbers
// masked, in case an employer uses SSNs as employee numbers.

export const ACKNOWLEDGEMENT_COLUMNS = [
  "Record Type",
  "Line",
  "Employee ID",
  "Column",
  "Code",
  "Reason",
  "Rows",
  "Created",
  "Updated",
  "Unchanged",
  "Rejected",
  "Made Ineligible",
] as const;

/** processed: applied; held: a full file waiting for HR; discarded: a held file HR discarded, or let expire. */
export type FileOutcome = "processed" | "held" | "duplicate" | "failed" | "discarded";
export type FileCounts = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  madeIneligible: number;
};
export type Rejection = { line: number; employeeId: string | null; column: string; code: string; message: string };

export const NO_COUNTS: FileCounts = { rows: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, madeIneligible: 0 };

type Acknowledgement = {
  fileName: string;
  outcome: FileOutcome;
  /** Why the whole file was not applied (failed, duplicate, discarded): a code and a sentence. */
  fileError?: { code: string; message: string };
  /** What else the sender should know about the file as a whole (read as a full file, held, confirmed). */
  notices?: Array<{ code: string; message: string }>;
  warnings: FileWarning[];
  rejections: Rejection[];
  counts: FileCounts;
};

const fromFile = (text: string | null) => (text === null ? "" : scrubSsnLike(text));

export function buildAcknowledgement({
  fileName,
  outcome,
  fileError,
  notices = [],
  warnings,
  rejections,
  counts,
}: Acknowledgement): Buffer {
  const empty = ["", "", "", "", "", ""];
  const records: string[][] = [
    [...ACKNOWLEDGEMENT_COLUMNS],
    ...(fileError ? [["FILE_ERROR", "", "", "", fileError.code, fileError.message, ...empty]] : []),
    ...notices.map((notice) => ["NOTICE", "", "", "", notice.code, notice.message, ...empty]),
    ...warnings.map((warning) => [
      "WARNING",
      warning.line === null ? "" : String(warning.line),
      "",
      fromFile(warning.column),
      warning.code,
      warning.message,
      ...empty,
    ]),
    ...rejections.map((row) => [
      "REJECTED",
      String(row.line),
      fromFile(row.employeeId),
      row.column,
      row.code,
      row.message,
      ...empty,
    ]),
    [
      "TRAILER",
      "",
      "",
      "",
      outcome,
      fromFile(fileName),
      ...[counts.rows, counts.created, counts.updated, counts.unchanged, counts.rejected, counts.madeIneligible].map(
        String,
      ),
    ],
  ];
  // escape_formulas: a cell from the file starting with = + - @ is not run by a spreadsheet.
  return Buffer.from(stringify(records, { escape_formulas: true, record_delimiter: "\r\n" }), "utf8");
}
