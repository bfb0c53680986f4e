import { sql } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { agreementAcceptances, agreements, agreementVersions, atrSubmissions, employees, employers, paymentMethods, payrollSchedules, type EmployeeRow } from "@/db/schema";
import { decrypt } from "@/lib/crypto/encryption";
import { todayUtc } from "@/lib/domain/dates";
import type { RequirementsSnapshot } from "@/lib/domain/requirements";
import { isVerificationStatus } from "@/lib/domain/verification-status";

import { ssnContext } from "../employees/employee-columns";

type Context = Omit<RequirementsSnapshot, "today" | "employee">;

/**
 * Everything the requirements engine reads, for one employee, as of now. Run it inside a
 * transaction to decide on the same data the transaction then changes (card creation).
 */
export async function loadRequirementsSnapshot(db: Queryable, employee: EmployeeRow, now = new Date()): Promise<RequirementsSnapshot> {
  const context = await loadRequirementsContext(db, { employerId: employee.employerId, employeeId: employee.id, now });
  return { today: todayUtc(now), employee: snapshotEmployee(employee), ...context };
}

/** The employee's own part of the snapshot (the SSN is decrypted for the check, never kept). */
export function snapshotEmployee(employee: EmployeeRow): RequirementsSnapshot["employee"] {
  const hasAddress = [employee.addressLine1, employee.addressLine2, employee.addressCity, employee.addressState, employee.addressPostalCode].some(
    (value) => value !== null,
  );
  return {
    isEmployed: employee.isEmployed,
    isEligible: employee.isEligible,
    enrollInNewOnboarding: employee.enrollInNewOnboarding,
    birthDate: employee.birthDate,
    ssn: employee.ssnEncrypted === null ? null : decrypt(employee.ssnEncrypted, ssnContext(employee.id)),
    address: hasAddress
      ? {
          line1: employee.addressLine1,
          line2: employee.addressLine2,
          city: employee.addressCity,
          state: employee.addressState,
          postalCode: employee.addressPostalCode,
        }
      : null,
    phoneNumber: employee.phoneNumber,
    payrollScheduleId: employee.payrollScheduleId,
    verificationStatus: isVerificationStatus(employee.onboardingStatus) ? employee.onboardingStatus : "NOT_STARTED",
  };
}

type ContextRow = {
  payroll_deduction_repayment: boolean | null;
  payment_method_repayment: boolean | null;
  schedule_id: number | null;
  schedule_active: boolean | null;
  agreements: Array<{ id: string; required: boolean; latestTag: string; acceptedLatest: boolean; acceptedAny: boolean }> | string;
  payment_method_statuses: string[] | string;
  atr_result: string | null;
};

/**
 * The rest of the snapshot — employer settings, the employee's payroll schedule as found, the
 * program's agreements (latest published version, accepted or not), saved payment methods and the
 * latest ATR — in one statement: one round trip per status read, and inside card creation's
 * transaction. It does not need the employee row, so a status read runs it beside that one.
 */
export async function loadRequirementsContext(
  db: Queryable,
  { employerId, employeeId, now }: { employerId: string; employeeId: string; now: Date },
): Promise<Context> {
  const at = now.toISOString();
  const result = await db.execute<ContextRow>(sql`
    select
      er.payroll_deduction_repayment,
      er.payment_method_repayment,
      ps.id as schedule_id,
      ps.active as schedule_active,
      coalesce((
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
        where a.employer_id is null or a.employer_id = ${employerId}
      ), '[]'::json) as agreements,
      coalesce((
        select json_agg(pm.status) from ${paymentMethods} pm where pm.employee_id = ${employeeId} and pm.removed_at is null
      ), '[]'::json) as payment_method_statuses,
      (select s.result from ${atrSubmissions} s where s.employee_id = ${employeeId} order by s.sequence desc limit 1) as atr_result
    from ${employers} er
    left join ${employees} em on em.id = ${employeeId} and em.employer_id = er.id
    left join ${payrollSchedules} ps on ps.id = em.payroll_schedule_id and ps.employer_id = er.id
    where er.id = ${employerId}
  `);
  const row = result.rows[0];
  const agreementList = parseJson(row?.agreements ?? []);
  const statuses = parseJson(row?.payment_method_statuses ?? []);
  return {
    employer: {
      payrollDeductionRepayment: row?.payroll_deduction_repayment ?? false,
      paymentMethodRepayment: row?.payment_method_repayment ?? false,
    },
    payrollSchedule: row?.schedule_id == null ? null : { id: row.schedule_id, active: row.schedule_active === true },
    agreements: agreementList.map((agreement) => ({
      id: agreement.id,
      required: agreement.required,
      latestTag: agreement.latestTag,
      acceptedLatest: agreement.acceptedLatest,
      acceptedAny: agreement.acceptedAny,
    })),
    paymentMethods: statuses.map((status) => ({ status: status === "Verified" || status === "Pending" ? status : "Failed" })),
    latestAtr: row?.atr_result == null ? null : { passed: row.atr_result === "Passed ATR" },
  };
}

/** json columns arrive parsed from node-postgres and PGlite alike; a string is parsed here to be sure. */
function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
