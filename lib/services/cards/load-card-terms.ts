import { eq, sql, type Placeholder } from "drizzle-orm";

import { atrSubmissions, employers, paymentMethods } from "@/db/schema";
import { json, type JsonPart } from "@/db/statement";
import type { AtrDecision } from "@/lib/domain/credit/atr";
import { cardTermsOf, type CardTerms, type SavedMethod } from "@/lib/domain/cards/card-terms";

import type { EmployeeScope } from "../employee-scope";

/** What the terms are made of: the latest income decision and the saved payment methods. */
type TermsInputs = {
  latest: {
    id: string;
    result: string;
    maxAllowableBalanceCents: number;
    decision: Record<string, unknown>;
    createdAt: Date;
  } | null;
  methods: SavedMethod[];
};

/**
 * The terms a card would be issued on now (lib/domain/cards/card-terms.ts), with when their income
 * decision was made; null when there are none to offer. The card page shows them and the card
 * request records them, from this one reading. The caller has already scoped the employee
 * (getEmployeeOrThrow); the statement is filtered by the employer too. One statement: the employer's
 * repayment setting and the inputs' JSON expression, which the reservation's locked read also uses.
 */
export async function loadCardTerms({
  ctx,
  employeeId,
}: {
  ctx: EmployeeScope;
  employeeId: string;
}): Promise<{ terms: CardTerms; decisionAt: Date } | null> {
  const { db, employerId } = ctx;
  const inputs = termsInputsJson(employeeId, employerId);
  const [row] = await db
    .select({ payrollDeduction: employers.payrollDeductionRepayment, inputs: inputs.sql })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row ? offeredTerms(inputs.read(row.inputs), row.payrollDeduction) : null;
}

/** The terms of loadCardTerms from their inputs as read. */
export function offeredTerms(
  { latest, methods }: TermsInputs,
  payrollDeduction: boolean,
): { terms: CardTerms; decisionAt: Date } | null {
  if (latest?.result !== "Passed ATR") return null;
  const terms = cardTermsOf({
    latestDecision: {
      id: latest.id,
      passed: true,
      maxAllowableBalanceCents: latest.maxAllowableBalanceCents,
      repaymentTerms: (latest.decision as AtrDecision).repaymentTerms,
    },
    payrollDeduction,
    paymentMethods: methods,
  });
  return terms ? { terms, decisionAt: latest.createdAt } : null;
}

/**
 * loadCardTerms' inputs as one JSON value, to be read beside the locked employee in the
 * reservation's first statement (lockEmployeeWithContext's `extra`) and beside the employer's
 * setting here; the same part reads it back.
 */
export const termsInputsJson = (
  employeeId: string | Placeholder,
  employerId: string | Placeholder,
): JsonPart<TermsInputs> =>
  json.object({
    latest: json.row(
      {
        id: atrSubmissions.id,
        result: atrSubmissions.result,
        maxAllowableBalanceCents: atrSubmissions.maxAllowableBalanceCents,
        decision: atrSubmissions.decision,
        createdAt: atrSubmissions.createdAt,
      },
      sql`from ${atrSubmissions}
        where ${atrSubmissions.employeeId} = ${employeeId} and ${atrSubmissions.employerId} = ${employerId}
        order by ${atrSubmissions.sequence} desc limit 1`,
    ),
    methods: json.rows(
      {
        id: paymentMethods.id,
        type: paymentMethods.type,
        name: paymentMethods.name,
        lastFour: paymentMethods.lastFour,
        status: paymentMethods.status,
        createdAt: paymentMethods.createdAt,
      },
      sql`from ${paymentMethods}
        where ${paymentMethods.employeeId} = ${employeeId} and ${paymentMethods.employerId} = ${employerId}
          and ${paymentMethods.removedAt} is null`,
    ),
  });
