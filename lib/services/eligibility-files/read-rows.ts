import type { Readable } from "node:stream";

import { parse } from "csv-parse";

import { CSV_OPTIONS } from "../imports/read-import-file";
import { mapHeader, type HeaderProblem } from "../imports/import-columns";
import { REQUIRED_COLUMNS } from "../imports/import-row";

/**
 * The file's header problems (columns that will be ignored). Reported only when the header names
 * every required column: a file without a header line would otherwise echo its first row — names,
 * SSNs — back as "unknown columns".
 */
export async function readHeaderProblems(source: Readable): Promise<HeaderProblem[]> {
  const parser = source.pipe(parse({ ...CSV_OPTIONS, to_line: 1 }));
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const { columns, ignored } = mapHeader(record);
      return REQUIRED_COLUMNS.every((column) => columns.includes(column)) ? ignored : [];
    }
    return [];
  } catch {
    // Not readable as CSV: the import itself says so.
    return [];
  } finally {
    source.destroy();
  }
}

/** The Employee ID on each of `lines` (the line numbers the import reported), read as the import read them. */
export async function readEmployeeIds(source: Readable, lines: ReadonlySet<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (lines.size === 0) return found;
  const parser = source.pipe(
    parse({ ...CSV_OPTIONS, columns: (header: string[]) => mapHeader(header).columns, info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number };
    }>) {
      const id = record["Employee ID"]?.trim();
      if (lines.has(info.lines) && id) found.set(info.lines, id.slice(0, 100));
    }
  } catch {
    // What could be read is enough: the rest of the report stands without the ids.
  } finally {
    source.destroy();
  }
  return found;
}
