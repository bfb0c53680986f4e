import { z } from "zod";

import { ELIGIBILITY_FILE_MODES } from "@/lib/domain/program/full-file";

import { listOf, nullableTimestamp, timestamp } from "./common";

export const IMPORT_STATUSES = ["pending", "running", "held", "completed", "failed", "discarded"] as const;
export const IMPORT_SOURCES = ["admin_upload", "sftp", "command_line"] as const;

/** GET and POST /api/admin/imports/…, PUT …/{importId}/file: one CSV import and its counts. */
export const employeeImportSchema = z.strictObject({
  id: z.string(),
  object: z.literal("employee_import"),
  fileName: z.string().nullable(),
  /** Where the file came from: uploaded on the imports page, received over SFTP, or run from the command line. */
  source: z.enum(IMPORT_SOURCES),
  /** changes: only the people in the file; full: the whole population (those left out become ineligible). */
  mode: z.enum(ELIGIBILITY_FILE_MODES),
  /** held: a full file past the employer's threshold, waiting for an HR admin until heldUntil. */
  status: z.enum(IMPORT_STATUSES),
  rowsRead: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows that matched an employee and changed nothing: no write, no event. */
  unchanged: z.number().int(),
  rejected: z.number().int(),
  madeIneligible: z.number().int(),
  /** A full file, once read: the eligible employees with an Employee ID, and how many of them it leaves out. */
  population: z.number().int().nullable(),
  missing: z.number().int().nullable(),
  heldUntil: nullableTimestamp,
  /** When an HR admin confirmed or discarded it (or it expired). */
  decidedAt: nullableTimestamp,
  failure: z.string().nullable(),
  createdAt: timestamp,
  finishedAt: nullableTimestamp,
});
export type EmployeeImport = z.output<typeof employeeImportSchema>;

/** GET /api/admin/imports: the 20 latest. */
export const employeeImportListSchema = listOf(employeeImportSchema);
