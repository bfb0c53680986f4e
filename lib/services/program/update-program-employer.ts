import { and, eq, inArray } from "drizzle-orm";

import { employers, payrollSchedules } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";
import type { UpdateEmployerInput } from "@/lib/schemas/operator";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/**
 * An operator changes an employer's names, language, repayment or HR contact, adds payroll
 * schedules or retires some (a retired schedule stays on its employees' records; new employees
 * cannot name it). An employer keeps at least one active schedule. Only the fields given change;
 * the trail names them, never their values.
 */
export async function updateProgramEmployer({
  ctx,
  employerId,
  input,
}: {
  ctx: ServiceContext;
  employerId: string;
  input: UpdateEmployerInput;
}): Promise<ProgramEmployer> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.write" });
  return inTransaction(ctx, async (tx) => {
    const before = await loadProgramEmployer({ ctx: tx, employerId });
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.legalName === undefined ? {} : { legalName: input.legalName }),
      ...(input.defaultLanguage === undefined ? {} : { defaultLanguage: input.defaultLanguage }),
      ...(input.repayment === undefined
        ? {}
        : {
            payrollDeductionRepayment: input.repayment.payrollDeduction,
            paymentMethodRepayment: input.repayment.paymentMethod,
          }),
      ...(input.hrContact?.name === undefined ? {} : { hrContactName: input.hrContact.name }),
      ...(input.hrContact?.email === undefined ? {} : { hrContactEmail: input.hrContact.email }),
      ...(input.hrContact?.phone === undefined ? {} : { hrContactPhone: input.hrContact.phone }),
    };
    if (Object.keys(changes).length > 0) await tx.db.update(employers).set(changes).where(eq(employers.id, employerId));
    const retire = input.retirePayrollSchedules ?? [];
    const known = new Set(before.payrollSchedules.map((schedule) => schedule.id));
    const unknown = retire.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new AppError("validation_failed", "A payroll schedule to retire is not this employer's.", {
        errors: unknown.map((id) => ({
          path: `/retirePayrollSchedules/${retire.indexOf(id)}`,
          code: "not_found",
          message: `Payroll schedule ${id} is not this employer's.`,
        })),
      });
    if (retire.length > 0)
      await tx.db
        .update(payrollSchedules)
        .set({ active: false })
        .where(and(eq(payrollSchedules.employerId, employerId), inArray(payrollSchedules.id, retire)));
    const added = input.addPayrollSchedules ?? [];
    if (added.length > 0)
      await tx.db.insert(payrollSchedules).values(added.map((schedule) => ({ ...schedule, employerId, active: true })));
    const after = await loadProgramEmployer({ ctx: tx, employerId });
    if (!after.payrollSchedules.some((schedule) => schedule.active))
      throw new AppError("validation_failed", "An employer keeps at least one active payroll schedule.", {
        errors: [
          {
            path: "/retirePayrollSchedules",
            code: "last_schedule",
            message: "Add another schedule before retiring the last active one.",
          },
        ],
      });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "employer.updated",
        employerId: null,
        target: { type: "employer", id: employerId },
        details: {
          fields: Object.keys(input).filter((key) => input[key as keyof UpdateEmployerInput] !== undefined),
          ...(added.length > 0 ? { schedulesAdded: added.length } : {}),
          ...(retire.length > 0 ? { schedulesRetired: retire } : {}),
        },
      },
    });
    return after;
  });
}
