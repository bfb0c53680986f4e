import { and, eq, getTableColumns, inArray, sql, type Column, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Queryable } from "@/db/client";
import { preparedPerDatabase } from "@/db/prepared";
import { json, type JsonPart } from "@/db/statement";
import { isTransaction } from "@/db/transaction";
import {
  agreementAcceptances,
  agreements,
  agreementVersions,
  atrSubmissions,
  employees,
  identityChecks,
  employers,
  paymentMethods,
  payrollSchedules,
  type EmployeeRow,
} from "@/db/schema";
import { decrypt } from "@/lib/crypto/encryption";
import { todayUtc } from "@/lib/domain/dates";
import { employeeAddress } from "@/lib/domain/person/employee-address";
import type { RequirementsSnapshot } from "@/lib/domain/onboarding/requirements";
import { verificationStatusOf } from "@/lib/domain/identity/verification-status";

import type { QueryContext } from "../context";
import { employeeNotFound, mayReachEmployee, type EmployeeScope } from "../employee-scope";
import { ssnContext } from "../employee-columns";

/** Everything but the employee's own columns: employer, schedule, agreements, payment methods, ATR. */
export type RequirementsContext = Omit<RequirementsSnapshot, "today" | "employee">;
type Context = RequirementsContext;

/**
 * Everything the requirements engine reads, for one employee, as of now. Run it inside a
 * transaction to decide on the same data the transaction then changes (card creation).
 */
export async function loadRequirementsSnapshot({
  ctx,
  employee,
  now = new Date(),
}: {
  ctx: QueryContext;
  employee: EmployeeRow;
  now?: Date;
}): Promise<RequirementsSnapshot> {
  const { db } = ctx;
  const context = await loadRequirementsContext(db, { employerId: employee.employerId, employeeId: employee.id, now });
  return composeSnapshot(employee, context, now);
}

/**
 * The snapshot of an employee row with its context. `ssn` is the SSN in clear when the caller
 * already has it (an import compared it); otherwise the row's is decrypted.
 */
export function composeSnapshot(
  employee: EmployeeRow,
  context: RequirementsContext,
  now: Date,
  ssn?: string | null,
): RequirementsSnapshot {
  return { today: todayUtc(now), employee: snapshotEmployee(employee, ssn), ...context };
}

/** The employee's own part of the snapshot (the SSN is decrypted for the check, never kept). */
function snapshotEmployee(employee: EmployeeRow, ssn: string | null | undefined): RequirementsSnapshot["employee"] {
  return {
    isEmployed: employee.isEmployed,
    isEligible: employee.isEligible,
    enrollInNewOnboarding: employee.enrollInNewOnboarding,
    birthDate: employee.birthDate,
    ssn:
      ssn !== undefined
        ? ssn
        : employee.ssnEncrypted === null
          ? null
          : decrypt(employee.ssnEncrypted, ssnContext(employee.id)),
    address: employeeAddress(employee),
    phoneNumber: employee.phoneNumber,
    payrollScheduleId: employee.payrollScheduleId,
    verificationStatus: verificationStatusOf(employee.onboardingStatus),
  };
}

/**
 * The rest of the snapshot — employer settings, the employee's payroll schedule as found, the
 * program's agreements (latest published version, accepted or not), saved payment methods, the
 * latest ATR and whether the latest identity check was the documentary review — as one JSON value
 * from one SQL expression, so that it costs no round trip of its own: the status read selects it
 * beside the employee's columns, card creation's transaction selects it alone. The schedule is read
 * through the employee row as stored (in a transaction, as that transaction has left it).
 * `employeeId` may be the outer row's column (the bulk lock), so the employees read here go by
 * their own alias.
 */
function contextJson({ employerId, employeeId, at }: { employerId: Value; employeeId: Value; at: Value }) {
  const own = alias(employees, "own");
  const latestVersion = sql`latest_version`;
  const bindingFrom = sql`binding_from`;
  return json.row(
    {
      payrollDeductionRepayment: employers.payrollDeductionRepayment,
      paymentMethodRepayment: employers.paymentMethodRepayment,
      schedule: json.row(
        { id: payrollSchedules.id, active: payrollSchedules.active },
        sql`from ${employees} ${own} join ${payrollSchedules}
          on ${payrollSchedules.id} = ${own.payrollScheduleId} and ${payrollSchedules.employerId} = ${own.employerId}
          where ${own.id} = ${employeeId} and ${own.employerId} = ${employers.id}`,
      ),
      agreements: json.rows(
        {
          id: agreements.id,
          required: agreements.required,
          latestTag: sql<string>`${latestVersion}.tag`,
          // An acceptance binds from the latest version that asked everybody to accept it again (or
          // the first version) onwards: lib/domain/program/agreement-versions.ts bindingVersionIds.
          acceptedInForce: sql<boolean>`exists (select 1 from ${agreementAcceptances}
            join ${agreementVersions} accepted_version on accepted_version.id = ${agreementAcceptances.versionId}
            where ${agreementAcceptances.employeeId} = ${employeeId} and ${agreementAcceptances.agreementId} = ${agreements.id}
              and ${agreementAcceptances.withdrawnAt} is null
              and accepted_version.published_at <= ${at}::timestamptz
              and (accepted_version.published_at, accepted_version.id) >= (${bindingFrom}.published_at, ${bindingFrom}.id))`,
          acceptedAny: sql<boolean>`exists (select 1 from ${agreementAcceptances}
            where ${agreementAcceptances.employeeId} = ${employeeId} and ${agreementAcceptances.agreementId} = ${agreements.id})`,
        },
        sql`from ${agreements}
          cross join lateral (
            select ${agreementVersions.id} as id, ${agreementVersions.tag} as tag from ${agreementVersions}
            where ${agreementVersions.agreementId} = ${agreements.id} and ${agreementVersions.publishedAt} <= ${at}::timestamptz
            order by ${agreementVersions.publishedAt} desc, ${agreementVersions.id} desc
            limit 1
          ) ${latestVersion}
          cross join lateral (
            select ${agreementVersions.id} as id, ${agreementVersions.publishedAt} as published_at from ${agreementVersions}
            where ${agreementVersions.agreementId} = ${agreements.id} and ${agreementVersions.publishedAt} <= ${at}::timestamptz
            order by ${agreementVersions.reacceptance} = 'required' desc,
              case when ${agreementVersions.reacceptance} = 'required' then ${agreementVersions.publishedAt} end desc,
              case when ${agreementVersions.reacceptance} = 'required' then ${agreementVersions.id} end desc,
              ${agreementVersions.publishedAt}, ${agreementVersions.id}
            limit 1
          ) ${bindingFrom}
          where ${agreements.employerId} is null or ${agreements.employerId} = ${employers.id}`,
        sql`${agreements.position}, ${agreements.createdAt}, ${agreements.id}`,
      ),
      paymentMethodStatuses: json.values(
        paymentMethods.status,
        sql`from ${paymentMethods} where ${paymentMethods.employeeId} = ${employeeId} and ${paymentMethods.removedAt} is null`,
      ),
      atrResult: sql<string | null>`(select ${atrSubmissions.result} from ${atrSubmissions}
        where ${atrSubmissions.employeeId} = ${employeeId} order by ${atrSubmissions.sequence} desc limit 1)`,
      identityReviewed: sql<boolean | null>`(select ${identityChecks.kind} = 'documentary' from ${identityChecks}
        where ${identityChecks.employeeId} = ${employeeId}
        order by ${identityChecks.createdAt} desc, ${identityChecks.id} desc limit 1)`,
    },
    sql`from ${employers} where ${employers.id} = ${employerId}`,
  );
}

/** The context over the prepared status read's placeholders: its reader reads every context alike. */
const placeholderContext = contextJson({
  employerId: sql.placeholder("employerId"),
  employeeId: sql.placeholder("employeeId"),
  at: sql.placeholder("at"),
});

type Value = string | Placeholder | SQL | Column;
/** What lockEmployeeWithContext's `extra` parts read back. */
type ExtraOf<Extra> = { [K in keyof Extra]: Extra[K] extends JsonPart<infer T> ? T : never };
type Scope = { employerId: string; employeeId: string; now: Date };

/** The version this statement's snapshot holds, against the locked one (lockEmployeeWithContext). */
const STALE_ROW = sql<boolean>`(select e.xmin::text from ${employees} e where e.id = ${employees}.id) is distinct from ${employees}.xmin::text`;

/** The placeholders lockEmployeeWithContext's extra parts may use, as the statement binds them. */
export const EMPLOYEE_PLACEHOLDERS = {
  employeeId: sql.placeholder("employeeId"),
  employerId: sql.placeholder("employerId"),
};

/** lockEmployeeWithContext's statement, over the placeholders of the status read's context. */
const lockedEmployeeWithContext = (db: Queryable, extra: Record<string, JsonPart<unknown>> = {}) =>
  db
    .select({
      employee: getTableColumns(employees),
      context: placeholderContext.sql,
      stale: STALE_ROW,
      ...Object.fromEntries(Object.entries(extra).map(([key, part]) => [key, part.sql])),
    })
    .from(employees)
    .where(
      and(
        eq(employees.id, EMPLOYEE_PLACEHOLDERS.employeeId),
        eq(employees.employerId, EMPLOYEE_PLACEHOLDERS.employerId),
      ),
    )
    .limit(1)
    .for("update", { of: employees });

/** The context alone (card creation reads the employee row first, locked). */
async function loadRequirementsContext(db: Queryable, { employerId, employeeId, now }: Scope): Promise<Context> {
  const [row] = await db
    .select({ context: contextJson({ employerId, employeeId, at: now.toISOString() }).sql })
    .from(employers)
    .where(eq(employers.id, employerId));
  return toContext(row?.context ?? null);
}

const employeeWithContext = (db: Queryable) =>
  db
    .select({
      employee: getTableColumns(employees),
      context: placeholderContext.sql,
    })
    .from(employees)
    .where(
      and(eq(employees.id, sql.placeholder("employeeId")), eq(employees.employerId, sql.placeholder("employerId"))),
    )
    .limit(1);

// Planning the statement costs PostgreSQL about five times what running it does (1.5 ms against
// 0.3 ms), on every status read: on the pool it is a named prepared statement, planned once per
// connection. A transaction has its own session and runs it unprepared.
const preparedEmployeeWithContext = preparedPerDatabase((db: Queryable) =>
  employeeWithContext(db).prepare("employee_with_requirements_context"),
);

/** The employee's snapshot in one round trip, row and context; undefined when the employee is not the employer's. */
export async function loadEmployeeSnapshot({
  ctx,
  employerId,
  employeeId,
  now,
}: { ctx: QueryContext } & Scope): Promise<RequirementsSnapshot | undefined> {
  const { db } = ctx;
  const values = { employerId, employeeId, at: now.toISOString() };
  const [row] = isTransaction(db)
    ? await employeeWithContext(db).execute(values)
    : await preparedEmployeeWithContext(db).execute(values);
  return row ? composeSnapshot(row.employee, toContext(row.context), now) : undefined;
}

/**
 * One employee, locked FOR UPDATE and read with their requirements' context in one statement: the
 * first statement of a write that decides on them (PATCH employee, a card's reservation). `extra`:
 * more expressions read beside them in the same round trip (the card's live reservation, its terms).
 *
 * One statement reads with one snapshot, taken before the lock is waited for. A writer that held
 * the lock and changed a requirement input meanwhile (an ATR decision, an acceptance) also changed
 * the employee row — every such write refreshes the row's projection — so PostgreSQL hands back that
 * newer row while the context was read as it was before. That is seen (the row's version differs
 * from the one the snapshot holds) and the read is made again, under the lock now held, so the
 * decision is made on what the transaction will write over, as a read after the lock would be.
 * What changes no employee row (a card's reservation) is not seen that way: read it in the write's
 * own statement, whose snapshot is taken after the lock (reserve-card.ts).
 * Not found, or not the actor's to reach: employee_not_found.
 */
export async function lockEmployeeWithContext<Extra extends Record<string, JsonPart<unknown>>>({
  ctx,
  employeeId,
  now,
  extra,
}: {
  ctx: EmployeeScope;
  employeeId: string;
  now: Date;
  /**
   * More expressions read in the same round trip, over the placeholders `employeeId` and
   * `employerId` only (EMPLOYEE_PLACEHOLDERS), and the name their statement is prepared under.
   */
  extra?: { name: string; parts: Extra };
}): Promise<{ employee: EmployeeRow; context: RequirementsContext; extra: ExtraOf<Extra> }> {
  if (!mayReachEmployee(ctx.actor, employeeId)) throw employeeNotFound();
  const { db, employerId } = ctx;
  for (let attempt = 1; ; attempt += 1) {
    // A named statement, which each pooled connection parses and plans once (planning it cost
    // PostgreSQL more than running it); a transaction's statements run on a pooled connection too.
    const [row] = await lockedEmployeeWithContext(db, extra?.parts)
      .prepare(extra?.name ?? "employee_with_requirements_context_for_update")
      .execute({ employerId, employeeId, at: now.toISOString() });
    if (!row) throw employeeNotFound();
    // The lock is held after the first attempt: the second reads with a snapshot taken after it.
    if (row.stale) {
      if (attempt < 3) continue;
      throw new Error(`employee ${employeeId}: the row changed under a lock this transaction holds`);
    }
    const { employee, context, stale: _stale, ...rest } = row as typeof row & Record<string, unknown>;
    const read = Object.entries(extra?.parts ?? {}).map(([key, part]) => [key, part.read(rest[key])]);
    return { employee, context: toContext(context), extra: Object.fromEntries(read) as ExtraOf<Extra> };
  }
}

/**
 * Many employees of one employer, locked (FOR NO KEY UPDATE, in id order, as every bulk writer
 * locks them, so that two never wait on each other crosswise) and read with their contexts in one
 * statement: the eligibility import's changed rows and the employees a full file leaves out.
 */
export async function lockEmployeesWithContext({
  ctx,
  employerId,
  employeeIds,
  now,
}: {
  ctx: QueryContext;
  employerId: string;
  employeeIds: readonly string[];
  now: Date;
}): Promise<Array<{ employee: EmployeeRow; context: RequirementsContext }>> {
  const { db } = ctx;
  if (employeeIds.length === 0) return [];
  const rows = await db
    .select({
      employee: getTableColumns(employees),
      context: contextJson({ employerId, employeeId: employees.id, at: now.toISOString() }).sql,
    })
    .from(employees)
    .where(and(eq(employees.employerId, employerId), inArray(employees.id, [...employeeIds])))
    .orderBy(employees.id)
    .for("no key update", { of: employees });
  return rows.map((row) => ({ employee: row.employee, context: toContext(row.context) }));
}

function toContext(raw: unknown): Context {
  const stored = placeholderContext.read(raw);
  return {
    employer: {
      payrollDeductionRepayment: stored?.payrollDeductionRepayment ?? false,
      paymentMethodRepayment: stored?.paymentMethodRepayment ?? false,
    },
    payrollSchedule: stored?.schedule ? { id: stored.schedule.id, active: stored.schedule.active === true } : null,
    agreements: (stored?.agreements ?? []).map((agreement) => ({
      id: agreement.id,
      required: agreement.required,
      latestTag: agreement.latestTag,
      acceptedInForce: agreement.acceptedInForce,
      acceptedAny: agreement.acceptedAny,
    })),
    // A saved method counts as Verified or Pending; anything else (failed, canceled…) as Failed.
    paymentMethods: (stored?.paymentMethodStatuses ?? []).map((status) => ({
      status: status === "Verified" || status === "Pending" ? status : "Failed",
    })),
    latestAtr: stored?.atrResult == null ? null : { passed: stored.atrResult === "Passed ATR" },
    identityReviewed: stored?.identityReviewed === true,
  };
}
