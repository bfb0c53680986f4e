import { eq } from "drizzle-orm";

import { employers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/**
 * Starts offboarding an employer at the end of its contract (docs/operator.md#offboarding). It is
 * suspended from now on, for good (no new employees, invitations, cards or imports; it cannot be
 * reactivated); the worker then closes each person's cards at the issuer and erases them with their
 * legal records kept — the retention clocks start there — and finally shuts the employer's doors.
 * The operator types the employer's name to confirm; export its data first
 * (GET …/employers/{employerId}/export).
 */
export async function offboardEmployer({
  ctx,
  employerId,
  input,
}: {
  ctx: ServiceContext;
  employerId: string;
  input: { reason: string; confirmName: string };
}): Promise<ProgramEmployer> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.write" });
  return inTransaction(ctx, async (tx) => {
    const employer = await loadProgramEmployer({ ctx: tx, employerId, forUpdate: true });
    if (employer.offboardingStartedAt)
      throw new AppError("employer_offboarded", "This employer's offboarding has already started.");
    if (input.confirmName.trim() !== employer.name)
      throw new AppError("offboarding_not_confirmed", "Type the employer's name exactly as shown to confirm.");
    const now = new Date();
    await tx.db
      .update(employers)
      .set({
        offboardingStartedAt: now,
        suspendedAt: employer.suspendedAt ?? now,
        suspensionReason: input.reason,
      })
      .where(eq(employers.id, employerId));
    await recordAudit({
      ctx: tx,
      entry: {
        action: "employer.offboarding_started",
        employerId: null,
        target: { type: "employer", id: employerId },
        details: { reason: input.reason },
      },
    });
    return loadProgramEmployer({ ctx: tx, employerId });
  });
}
