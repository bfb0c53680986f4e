import { and, desc, eq, isNull } from "drizzle-orm";

import { atrSubmissions, employers, paymentMethods } from "@/db/schema";
import type { AtrDecision } from "@/lib/domain/atr";
import { cardTermsOf, type CardTerms } from "@/lib/domain/card-terms";

import type { EmployeeScope } from "../employee-scope";

/**
 * The terms a card would be issued on now (lib/domain/card-terms.ts), with when their income
 * decision was made; null when there are none to offer. The card page shows them and the card
 * request records them, from this one reading. The caller has already scoped the employee
 * (getEmployeeOrThrow); each statement is filtered by the employer too. Sequential on purpose: inside
 * a transaction one client answers one query at a time.
 */
export async function loadCardTerms({
  ctx,
  employeeId,
}: {
  ctx: EmployeeScope;
  employeeId: string;
}): Promise<{ terms: CardTerms; decisionAt: Date } | null> {
  const { db, employerId } = ctx;
  const [latest] = await db
    .select({
      id: atrSubmissions.id,
      result: atrSubmissions.result,
      maxAllowableBalanceCents: atrSubmissions.maxAllowableBalanceCents,
      decision: atrSubmissions.decision,
      createdAt: atrSubmissions.createdAt,
    })
    .from(atrSubmissions)
    .where(and(eq(atrSubmissions.employeeId, employeeId), eq(atrSubmissions.employerId, employerId)))
    .orderBy(desc(atrSubmissions.sequence))
    .limit(1);
  if (latest?.result !== "Passed ATR") return null;
  const [employer] = await db
    .select({ payrollDeduction: employers.payrollDeductionRepayment })
    .from(employers)
    .where(eq(employers.id, employerId));
  const methods = employer?.payrollDeduction
    ? []
    : await db
        .select({
          id: paymentMethods.id,
          type: paymentMethods.type,
          name: paymentMethods.name,
          lastFour: paymentMethods.lastFour,
          status: paymentMethods.status,
          createdAt: paymentMethods.createdAt,
        })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.employeeId, employeeId),
            eq(paymentMethods.employerId, employerId),
            isNull(paymentMethods.removedAt),
          ),
        );
  const terms = cardTermsOf({
    latestDecision: {
      id: latest.id,
      passed: true,
      maxAllowableBalanceCents: latest.maxAllowableBalanceCents,
      repaymentTerms: (latest.decision as AtrDecision).repaymentTerms,
    },
    payrollDeduction: employer?.payrollDeduction ?? false,
    paymentMethods: methods,
  });
  return terms ? { terms, decisionAt: latest.createdAt } : null;
}
