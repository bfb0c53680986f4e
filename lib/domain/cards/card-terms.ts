import type { RepaymentTerms } from "@/lib/domain/credit/atr";

/**
 * The terms a card is issued on, as the person is shown them before asking for it (DESIGN.md,
 * "The card step shows the limit, the repayment plan and how it is repaid"): the spending limit
 * and repayment plan of the income decision that passed, and how the balance is repaid. The card
 * request records them with who confirmed them and when (docs/payments-and-cards.md#terms).
 */

/** How the balance is repaid: the employer deducts it from pay, or the saved payment method is charged. */
export type RepaidBy =
  | { method: "payroll_deduction" }
  | { method: "payment_method"; paymentMethodId: number; type: string; name: string; lastFour: string };

export type CardTerms = {
  /** The income decision the limit and plan come from: the latest, and it passed. */
  atrSubmissionId: string;
  creditLimitCents: number;
  /** Null only for decisions recorded before repayment plans were kept. */
  repayment: RepaymentTerms | null;
  repaidBy: RepaidBy;
};

/** Who confirmed the terms with the card request: the person in the portal, or a partner on their behalf. */
export type TermsConfirmation = {
  confirmedBy: "employee" | "partner";
  confirmedById: string;
  confirmedAt: string;
  /** When the person was shown them, as the page (or the partner) says; never after confirmedAt. */
  shownAt: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

/** What a card row keeps: the terms, and their confirmation (null: a partner asked without stating one). */
export type CardTermsRecord = CardTerms & { confirmation: TermsConfirmation | null };

type Decision = {
  id: string;
  passed: boolean;
  maxAllowableBalanceCents: number;
  repaymentTerms: RepaymentTerms | null;
};

export type SavedMethod = {
  id: number;
  type: string;
  name: string;
  lastFour: string;
  status: string;
  createdAt: Date;
};

/**
 * The terms a card would be issued on now, or null when there are none to offer: no income
 * decision, the latest did not pass, or nothing to repay with (the requirements say the same;
 * this is what the person is shown, so it must not guess). Payroll deduction wins when the
 * employer runs it, as the repayment requirement counts it; otherwise the newest verified method.
 */
export function cardTermsOf({
  latestDecision,
  payrollDeduction,
  paymentMethods,
}: {
  latestDecision: Decision | undefined;
  payrollDeduction: boolean;
  paymentMethods: readonly SavedMethod[];
}): CardTerms | null {
  if (!latestDecision?.passed) return null;
  const repaidBy = repaidByOf(payrollDeduction, paymentMethods);
  if (!repaidBy) return null;
  return {
    atrSubmissionId: latestDecision.id,
    creditLimitCents: latestDecision.maxAllowableBalanceCents,
    repayment: latestDecision.repaymentTerms,
    repaidBy,
  };
}

function repaidByOf(payrollDeduction: boolean, methods: readonly SavedMethod[]): RepaidBy | null {
  if (payrollDeduction) return { method: "payroll_deduction" };
  const newest = methods
    .filter((method) => method.status === "Verified")
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  if (!newest) return null;
  return {
    method: "payment_method",
    paymentMethodId: newest.id,
    type: newest.type,
    name: newest.name,
    lastFour: newest.lastFour,
  };
}

/** Why a confirmation cannot be taken: it names other terms than those in force, or a time that cannot be. */
export type ConfirmationProblem = "terms_changed" | "shown_at_in_future" | "shown_at_before_decision";

/**
 * Checks what the person confirmed against the terms in force: the same income decision (a new
 * one since the page was drawn means new terms they have not seen), shown no later than now and
 * no earlier than the decision itself.
 */
export function confirmationProblem({
  terms,
  decisionAt,
  confirmed,
  now,
}: {
  terms: CardTerms;
  decisionAt: Date;
  confirmed: { atrSubmissionId: string; shownAt?: string | undefined };
  now: Date;
}): ConfirmationProblem | null {
  if (confirmed.atrSubmissionId !== terms.atrSubmissionId) return "terms_changed";
  return shownAtProblem({ shownAt: confirmed.shownAt, now, notBefore: decisionAt });
}

/**
 * Whether a stated `shownAt` can be true: no later than now and, where what was shown has a time of
 * its own (the income decision), no earlier than that. A minute of clock skew between the person's
 * device and us is not a lie. No `shownAt` is no claim, and no problem.
 */
export function shownAtProblem({
  shownAt,
  now,
  notBefore,
}: {
  shownAt: string | undefined;
  now: Date;
  notBefore?: Date;
}): Exclude<ConfirmationProblem, "terms_changed"> | null {
  if (shownAt === undefined) return null;
  const shown = Date.parse(shownAt);
  if (shown > now.getTime() + 60_000) return "shown_at_in_future";
  if (notBefore && shown < notBefore.getTime() - 60_000) return "shown_at_before_decision";
  return null;
}
