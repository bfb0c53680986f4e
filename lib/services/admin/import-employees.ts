import type { Readable } from "node:stream";

import { parse } from "csv-parse";
import { and, eq, inArray, sql } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import type { Db } from "@/db/client";
import { employeeImportErrors, employeeImports, employees, employers, payrollSchedules } from "@/db/schema";
import { todayUtc } from "@/lib/domain/dates";
import { evaluateRequirements, type RequirementsSnapshot } from "@/lib/domain/requirements";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import { recordEventsBulk } from "@/lib/webhooks/record-event";

import { loadAgreementStates } from "../agreements/load-agreement-states";
import { actorId, type EmployerContext } from "../context";
import { documentColumns } from "../employees/employee-columns";

import { mapHeader } from "./import-columns";
import { parseImportRow, REQUIRED_COLUMNS, type RowResult } from "./import-row";

const BATCH = 500;
// After a bulk load the planner's statistics are stale and the new pages are not yet marked
// all-visible, which index-only scans (the HR table's deep pages) need; autovacuum gets there
// eventually, an import of this size does it at once.
const VACUUM_AFTER_ROWS = 10_000;
// Every column a new employee gets from the file and the projection; the rest keep their defaults.
const INSERTED_COLUMNS = [
  "id",
  "employerId",
  "externalId",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "enrollInNewOnboarding",
  "isEmployed",
  "isEligible",
  "birthDate",
  "payrollScheduleId",
  "addressLine1",
  "addressLine2",
  "addressCity",
  "addressState",
  "addressPostalCode",
  "ssnEncrypted",
  "ssnLastFour",
  "requirementsComplete",
  "requirementsFulfilled",
  "requirementsUnmet",
  "requirementsEvaluatedAt",
] as const;
/** How the file is read as CSV; the SFTP door reads it again the same way to name rejected rows' Employee IDs. */
export const CSV_OPTIONS = { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 } as const;
type Valid = Extract<RowResult, { ok: true }>["input"];
type Counts = { rowsRead: number; created: number; updated: number; rejected: number };

/** An import waiting for its file, recorded with who started it. */
export async function createImport({ ctx, fileName }: { ctx: EmployerContext; fileName: string | null }) {
  const [row] = await ctx.db
    .insert(employeeImports)
    .values({ id: createId("imp"), employerId: ctx.employerId, fileName, createdBy: actorId(ctx.actor) })
    .returning();
  return row!;
}

/**
 * Streams an eligibility CSV: each row is validated with the API's own rules; valid rows are
 * upserted by Employee ID in batches of 500 (one transaction each), rejected rows are recorded with
 * the column and the reason (never the value). Progress is written after every batch.
 */
export async function runImport({ ctx, importId, source }: { ctx: EmployerContext; importId: string; source: Readable }): Promise<Counts> {
  const { db, employerId } = ctx;
  const counts: Counts = { rowsRead: 0, created: 0, updated: 0, rejected: 0 };
  const schedules = new Map(
    (await db.select().from(payrollSchedules).where(eq(payrollSchedules.employerId, employerId))).map((s) => [s.id, s.active]),
  );
  const context = await loadProjectionContext(db, employerId, schedules);
  // A missing column is noted here and raised from the loop: an exception thrown inside the
  // parser's callback would also escape as an unhandled stream error.
  let missingColumns: string[] | undefined;
  const withMissing = (columns: string[]) => ((missingColumns = missingFrom(columns)), columns);
  const parser = source.pipe(parse({ ...CSV_OPTIONS, columns: (header: string[]) => withMissing(mapHeader(header).columns), info: true }));
  let batch: Array<{ line: number; input: Valid }> = [];
  let errors: Array<{ line: number; column: string; code: string; message: string }> = [];
  const seen = new Set<string>();
  // One batch is written while the next is parsed and validated; at most one is in flight, so
  // batches commit in file order. (The handler on `writing` only keeps a failure from being
  // reported as unhandled before it is awaited; the await below still throws it.)
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const job = { batch, errors, rowsRead: counts.rowsRead, rejected: counts.rejected };
    batch = [];
    errors = [];
    await writing;
    writing = writeBatch(db, { employerId, importId, job, counts, context });
    writing.catch(() => {});
  };
  await db.update(employeeImports).set({ status: "running" }).where(eq(employeeImports.id, importId));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (missingColumns?.length) break;
      counts.rowsRead += 1;
      const result = parseImportRow(record);
      // Every problem of a row is reported at once, so one round of fixes is enough.
      const problems = [...(result.ok ? [] : result.errors), ...scheduleProblems(record["Payroll Schedule"], schedules)].filter(
        (problem, index, all) => all.findIndex((other) => other.column === problem.column && other.code === problem.code) === index,
      );
      if (result.ok && seen.has(result.input.externalId)) problems.push({ column: "Employee ID", code: "duplicate_in_file", message: "This Employee ID appears earlier in the file." });
      if (!result.ok || problems.length > 0) {
        counts.rejected += 1;
        errors.push(...problems.map((problem) => ({ line: info.lines, ...problem })));
      } else {
        seen.add(result.input.externalId);
        batch.push({ line: info.lines, input: result.input });
      }
      if (batch.length >= BATCH || errors.length >= BATCH) await flush();
    }
    if (missingColumns === undefined || missingColumns.length > 0) {
      parser.destroy();
      source.resume();
      const missing = missingColumns ?? REQUIRED_COLUMNS;
      throw new AppError("invalid_request", `The file's first line must name the columns; missing: ${missing.join(", ")}.`);
    }
    await flush();
    await writing;
    await db.update(employeeImports).set({ status: "completed", finishedAt: new Date() }).where(eq(employeeImports.id, importId));
    if (counts.created + counts.updated >= VACUUM_AFTER_ROWS) await vacuumEmployees(db);
  } catch (error) {
    // Nothing may still be writing when the import is marked failed.
    await writing.catch(() => {});
    const failure = error instanceof AppError ? (error.detail ?? error.code) : "The file could not be read as CSV.";
    await db.update(employeeImports).set({ status: "failed", failure, finishedAt: new Date(), ...counts }).where(eq(employeeImports.id, importId));
    if (!(error instanceof AppError) && !(error instanceof Error && "code" in error && String(error.code).startsWith("CSV_"))) throw error;
  }
  return counts;
}

async function vacuumEmployees(db: Db): Promise<void> {
  try {
    await db.execute(sql`vacuum (analyze) ${employees}`);
  } catch (error) {
    // The import itself is done; a busy or restricted database only delays the statistics.
    logger.warn({ err: error }, "vacuum after the eligibility import failed");
  }
}

function missingFrom(header: string[]): string[] {
  return REQUIRED_COLUMNS.filter((column) => !header.includes(column));
}

function scheduleProblems(raw: string | undefined, schedules: Map<number, boolean>): Array<{ column: string; code: string; message: string }> {
  const value = raw?.trim();
  if (!value || !/^\d{1,9}$/.test(value)) return [];
  const active = schedules.get(Number(value));
  if (active === undefined) return [{ column: "Payroll Schedule", code: "payroll_schedule_not_found", message: "No payroll schedule with this id." }];
  return active ? [] : [{ column: "Payroll Schedule", code: "payroll_schedule_inactive", message: "The payroll schedule is inactive." }];
}

async function writeBatch(
  db: Db,
  {
    employerId,
    importId,
    job: { batch, errors, rowsRead, rejected },
    counts,
    context,
  }: {
    employerId: string;
    importId: string;
    /** The rows of this batch, and the file's counts as of its last row. */
    job: { batch: Array<{ line: number; input: Valid }>; errors: Array<{ line: number; column: string; code: string; message: string }>; rowsRead: number; rejected: number };
    counts: Counts;
    context: ProjectionContext;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (errors.length > 0) await tx.insert(employeeImportErrors).values(errors.map((error) => ({ importId, ...error })));
    if (batch.length > 0) {
      const existing = await tx
        .select({ id: employees.id, externalId: employees.externalId })
        .from(employees)
        .where(and(eq(employees.employerId, employerId), inArray(employees.externalId, batch.map((row) => row.input.externalId))));
      const idFor = new Map(existing.map((row) => [row.externalId, row.id]));
      const fresh = batch.filter((row) => !idFor.has(row.input.externalId));
      const known = batch.filter((row) => idFor.has(row.input.externalId));
      const inserted = fresh.map(({ input }) => {
        const id = createId("empl");
        return { id, employerId, ...documentColumns(id, input), firstName: input.firstName, lastName: input.lastName, email: input.email, ...projectNew(input, context) };
      });
      await bulkInsert(tx, employees, INSERTED_COLUMNS, inserted);
      for (const { input } of known) {
        const id = idFor.get(input.externalId)!;
        const columns = documentColumns(id, input);
        // Columns absent from the file leave what is stored alone. A null evaluation time hands the
        // projection to the worker, which knows the employee's agreements, payments and checks.
        const provided = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== null && v !== undefined));
        await tx.update(employees).set({ ...provided, updatedAt: new Date(), requirementsEvaluatedAt: null }).where(eq(employees.id, id));
      }
      await recordEventsBulk(tx, employerId, [
        ...inserted.map((row) => ({ type: "employee.created", employeeId: row.id, data: { employeeId: row.id, source: "eligibility_file" } })),
        ...known.map(({ input }) => ({ type: "employee.updated", employeeId: idFor.get(input.externalId)!, data: { employeeId: idFor.get(input.externalId)!, source: "eligibility_file" } })),
      ]);
      counts.created += inserted.length;
      counts.updated += known.length;
    }
    // Progress as of this batch's last row (the parser may already be further on).
    await tx.update(employeeImports).set({ rowsRead, rejected, created: counts.created, updated: counts.updated }).where(eq(employeeImports.id, importId));
  });
}

type ProjectionContext = {
  employer: RequirementsSnapshot["employer"];
  agreements: RequirementsSnapshot["agreements"];
  schedules: Map<number, boolean>;
};

async function loadProjectionContext(db: Db, employerId: string, schedules: Map<number, boolean>): Promise<ProjectionContext> {
  const [employer] = await db.select().from(employers).where(eq(employers.id, employerId));
  // A new employee has accepted nothing: the agreements in scope are enough to judge requirement 9.
  const states = await loadAgreementStates(db, { employerId, employeeId: "" });
  return {
    employer: { payrollDeductionRepayment: employer?.payrollDeductionRepayment ?? false, paymentMethodRepayment: employer?.paymentMethodRepayment ?? false },
    agreements: states.map((state) => ({ id: state.agreement.id, required: state.agreement.required, latestTag: state.latest.tag, acceptedLatest: false, acceptedAny: false })),
    schedules,
  };
}

/** The requirements projection of a brand-new employee, computed here instead of 100,000 round trips. */
function projectNew(input: Valid, context: ProjectionContext) {
  const snapshot: RequirementsSnapshot = {
    today: todayUtc(),
    employee: {
      isEmployed: input.isEmployed ?? null,
      isEligible: input.isEligible ?? null,
      enrollInNewOnboarding: input.enrollInNewOnboarding,
      birthDate: input.birthDate ?? null,
      ssn: input.ssn ?? null,
      address: input.address ? { ...input.address, line2: input.address.line2 ?? null } : null,
      phoneNumber: input.phoneNumber ?? null,
      payrollScheduleId: input.payrollScheduleId ?? null,
      verificationStatus: "NOT_STARTED",
    },
    employer: context.employer,
    payrollSchedule: input.payrollScheduleId == null || !context.schedules.has(input.payrollScheduleId) ? null : { id: input.payrollScheduleId, active: context.schedules.get(input.payrollScheduleId)! },
    agreements: context.agreements,
    paymentMethods: [],
    latestAtr: null,
  };
  const result = evaluateRequirements(snapshot);
  return {
    requirementsComplete: result.complete,
    requirementsFulfilled: result.requirements.filter((r) => r.fulfilled).length,
    requirementsUnmet: result.requirements.filter((r) => !r.fulfilled).map((r) => r.key),
    requirementsEvaluatedAt: new Date(),
  };
}
