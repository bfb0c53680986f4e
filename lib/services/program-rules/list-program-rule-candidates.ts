import { and, asc, eq, gt, isNotNull, ne, or, sql } from "drizzle-orm";

import { cards, employees, isLiveCard } from "@/db/schema";
import { PROGRAM_LOCKS } from "@/lib/domain/program/program-rules";

import type { QueryContext } from "../context";

/**
 * The employees the program rules may have something to do for, across employers, in id order
 * after `afterId`: a live card with an employer "no" (not employed, not eligible), identity no longer
 * verified, or a program lock standing, or a repayment method asked of them. More than the rules will act on — they decide —
 * but never fewer. For a sweep (the first run, or events pruned before the job read them).
 */
export async function listProgramRuleCandidates({
  ctx,
  afterId,
  limit,
}: {
  ctx: QueryContext;
  afterId: string;
  limit: number;
}): Promise<Array<{ id: string; employerId: string }>> {
  const { db } = ctx;
  const programLock = or(
    ...Object.keys(PROGRAM_LOCKS).map((reason) => sql`${cards.locks} @> ${JSON.stringify([{ reason }])}::jsonb`),
  );
  const liveCardToDecide = sql`exists (${db
    .select({ one: sql`1` })
    .from(cards)
    .where(
      and(
        eq(cards.employeeId, employees.id),
        isLiveCard(),
        or(
          eq(employees.isEmployed, false),
          eq(employees.isEligible, false),
          ne(employees.onboardingStatus, "VERIFIED"),
          programLock,
        ),
      ),
    )})`;
  return db
    .select({ id: employees.id, employerId: employees.employerId })
    .from(employees)
    .where(and(gt(employees.id, afterId), or(isNotNull(employees.repaymentMethodRequiredAt), liveCardToDecide)))
    .orderBy(asc(employees.id))
    .limit(limit);
}
