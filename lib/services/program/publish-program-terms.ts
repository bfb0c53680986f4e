import { programTerms } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { checkAtrNumbers } from "@/lib/domain/credit/atr-settings";
import { validationFailed } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import type { PublishTermsInput } from "@/lib/schemas/operator";

import { actorId, type ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer } from "./program-employer";
import { settingsOf } from "./program-terms";

/** How far in the past an effective time may be and still mean "now" (a form submitted a moment ago). */
const NOW_TOLERANCE_MS = 60_000;

/**
 * Publishes a new version of the credit terms (docs/atr.md#program-terms): the program's, or one
 * employer's override (a full set of numbers). Each number is checked against its bounds, and the
 * whole against itself (the smallest line within the largest, a multiple of the increment), every
 * problem named. The version applies to decisions made from its effective time, never before it:
 * decisions already made keep the version they were made under, and cards keep the terms they were
 * issued with.
 */
export async function publishProgramTerms({
  ctx,
  employerId,
  input,
}: {
  ctx: ServiceContext;
  /** Null: the program's terms. */
  employerId: string | null;
  input: PublishTermsInput;
}) {
  authorizeOperator({ actor: ctx.actor, permission: "terms.write" });
  const now = Date.now();
  const effectiveAt = input.effectiveAt ? new Date(input.effectiveAt) : new Date(now);
  const problems = checkAtrNumbers(input.terms).map((problem) => ({ ...problem, path: `/terms${problem.path}` }));
  if (effectiveAt.getTime() < now - NOW_TOLERANCE_MS)
    problems.push({
      path: "/effectiveAt",
      code: "effective_at_in_past",
      message: "Terms apply to decisions from their effective time on: choose now or later.",
    });
  if (problems.length > 0) throw validationFailed(problems);
  return inTransaction(ctx, async (tx) => {
    if (employerId !== null) await loadProgramEmployer({ ctx: tx, employerId });
    const [row] = await tx.db
      .insert(programTerms)
      .values({
        version: createId("trm"),
        employerId,
        effectiveAt,
        ...input.terms,
        publishedBy: actorId(ctx.actor),
      })
      .returning();
    await recordAudit({
      ctx: tx,
      entry: {
        action: "terms.published",
        employerId: null,
        target: { type: "program_terms", id: row!.version },
        details: { employerId, effectiveAt: effectiveAt.toISOString() },
      },
    });
    return { ...settingsOf(row!), employerId, effectiveAt: row!.effectiveAt, publishedBy: row!.publishedBy };
  });
}
