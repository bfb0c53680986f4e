import { and, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { preparedPerDatabase } from "@/db/prepared";
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
import { employeeAddress } from "@/lib/domain/employee-address";
import type { RequirementsSnapshot } from "@/lib/domain/requirements";
import { verificationStatusOf } from "@/lib/domain/verification-status";

import { parseJson } from "@/db/cte";

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

type ContextJson = {
  payrollDeductionRepayment: boolean | null;
  paymentMethodRepayment: boolean | null;
  schedule: { id: number; active: boolean } | null;
  agreements: Array<{
    id: string;
    required: boolean;
    latestTag: string;
    acceptedLatest: boolean;
    acceptedAny: boolean;
  }> | null;
  paymentMethodStatuses: string[] | null;
  atrResult: string | null;
  identityReviewed: boolean | null;
};

/**
 * The rest of the snapshot — employer settings, the employee's payroll schedule as found, the
 * program's agreements (latest published version, accepted or not), saved payment methods, the
 * latest ATR and whether the latest identity check was the documentary review — as one JSON value from one SQL expression, so that it costs no round trip of its
 * own: the status read selects it beside the employee's columns, card creation's transaction
 * selects it alone. The schedule is read through the employee row as stored (in a transaction,
 * as that transaction has left it).
 */
function contextJson({ employerId, employeeId, at }: { employerId: Value; employeeId: Value; at: Value }) {
  return sql<ContextJson | string | null>`(
    select json_build_object(
      'payrollDeductionRepayment', er.payroll_deduction_repayment,
      'paymentMethodRepayment', er.payment_method_repayment,
      'schedule', (
        select json_build_object('id', ps.id, 'active', ps.active)
        from ${employees} em join ${payrollSchedules} ps on ps.id = em.payroll_schedule_id and ps.employer_id = em.employer_id
        where em.id = ${employeeId} and em.employer_id = er.id
      ),
      'agreements', (
        select json_agg(json_build_object(
          'id', a.id,
          'required', a.required,
          'latestTag', lv.tag,
          'acceptedLatest', exists (select 1 from ${agreementAcceptances} x where x.employee_id = ${employeeId} and x.agreement_id = a.id and x.version_id = lv.id),
          'acceptedAny', exists (select 1 from ${agreementAcceptances} x where x.employee_id = ${employeeId} and x.agreement_id = a.id)
        ) order by a.position, a.created_at, a.id)
        from ${agreements} a
        cross join lateral (
          select v.id, v.tag from ${agreementVersions} v
          where v.agreement_id = a.id and v.published_at <= ${at}::timestamptz
          order by v.published_at desc, v.id desc
          limit 1
        ) lv
        where a.employer_id is null or a.employer_id = er.id
      ),
      'paymentMethodStatuses', (select json_agg(pm.status) from ${paymentMethods} pm where pm.employee_id = ${employeeId} and pm.removed_at is null),
      'atrResult', (select s.result from ${atrSubmissions} s where s.employee_id = ${employeeId} order by s.sequence desc limit 1),
      'identityReviewed', (select c.kind = 'documentary' from ${identityChecks} c where c.employee_id = ${employeeId} order by c.created_at desc, c.id desc limit 1)
    )
    from ${employers} er
    where er.id = ${employerId}
  )`;
}

type Value = string | Placeholder | SQL;
type Scope = { employerId: string; employeeId: string; now: Date };

/** The context alone (card creation reads the employee row first, locked). */
async function loadRequirementsContext(db: Queryable, { employerId, employeeId, now }: Scope): Promise<Context> {
  const [row] = await db
    .select({ context: contextJson({ employerId, employeeId, at: now.toISOString() }) })
    .from(employers)
    .where(eq(employers.id, employerId));
  return toContext(row?.context ?? null);
}

const employeeWithContext = (db: Queryable) =>
  db
    .select({
      employee: getTableColumns(employees),
      context: contextJson({
        employerId: sql.placeholder("employerId"),
        employeeId: sql.placeholder("employeeId"),
        at: sql.placeholder("at"),
      }),
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
  const [row] =
    "rollback" in db
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
export async function lockEmployeeWithContext<Extra extends Record<string, SQL>>({
  ctx,
  employeeId,
  now,
  extra,
}: {
  ctx: EmployeeScope;
  employeeId: string;
  now: Date;
  extra?: Extra;
}): Promise<{ employee: EmployeeRow; context: RequirementsContext; extra: { [K in keyof Extra]: unknown } }> {
  if (!mayReachEmployee(ctx.actor, employeeId)) throw employeeNotFound();
  const { db, employerId } = ctx;
  for (let attempt = 1; ; attempt += 1) {
    const [row] = await db
      .select({
        employee: getTableColumns(employees),
        context: contextJson({ employerId, employeeId, at: now.toISOString() }),
        // The version this statement's snapshot holds, against the locked one: see above.
        stale: sql<boolean>`(select e.xmin::text from ${employees} e where e.id = ${employees}.id) is distinct from ${employees}.xmin::text`,
        ...((extra ?? {}) as Extra),
      })
      .from(employees)
      .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)))
      .limit(1)
      .for("update", { of: employees });
    if (!row) throw employeeNotFound();
    // The lock is held after the first attempt: the second reads with a snapshot taken after it.
    if (row.stale) {
      if (attempt < 3) continue;
      throw new Error(`employee ${employeeId}: the row changed under a lock this transaction holds`);
    }
    const { employee, context, stale: _stale, ...rest } = row;
    return { employee, context: toContext(context), extra: rest as { [K in keyof Extra]: unknown } };
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
  const { db: tx } = ctx;
  if (employeeIds.length === 0) return [];
  const rows = await tx
    .select({
      employee: getTableColumns(employees),
      context: contextJson({ employerId, employeeId: sql.raw(`"employees"."id"`), at: now.toISOString() }),
    })
    .from(employees)
    .where(and(eq(employees.employerId, employerId), inArray(employees.id, [...employeeIds])))
    .orderBy(employees.id)
    .for("no key update", { of: employees });
  return rows.map((row) => ({ employee: row.employee, context: toContext(row.context) }));
}

function toContext(raw: ContextJson | string | null): Context {
  const json = raw === null ? null : parseJson<ContextJson>(raw);
  return {
    employer: {
      payrollDeductionRepayment: json?.payrollDeductionRepayment ?? false,
      paymentMethodRepayment: json?.paymentMethodRepayment ?? false,
    },
    payrollSchedule: json?.schedule ? { id: json.schedule.id, active: json.schedule.active === true } : null,
    agreements: (json?.agreements ?? []).map((agreement) => ({
      id: agreement.id,
      required: agreement.required,
      latestTag: agreement.latestTag,
      acceptedLatest: agreement.acceptedLatest,
      acceptedAny: agreement.acceptedAny,
    })),
    // A saved method counts as Verified or Pending; anything else (failed, canceled…) as Failed.
    paymentMethods: (json?.paymentMethodStatuses ?? []).map((status) => ({
      status: status === "Verified" || status === "Pending" ? status : "Failed",
    })),
    latestAtr: json?.atrResult == null ? null : { passed: json.atrResult === "Passed ATR" },
    identityReviewed: json?.identityReviewed === true,
  };
}
