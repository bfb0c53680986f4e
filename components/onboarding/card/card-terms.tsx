import type { WholeTranslator as T } from "@/components/onboarding/employer-contact";
import type { CardTerms } from "@/lib/domain/cards/card-terms";
import { formatCents } from "@/lib/domain/money";

/**
 * The card's terms in three rows — the spending limit, the repayment plan, how it is repaid — as
 * the person confirms them before the card and sees them again on the confirmation and the card
 * page. Rendered on the server (no script): the client parts place it.
 */
export function CardTermsList({
  terms,
  employer,
  locale,
  t,
  heading: Heading = "h2",
}: {
  terms: CardTerms;
  employer: string;
  locale: string;
  t: T;
  heading?: "h2" | "h3";
}) {
  const money = (cents: number) => formatCents(cents, locale);
  const plan = terms.repayment;
  const { repaidBy } = terms;
  return (
    <section aria-labelledby="card-terms-heading" className="flex flex-col gap-2" data-testid="card-terms">
      <Heading id="card-terms-heading" className="text-xl font-bold text-slate-900">
        {t("cardTerms.heading")}
      </Heading>
      <dl className="divide-y divide-slate-300 border-y border-slate-300">
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
          <dt className="font-semibold text-slate-900 sm:w-1/3">{t("cardTerms.limit")}</dt>
          <dd className="text-slate-800" data-testid="card-terms-limit">
            {money(terms.creditLimitCents)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
          <dt className="font-semibold text-slate-900 sm:w-1/3">{t("cardTerms.plan")}</dt>
          <dd className="flex flex-col gap-1 text-slate-800 sm:w-2/3" data-testid="card-terms-plan">
            {plan ? (
              <>
                <span>{planSentence(plan, money, t, "cardTerms.installments", "cardTerms.installmentsFinal")}</span>
                <span>{t("cardTerms.noCost")}</span>
                {plan.payFrequencyAssumed ? <span>{t("cardTerms.assumed")}</span> : null}
              </>
            ) : (
              <span>{t("cardTerms.planUnknown")}</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
          <dt className="font-semibold text-slate-900 sm:w-1/3">{t("cardTerms.repaidBy")}</dt>
          <dd className="text-slate-800 sm:w-2/3" data-testid="card-terms-repaid-by">
            {repaidBy.method === "payroll_deduction"
              ? t("cardTerms.payroll", { employer })
              : t("cardTerms.method", { name: repaidBy.name, lastFour: repaidBy.lastFour })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The plan in one sentence, saying the count of each amount: "26 payments of $167.31", or when the
 * last differs "25 payments of $167.31 and a last payment of $167.25" (the income result and the
 * card's terms say it alike, each with its own words).
 */
export function planSentence(
  plan: NonNullable<CardTerms["repayment"]>,
  money: (cents: number) => string,
  t: T,
  equalKey: string,
  finalKey: string,
): string {
  const common = { frequency: plan.payFrequency, amount: money(plan.installmentAmountCents), months: plan.termMonths };
  return plan.finalInstallmentCents === plan.installmentAmountCents
    ? t(equalKey, { ...common, installments: plan.installments })
    : t(finalKey, { ...common, count: plan.installments - 1, final: money(plan.finalInstallmentCents) });
}
