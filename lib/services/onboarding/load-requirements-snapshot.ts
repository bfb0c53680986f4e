import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employers, payrollSchedules, type EmployeeRow } from "@/db/schema";
import { decrypt } from "@/lib/crypto/encryption";
import { todayUtc } from "@/lib/domain/dates";
import type { RequirementsSnapshot } from "@/lib/domain/requirements";
import { isVerificationStatus } from "@/lib/domain/verification-status";

import { loadAgreementStates } from "../agreements/load-agreement-states";
import { getLatestAtr } from "../atr/get-latest-atr";
import { ssnContext } from "../employees/employee-columns";
import { listRepaymentMethods } from "../payment-methods/list-repayment-methods";

/**
 * Everything the requirements engine reads, for one employee, as of now. Run it inside a
 * transaction to decide on the same data the transaction then changes (card creation).
 */
export async function loadRequirementsSnapshot(db: Queryable, employee: EmployeeRow, now = new Date()): Promise<RequirementsSnapshot> {
  const loaders = [
    () => db.select().from(employers).where(eq(employers.id, employee.employerId)).limit(1),
    () =>
      employee.payrollScheduleId === null
        ? Promise.resolve([])
        : db
            .select({ id: payrollSchedules.id, active: payrollSchedules.active })
            .from(payrollSchedules)
            .where(and(eq(payrollSchedules.id, employee.payrollScheduleId), eq(payrollSchedules.employerId, employee.employerId)))
            .limit(1),
    () => loadAgreementStates(db, { employerId: employee.employerId, employeeId: employee.id, now }),
    () => listRepaymentMethods(db, employee.id),
    () => getLatestAtr(db, employee.id),
  ] as const;
  // On the pool the reads run side by side; a transaction has one connection, where they queue.
  const inTransaction = "rollback" in db;
  const results = inTransaction ? await runInOrder(loaders) : await Promise.all(loaders.map((load) => load()));
  const [[employer], [schedule], agreementStates, methods, latestAtr] = results as [
    Awaited<ReturnType<(typeof loaders)[0]>>,
    Array<{ id: number; active: boolean }>,
    Awaited<ReturnType<(typeof loaders)[2]>>,
    Awaited<ReturnType<(typeof loaders)[3]>>,
    Awaited<ReturnType<(typeof loaders)[4]>>,
  ];
  const hasAddress = [employee.addressLine1, employee.addressLine2, employee.addressCity, employee.addressState, employee.addressPostalCode].some(
    (value) => value !== null,
  );
  return {
    today: todayUtc(now),
    employee: {
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
    },
    employer: {
      payrollDeductionRepayment: employer?.payrollDeductionRepayment ?? false,
      paymentMethodRepayment: employer?.paymentMethodRepayment ?? false,
    },
    payrollSchedule: schedule ?? null,
    agreements: agreementStates.map((state) => ({
      id: state.agreement.id,
      required: state.agreement.required,
      latestTag: state.latest.tag,
      acceptedLatest: state.acceptedLatest !== undefined,
      acceptedAny: state.acceptances.length > 0,
    })),
    paymentMethods: methods,
    latestAtr: latestAtr ? { passed: latestAtr.result === "Passed ATR" } : null,
  };
}

async function runInOrder(loaders: ReadonlyArray<() => Promise<unknown>>): Promise<unknown[]> {
  const results: unknown[] = [];
  for (const load of loaders) results.push(await load());
  return results;
}
