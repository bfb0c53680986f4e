import { eq, sql } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import { bulkUpdate } from "@/db/bulk-update";
import type { Queryable } from "@/db/client";
import { employeeImportErrors, employeeImports, employees, type EmployeeRow, type NewEmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { decrypt } from "@/lib/crypto/encryption";
import { needsIdentityRecheck } from "@/lib/domain/identity/identity-recheck";
import { verificationStatusOf } from "@/lib/domain/identity/verification-status";
import { createId } from "@/lib/ids";
import { FIRST_EVENT_SEQUENCE } from "@/lib/events/event-sequence";
import { recordEventsBulk } from "@/lib/events/record-event";

import type { QueryContext, ServiceContext } from "../context";
import { newEmployeeColumns, personColumns, publicFieldNames, ssnColumns, ssnContext } from "../employee-columns";
import { rethrowImportSsnRace } from "../employees/ssn-taken";
import { restartIdentityCheck } from "../identity/restart-identity-check";
import { lockEmployeesWithContext } from "../onboarding/load-requirements-snapshot";
import { PROJECTION_COLUMNS } from "../onboarding/refresh-requirements-projection";
import { withdrawSignInLinksOf } from "../sign-in-links/sign-in-links";

import { projectChanged, projectNew, type ProjectionContext } from "./import-projection";
import type { ImportInput } from "./import-row";
import type { ImportRow, RowProblem } from "./read-import-file";

/** What an import has done so far (written to its record after every chunk). */
export type ImportProgress = {
  rowsRead: number;
  rejected: number;
  created: number;
  updated: number;
  unchanged: number;
};
export type Applied = { created: number; updated: number; unchanged: number };

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
  "ssnFingerprint",
  ...PROJECTION_COLUMNS,
] as const;

// What a file may change on an existing employee, and the projection and time that go with it.
const UPDATED_COLUMNS = [
  ...INSERTED_COLUMNS.filter((column) => column !== "id" && column !== "employerId" && column !== "externalId"),
  "updatedAt",
] as const;

// A new employee is inserted with the sequence number of its one event, `employee.created`.
const CREATED_COLUMNS = [...INSERTED_COLUMNS, "eventSequence"] as const;

// What the first look at matched employees reads: enough to tell a changed row from an unchanged one.
const compared = {
  id: employees.id,
  externalId: employees.externalId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  phoneNumber: employees.phoneNumber,
  enrollInNewOnboarding: employees.enrollInNewOnboarding,
  isEmployed: employees.isEmployed,
  isEligible: employees.isEligible,
  birthDate: employees.birthDate,
  payrollScheduleId: employees.payrollScheduleId,
  addressLine1: employees.addressLine1,
  addressLine2: employees.addressLine2,
  addressCity: employees.addressCity,
  addressState: employees.addressState,
  addressPostalCode: employees.addressPostalCode,
  ssnEncrypted: employees.ssnEncrypted,
};
type Compared = { [K in keyof typeof compared]: EmployeeRow[K] };

/** A chunk ready to be written: looked at, its new employees made, its changed rows to be locked. */
export type PreparedChunk = {
  employerId: string;
  importId: string;
  errors: readonly RowProblem[];
  /** The file's counts as of the chunk's last row. */
  read: { rowsRead: number; rejected: number };
  inserted: NewEmployeeRow[];
  /** Rows that looked changed, by the id of the employee they match: compared again under the lock. */
  candidates: Map<string, ImportInput>;
  /** Rows equal to their employee as first read. */
  unchanged: number;
  now: Date;
};

/**
 * The first half of writing a chunk, outside any transaction so that it runs while the chunk
 * before is being written: the employees the rows' Employee IDs match are read, each row is
 * compared with its employee — a row equal to what is stored will write nothing and fire nothing
 * — and new employees are made (id, SSN sealed with it, projection) for the insert.
 */
export async function prepareImportRows({
  ctx,
  employerId,
  importId,
  rows,
  errors,
  read,
  context,
}: {
  ctx: QueryContext;
  employerId: string;
  importId: string;
  rows: readonly ImportRow[];
  errors: readonly RowProblem[];
  read: PreparedChunk["read"];
  context: ProjectionContext;
}): Promise<PreparedChunk> {
  const { db } = ctx;
  const now = new Date();
  const byExternalId = new Map((await matchEmployees(db, employerId, rows)).map((row) => [row.externalId!, row]));
  const inserted: NewEmployeeRow[] = [];
  const candidates = new Map<string, ImportInput>();
  let unchanged = 0;
  for (const { input } of rows) {
    const match = byExternalId.get(input.externalId);
    if (!match) {
      const id = createId("empl");
      inserted.push({
        ...newEmployeeColumns(id, employerId, input),
        ...projectNew(input, context, now),
        eventSequence: FIRST_EVENT_SEQUENCE,
      });
    } else if (changedColumns(match, input).length > 0) candidates.set(match.id, input);
    else unchanged += 1;
  }
  // In id order: consecutive inserts then land on the same pages of the primary key and of the
  // indexes that end in the id (about a tenth less work for the database).
  inserted.sort((a, b) => (a.id! < b.id! ? -1 : 1));
  return { employerId, importId, errors, read, inserted, candidates, unchanged, now };
}

/**
 * The second half, in one transaction: the problems of rejected rows, the new employees, the
 * changed ones — locked in id order, compared again (another write may have come between),
 * updated in one statement with their refreshed projection — each with its event
 * (`employee.created`, or `employee.updated` naming the changed fields), and the import's progress
 * (`before`: its counts before this chunk).
 */
export async function writeImportRows({
  ctx,
  chunk,
  read,
  context,
}: {
  ctx: ServiceContext;
  chunk: PreparedChunk;
  read: PreparedChunk["read"];
  context: ProjectionContext;
}): Promise<Applied> {
  const { employerId, importId, errors, inserted, candidates, now } = chunk;
  return inTransaction(ctx, async (tx) => {
    if (errors.length > 0)
      await tx.db.insert(employeeImportErrors).values(errors.map((error) => ({ importId, ...error })));
    await bulkInsert(tx.db, employees, CREATED_COLUMNS, inserted);
    const changed: Array<{ row: EmployeeRow; fields: string[] }> = [];
    for (const { employee, context: current } of await lockEmployeesWithContext({
      ctx: tx,
      employerId,
      employeeIds: [...candidates.keys()],
      now,
    })) {
      const input = candidates.get(employee.id)!;
      const columns = changedColumns(employee, input);
      if (columns.length === 0) continue;
      const ssnChanged = columns.includes("ssnEncrypted");
      const row: EmployeeRow = {
        ...employee,
        ...fileColumns(input),
        ...(ssnChanged ? ssnColumns(employee, input.ssn!) : {}),
        updatedAt: now,
      };
      const projection = projectChanged(row, ssnChanged ? input.ssn! : undefined, current, context.schedules, now);
      changed.push({ row: { ...row, ...projection }, fields: publicFieldNames(columns) });
    }
    await bulkUpdate(tx.db, employees, {
      key: "id",
      columns: UPDATED_COLUMNS,
      rows: changed.map(({ row }) => row),
      where: eq(employees.employerId, employerId),
    });
    // Links already mailed went to the old address: only a link to the new one may sign in (as PATCH).
    await withdrawSignInLinksOf({
      ctx: tx,
      employeeIds: changed.filter(({ fields }) => fields.includes("email")).map(({ row }) => row.id),
    });
    await recordEventsBulk({
      ctx: tx,
      employerId,
      events: [
        ...inserted.map((row) => ({ type: "employee.created", employeeId: row.id!, data: { employeeId: row.id } })),
        ...changed.map(({ row, fields }) => ({
          type: "employee.updated",
          employeeId: row.id,
          data: { employeeId: row.id, changedFields: fields },
        })),
      ],
      created: new Set(inserted.map((row) => row.id!)),
    });
    // As with PATCH: a verified person whose name, birth date or SSN the file changed is checked again.
    for (const { row, fields } of changed) {
      if (!needsIdentityRecheck(verificationStatusOf(row.onboardingStatus), fields)) continue;
      await restartIdentityCheck({ ctx: { ...tx, employerId }, employee: row, changedFields: fields });
    }
    // Rows found changed that turned out equal under the lock count as unchanged.
    const applied = {
      created: inserted.length,
      updated: changed.length,
      unchanged: chunk.unchanged + candidates.size - changed.length,
    };
    await tx.db
      .update(employeeImports)
      .set({
        rowsRead: sql`greatest(${employeeImports.rowsRead}, ${read.rowsRead})`,
        rejected: sql`greatest(${employeeImports.rejected}, ${read.rejected})`,
        created: sql`${employeeImports.created} + ${applied.created}`,
        updated: sql`${employeeImports.updated} + ${applied.updated}`,
        unchanged: sql`${employeeImports.unchanged} + ${applied.unchanged}`,
      })
      .where(eq(employeeImports.id, importId));
    return applied;
  }).catch(rethrowImportSsnRace);
}

/**
 * The employees the rows' Employee IDs match: one index probe per ID (a nested loop over the IDs),
 * whatever the planner believes of the table's size — its statistics lag behind an import that
 * is growing it, and a scan of the whole table per chunk made a large first import quadratic.
 * Plain rows, named as `compared`'s keys: the query builder's mapping of 17 columns of every
 * matched row, field by field, cost more than the query on a file of people already known.
 */
async function matchEmployees(db: Queryable, employerId: string, rows: readonly ImportRow[]): Promise<Compared[]> {
  if (rows.length === 0) return [];
  const columns = sql.join(
    Object.entries(compared).map(([key, column]) =>
      // Dates as their text, as the schema reads them (mode "string"), whichever driver answers.
      column === employees.birthDate
        ? sql`matched.${sql.identifier(column.name)}::text as ${sql.identifier(key)}`
        : sql`matched.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const { rows: found } = await db.execute<Compared>(sql`
    select ${columns}
    from unnest(${sql.param(rows.map((row) => row.input.externalId))}::text[]) as wanted(external_id)
    cross join lateral (
      select * from ${employees} where ${employees.employerId} = ${employerId} and ${employees.externalId} = wanted.external_id limit 1
    ) as matched`);
  return found;
}

/** The columns a row gives a value (an empty cell leaves the stored value alone), SSN apart. */
function fileColumns(input: ImportInput): Partial<EmployeeRow> {
  const columns: Partial<EmployeeRow> = personColumns(input);
  // A loop rather than entries → filter → fromEntries: this runs for every row of a file of known
  // people (twice for a changed one), and those arrays were a good part of such a pass's garbage.
  const given: Record<string, unknown> = {};
  for (const column in columns) {
    const value = columns[column as keyof EmployeeRow];
    if (value !== null && value !== undefined) given[column] = value;
  }
  return given as Partial<EmployeeRow>;
}

/** The stored columns the row would change; the SSN compared by value (ciphertexts differ on every write). */
function changedColumns(stored: Compared, input: ImportInput): Array<keyof EmployeeRow> {
  const changed: Array<keyof EmployeeRow> = [];
  const given = fileColumns(input);
  for (const column in given)
    if (stored[column as keyof Compared] !== given[column as keyof Compared]) changed.push(column as keyof Compared);
  if (input.ssn !== undefined && input.ssn !== null) {
    const storedSsn = stored.ssnEncrypted === null ? null : decrypt(stored.ssnEncrypted, ssnContext(stored.id));
    if (storedSsn !== input.ssn) changed.push("ssnEncrypted", "ssnLastFour", "ssnFingerprint");
  }
  return changed;
}
