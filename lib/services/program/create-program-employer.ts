import { eq } from "drizzle-orm";

import { employers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { CreateEmployerInput } from "@/lib/schemas/operator";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { createEmployer } from "../employers/create-employer";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/**
 * An operator sets up a new employer (docs/operator.md#employers): its names, language, how its
 * people repay, its payroll schedules and the HR contact employees see. "Require MFA" is on in
 * production. Its first HR owner is invited next (inviteEmployerOwner). On record in the platform's
 * trail.
 */
export async function createProgramEmployer({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: CreateEmployerInput;
}): Promise<ProgramEmployer> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.write" });
  return inTransaction(ctx, async (tx) => {
    const { employer, scheduleIds } = await createEmployer({
      ctx: tx,
      input: {
        name: input.name,
        legalName: input.legalName,
        defaultLanguage: input.defaultLanguage,
        payrollDeductionRepayment: input.repayment.payrollDeduction,
        paymentMethodRepayment: input.repayment.paymentMethod,
        schedules: input.payrollSchedules.map((schedule) => ({ ...schedule, active: true })),
      },
    });
    if (input.hrContact)
      await tx.db
        .update(employers)
        .set({
          hrContactName: input.hrContact.name ?? null,
          hrContactEmail: input.hrContact.email ?? null,
          hrContactPhone: input.hrContact.phone ?? null,
        })
        .where(eq(employers.id, employer.id));
    await recordAudit({
      ctx: tx,
      entry: {
        action: "employer.created",
        employerId: null,
        target: { type: "employer", id: employer.id },
        details: { payrollSchedules: scheduleIds.length, repayment: input.repayment },
      },
    });
    return loadProgramEmployer({ ctx: tx, employerId: employer.id });
  });
}
