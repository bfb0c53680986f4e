import { eq, sql } from "drizzle-orm";

import { parseJson } from "@/db/cte";

import { atrSubmissions, employers, paymentMethods } from "@/db/schema";
import type { AtrDecision } from "@/lib/domain/atr";
import { cardTermsOf, type CardTerms, type SavedMethod } from "@/lib/domain/card-terms";

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
 * The terms a card would be issued on now (lib/domain/card-terms.ts), with when their income
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
  const [row] = await db
    .select({ payrollDeduction: employers.payrollDeductionRepayment, inputs: termsInputsJson(employeeId, employerId) })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row ? offeredTerms(termsInputsOf(row.inputs), row.payrollDeduction) : null;
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
 * loadCardTerms' inputs as one JSON expression, to be read beside the locked employee in the
 * reservation's first statement (lockEmployeeWithContext's `extra`); termsInputsOf reads it back.
 */
export const termsInputsJson = (employeeId: string, employerId: string) => sql`json_build_object(
  'latest', (
    select json_build_object('id', s.id, 'result', s.result, 'maxAllowableBalanceCents', s.max_allowable_balance_cents,
      'decision', s.decision, 'createdAt', s.created_at)
    from ${atrSubmissions} s where s.employee_id = ${employeeId} and s.employer_id = ${employerId}
    order by s.sequence desc limit 1
  ),
  'methods', coalesce((
    select json_agg(json_build_object('id', m.id, 'type', m.type, 'name', m.name, 'lastFour', m.last_four,
      'status', m.status, 'createdAt', m.created_at))
    from ${paymentMethods} m where m.employee_id = ${employeeId} and m.employer_id = ${employerId} and m.removed_at is null
  ), '[]'::json)
)`;

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export function termsInputsOf(raw: unknown): TermsInputs {
  const json = parseJson<{
    latest: Json<NonNullable<TermsInputs["latest"]>> | null;
    methods: Array<Json<SavedMethod>>;
  }>(raw);
  return {
    latest: json.latest && { ...json.latest, createdAt: new Date(json.latest.createdAt) },
    methods: json.methods.map((method) => ({ ...method, createdAt: new Date(method.createdAt) })),
  };
}
