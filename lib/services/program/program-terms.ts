import { and, asc, desc, eq, isNull, lte, or, sql } from "drizzle-orm";

import { programTerms, type ProgramTermsRow } from "@/db/schema";
import type { AtrSettings } from "@/lib/domain/credit/atr-settings";

import type { QueryContext } from "../context";

// The program's credit terms, as versions (db/schema/program-terms.ts): which are in force for an
// employer at a moment, and the numbers of the version a decision names.

export const settingsOf = (row: ProgramTermsRow): AtrSettings => ({
  version: row.version,
  maxCreditLineCents: row.maxCreditLineCents,
  minCreditLineCents: row.minCreditLineCents,
  termMonths: row.termMonths,
  minimumMonthlyPaymentCents: row.minimumMonthlyPaymentCents,
  maxDebtToIncomeBps: row.maxDebtToIncomeBps,
  minResidualIncomeCents: row.minResidualIncomeCents,
  lineIncrementCents: row.lineIncrementCents,
});

/**
 * The terms a decision for the employer is made with at `at`: the employer's own override in force
 * then, if it has one, else the program's — each the latest version whose effective date has come.
 * One statement. There is always one: the first version is in force since the program began.
 */
export async function termsInForce({
  ctx,
  employerId,
  at,
}: {
  ctx: QueryContext;
  employerId: string;
  at: Date;
}): Promise<AtrSettings> {
  const [row] = await ctx.db
    .select()
    .from(programTerms)
    .where(
      and(
        or(eq(programTerms.employerId, employerId), isNull(programTerms.employerId)),
        lte(programTerms.effectiveAt, at),
      ),
    )
    // The employer's override before the program's; then the latest in force.
    .orderBy(asc(sql`${programTerms.employerId} is null`), desc(programTerms.effectiveAt), desc(programTerms.createdAt))
    .limit(1);
  if (!row) throw new Error("No program terms are in force: the first version is missing (migration 0043).");
  return settingsOf(row);
}

/** The numbers of the version a decision was made under, to explain it (the adverse action notice). */
export async function termsOfVersion({ ctx, version }: { ctx: QueryContext; version: string }): Promise<AtrSettings> {
  const [row] = await ctx.db.select().from(programTerms).where(eq(programTerms.version, version));
  if (!row) throw new Error(`A decision names program terms version ${JSON.stringify(version)}, which is not kept.`);
  return settingsOf(row);
}
