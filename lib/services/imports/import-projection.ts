import { eq } from "drizzle-orm";

import { employers, type EmployeeRow } from "@/db/schema";
import { todayUtc } from "@/lib/domain/dates";
import type { RequirementsSnapshot } from "@/lib/domain/onboarding/requirements";

import type { ServiceContext } from "../context";
import { loadAgreementStates } from "../agreements/load-agreement-states";
import { composeSnapshot, type RequirementsContext } from "../onboarding/load-requirements-snapshot";
import { projectionColumns, type ProjectionColumns } from "../onboarding/refresh-requirements-projection";

import type { ImportInput } from "./import-row";

// The requirements projection (the HR table's columns) of the employees an import writes, computed
// here in the same transaction as the write, as every use case that changes an input does, but
// without a round trip per employee: a new employee's from the file and the employer alone, a
// changed one's from its row and the context read with its lock.

/** What an import knows once for the whole file. */
export type ProjectionContext = {
  employer: RequirementsSnapshot["employer"];
  /** The agreements in scope, as a new employee (who has accepted none) sees them. */
  agreements: RequirementsSnapshot["agreements"];
  /** The employer's payroll schedules: id → active. */
  schedules: ReadonlyMap<number, boolean>;
};

/** An import being applied: whose it is, which one, and its projection's context, read once. */
export type ImportApplication = {
  ctx: ServiceContext;
  employerId: string;
  importId: string;
  context: ProjectionContext;
};

export type { ProjectionColumns };

export async function loadProjectionContext({
  ctx,
  employerId,
  schedules,
}: {
  ctx: ServiceContext;
  employerId: string;
  schedules: ReadonlyMap<number, boolean>;
}): Promise<ProjectionContext> {
  const { db } = ctx;
  const [employer] = await db.select().from(employers).where(eq(employers.id, employerId));
  const states = await loadAgreementStates({ ctx, employerId, employeeId: "" });
  return {
    employer: {
      payrollDeductionRepayment: employer?.payrollDeductionRepayment ?? false,
      paymentMethodRepayment: employer?.paymentMethodRepayment ?? false,
    },
    agreements: states.map((state) => ({
      id: state.agreement.id,
      required: state.agreement.required,
      latestTag: state.latest.tag,
      acceptedInForce: false,
      acceptedAny: false,
    })),
    schedules,
  };
}

/** A brand-new employee's projection: nothing accepted, saved or checked yet. */
export function projectNew(input: ImportInput, context: ProjectionContext, now: Date): ProjectionColumns {
  return projectionColumns(
    {
      today: todayUtc(now),
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
      payrollSchedule: scheduleOf(input.payrollScheduleId ?? null, context.schedules),
      agreements: context.agreements,
      paymentMethods: [],
      latestAtr: null,
      identityReviewed: false,
    },
    now,
  );
}

/**
 * An existing employee's projection after the write: `row` as it will be stored, `ssn` its new SSN
 * in clear (undefined: the row's own is read), `context` read with the row's lock. The schedule is the row's new one, not the one the
 * context found through the stored row.
 */
export function projectChanged(
  row: EmployeeRow,
  ssn: string | null | undefined,
  context: RequirementsContext,
  schedules: ReadonlyMap<number, boolean>,
  now: Date,
): ProjectionColumns {
  const snapshot = composeSnapshot(
    row,
    { ...context, payrollSchedule: scheduleOf(row.payrollScheduleId, schedules) },
    now,
    ssn,
  );
  return projectionColumns(snapshot, now);
}

function scheduleOf(
  id: number | null,
  schedules: ReadonlyMap<number, boolean>,
): RequirementsSnapshot["payrollSchedule"] {
  const active = id === null ? undefined : schedules.get(id);
  return id === null || active === undefined ? null : { id, active };
}
