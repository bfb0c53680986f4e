import type { Readable } from "node:stream";

import { parse } from "csv-parse";

import { AppError } from "@/lib/errors/app-error";

import { mapHeader } from "./import-columns";
import { REPEATED_ID, type Refusal } from "./admit-import-rows";
import { IMPORT_COLUMNS, parseImportRow, REQUIRED_COLUMNS, type ImportColumn, type ImportInput } from "./import-row";

/** How the file is read as CSV; the SFTP door reads it again the same way to name rejected rows' Employee IDs. */
export const CSV_OPTIONS = {
  bom: true,
  trim: true,
  skip_empty_lines: true,
  relax_column_count: true,
  max_record_size: 64 * 1024,
} as const;

export type ImportRow = { line: number; input: ImportInput };
export type RowProblem = { line: number; externalId: string | null; column: string; code: string; message: string };

/** Consecutive rows of the file: the valid ones, the problems of the rejected ones, and the file's counts as of its last row. */
export type ReadChunk = {
  rows: ImportRow[];
  errors: RowProblem[];
  /** The Employee IDs of rejected rows that had one: a full file names these people too. */
  rejectedIds: Array<{ line: number; externalId: string }>;
  rowsRead: number;
  rejected: number;
};

const COLUMNS = Object.keys(IMPORT_COLUMNS) as ImportColumn[];
const YIELD_EVERY_ROWS = 100;

/**
 * Streams an eligibility CSV in chunks of about `chunkRows` rows, each row checked with the API's
 * own rules (and the employer's payroll schedules); every problem of a rejected row is reported
 * at once, so one round of fixes is enough. A header without the required columns throws
 * `invalid_request`. Holds one chunk: a repeated Employee ID is rejected within the chunk here,
 * and what needs the file's earlier chunks or the employer's employees (an Employee ID or SSN
 * seen before, another employee's SSN) by `admit` (admit-import-rows.ts: the database's record of
 * what the import has accepted), so memory does not grow with the file.
 */
export async function* readImportFile({
  source,
  schedules,
  chunkRows,
  admit,
}: {
  source: Readable;
  schedules: ReadonlyMap<number, boolean>;
  chunkRows: number;
  /** Records what a chunk's valid rows bring; answers those refused, by line, and why. */
  admit: (rows: ImportRow[]) => Promise<Map<number, Refusal>>;
}): AsyncGenerator<ReadChunk> {
  const parser = source.pipe(parse({ ...CSV_OPTIONS, info: true }));
  let positions: Array<[ImportColumn, number]> | undefined;
  let seen = new Set<string>();
  let chunk: ReadChunk = { rows: [], errors: [], rejectedIds: [], rowsRead: 0, rejected: 0 };
  let rowsRead = 0;
  let rejected = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!positions) {
        positions = headerPositions(record);
        continue;
      }
      rowsRead += 1;
      // Validation is most of the import's CPU: letting the event loop in every few rows lets the
      // chunk being written meanwhile go on to its next statement, so the database is not left
      // waiting while a whole chunk is validated.
      if (rowsRead % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
      const values: Record<string, string | undefined> = {};
      for (const [column, index] of positions) values[column] = record[index];
      const result = parseImportRow(values);
      const problems = rowProblems(
        result.ok ? [] : result.errors,
        scheduleProblems(values["Payroll Schedule"], schedules),
      );
      if (result.ok && seen.has(result.input.externalId)) problems.push({ ...REPEATED_ID });
      if (!result.ok || problems.length > 0) {
        rejected += 1;
        const externalId = values["Employee ID"]?.trim();
        chunk.errors.push(
          ...problems.map((problem) => ({
            line: info.lines,
            externalId: (problem.column === "Employee ID" ? null : externalId) || null,
            ...problem,
          })),
        );
        if (externalId) chunk.rejectedIds.push({ line: info.lines, externalId });
      } else {
        seen.add(result.input.externalId);
        chunk.rows.push({ line: info.lines, input: result.input });
      }
      if (chunk.rows.length >= chunkRows || chunk.errors.length >= chunkRows) {
        rejected += await rejectRefused(chunk, admit);
        yield { ...chunk, rowsRead, rejected };
        chunk = { rows: [], errors: [], rejectedIds: [], rowsRead: 0, rejected: 0 };
        seen = new Set();
      }
    }
  } finally {
    // A consumer that stops early (or a header that failed) leaves no parser reading the source.
    parser.destroy();
    source.resume();
  }
  if (!positions) throw missingColumns(REQUIRED_COLUMNS);
  rejected += await rejectRefused(chunk, admit);
  yield { ...chunk, rowsRead, rejected };
}

/**
 * Moves the chunk's rows `admit` refuses to its rejected rows, in line order; returns how many.
 * (A repeat within the chunk was rejected as it was read.)
 */
async function rejectRefused(
  chunk: ReadChunk,
  admit: (rows: ImportRow[]) => Promise<Map<number, Refusal>>,
): Promise<number> {
  if (chunk.rows.length === 0) return 0;
  const refused = await admit(chunk.rows);
  if (refused.size === 0) return 0;
  const rejected = chunk.rows.filter((row) => refused.has(row.line));
  chunk.rows = chunk.rows.filter((row) => !refused.has(row.line));
  for (const row of rejected) {
    const refusal = refused.get(row.line)!;
    // A repeated Employee ID names nobody more than its first row does.
    const externalId = refusal === REPEATED_ID ? null : row.input.externalId;
    chunk.errors.push({ line: row.line, externalId, ...refusal });
    chunk.rejectedIds.push({ line: row.line, externalId: row.input.externalId });
  }
  chunk.errors.sort((a, b) => a.line - b.line);
  chunk.rejectedIds.sort((a, b) => a.line - b.line);
  return rejected.length;
}

type Problem = { column: string; code: string; message: string };

/** A row's problems, each column and code once (the schema and the schedule check may both see one). */
function rowProblems(fromSchema: Problem[], fromSchedule: Problem[]): Problem[] {
  if (fromSchedule.length === 0) return fromSchema.length === 0 ? [] : fromSchema.filter(firstOfItsKind);
  return [...fromSchema, ...fromSchedule].filter(firstOfItsKind);
}

const firstOfItsKind = (problem: Problem, index: number, all: Problem[]) =>
  all.findIndex((other) => other.column === problem.column && other.code === problem.code) === index;

/** Where each of our columns is in the file's rows; throws when a required one is missing. */
function headerPositions(header: string[]): Array<[ImportColumn, number]> {
  const { columns } = mapHeader(header);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw missingColumns(missing);
  return COLUMNS.flatMap((column) =>
    columns.includes(column) ? [[column, columns.indexOf(column)] as [ImportColumn, number]] : [],
  );
}

const missingColumns = (missing: readonly string[]) =>
  new AppError("invalid_request", `The file's first line must name the columns; missing: ${missing.join(", ")}.`);

const NONE: Problem[] = [];

function scheduleProblems(raw: string | undefined, schedules: ReadonlyMap<number, boolean>): Problem[] {
  const value = raw?.trim();
  if (!value || !/^\d{1,9}$/.test(value)) return NONE;
  const active = schedules.get(Number(value));
  if (active === undefined)
    return [
      { column: "Payroll Schedule", code: "payroll_schedule_not_found", message: "No payroll schedule with this id." },
    ];
  return active
    ? NONE
    : [{ column: "Payroll Schedule", code: "payroll_schedule_inactive", message: "The payroll schedule is inactive." }];
}
