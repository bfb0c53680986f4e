"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useLocale, useTranslations } from "use-intl";

import { usePortalSession } from "@/hooks/use-onboarding";
import { formatCents } from "@/lib/domain/money";
import type { AtrSubmissionResponse as AtrSubmission } from "@/lib/schemas/responses/atr";

import { planSentence } from "./card/card-terms";

/** The decision in words: the line and how it is repaid, or why not and what the person can do. */
export function AtrResult({ submission, autoFocus }: { submission: AtrSubmission; autoFocus: boolean }) {
  const t = useTranslations("income.result");
  const shell = useTranslations("shell");
  const whole = useTranslations();
  const locale = useLocale();
  const employer = usePortalSession().data?.employer.name;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus, submission.id]);
  const money = (cents: number) => formatCents(cents, locale);
  const terms = submission.repaymentTerms;

  return (
    <section
      aria-labelledby="atr-result-heading"
      className={`flex flex-col gap-3 rounded-md border-l-4 p-4 sm:p-5 ${submission.passed ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}
    >
      <h2 id="atr-result-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {submission.passed ? t("passedTitle") : failedTitle(submission, t)}
      </h2>
      <p className="text-slate-800">
        {t("basedOn", { income: money(submission.annualIncome), obligations: money(submission.monthlyObligations) })}
      </p>
      {submission.passed ? (
        <>
          <p className="text-lg font-semibold text-slate-900">
            {t("limit", { max: money(submission.maxAllowableBalance) })}
          </p>
          {terms ? (
            <>
              <p className="text-slate-800">
                {planSentence(terms, money, whole, "income.result.terms", "income.result.termsWithFinal")}
              </p>
              <p className="text-slate-800">{t("noCost")}</p>
            </>
          ) : null}
          {terms?.payFrequencyAssumed ? <p className="text-slate-800">{t("termsAssumed")}</p> : null}
        </>
      ) : (
        <>
          <ul className="list-disc pl-6 text-slate-800">
            {submission.reasons.map((reason) => (
              <li key={reason}>{t(`reasons.${reason}`)}</li>
            ))}
          </ul>
          {submission.adverseActionNoticeId ? (
            <Link
              href={`/onboarding/income/notice/${submission.adverseActionNoticeId}`}
              className="self-start py-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t("noticeLink")}
            </Link>
          ) : null}
          <h3 className="font-semibold text-slate-900">{t("whatToDo")}</h3>
          <ul className="list-disc pl-6 text-slate-800">
            <li>{t("adviceIncome")}</li>
            <li>{t("adviceChanges")}</li>
            <li>{employer ? shell("contactEmployer", { employer }) : shell("contactEmployerUnknown")}</li>
          </ul>
        </>
      )}
    </section>
  );
}

/** A decline's heading names its first reason (each reads differently), else the general one. */
function failedTitle(submission: AtrSubmission, t: ReturnType<typeof useTranslations>): string {
  const reason = submission.reasons[0];
  return reason && t.has(`failedTitles.${reason}`) ? t(`failedTitles.${reason}`) : t("failedTitle");
}
