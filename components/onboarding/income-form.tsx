"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { SubmitButton } from "@/components/ui/button";
import { useAtrSubmissions, useGoToNextTask, usePortalSession, useSubmitAtr } from "@/hooks/use-onboarding";
import { ApiProblem } from "@/lib/client/fetch-json";
import { formatCents } from "@/lib/domain/money";
import { checkIncome, INCOME_FIELDS, incomeFieldFor, type IncomeField } from "@/lib/portal/income-answers";
import { readForm } from "@/lib/portal/form";
import type {
  AtrSubmissionResponse as AtrSubmission,
  AtrSubmissionListResponse as AtrSubmissionList,
} from "@/lib/schemas/responses/atr";

import { AtrResult } from "./atr-result";
import { problemMessage, serverFieldErrors } from "./field-errors";
import { answerInputs, useFieldProblems } from "./use-field-problems";
import { IncomeFields } from "./income-fields";
import { IncomeGuidance } from "./income-guidance";

/** The income step; `initial` is the decisions the server rendered the page with (the browser keeps them fresh). */
export function IncomeForm({ initial }: { initial?: AtrSubmissionList }) {
  const t = useTranslations("income");
  const submissions = useAtrSubmissions(initial);
  const [submittedHere, setSubmittedHere] = useState(false);
  if (submissions.error) return <QueryProblem error={submissions.error} onRetry={() => submissions.refetch()} />;
  if (!submissions.data) return <p role="status">{t("loading")}</p>;
  const latest = submissions.data.data[0];
  return (
    <div className="flex flex-col gap-6">
      <IncomeGuidance />
      <IncomeFormBody latest={latest} onSubmitted={() => setSubmittedHere(true)} />
      {latest ? <AtrResult submission={latest} autoFocus={submittedHere} /> : null}
      {latest?.passed ? <ContinuePanel current="income" message={t("passedContinue")} autoFocus={false} /> : null}
    </div>
  );
}

function IncomeFormBody({ latest, onSubmitted }: { latest: AtrSubmission | undefined; onSubmitted: () => void }) {
  const t = useTranslations();
  const employer = usePortalSession().data?.employer.name;
  const submit = useSubmitAtr();
  const router = useRouter();
  const goToNextTask = useGoToNextTask();
  // The last answers, so a re-check starts from them; "$52,000.00" parses back to the same cents.
  const defaults = {
    annualIncome: latest ? formatCents(latest.annualIncome, "en") : "",
    monthlyObligations: latest ? formatCents(latest.monthlyObligations, "en") : "",
  };
  const { show, errorFor, summary } = useFieldProblems<IncomeField>(t, "income");
  const input = answerInputs(defaults, errorFor);
  const [formError, setFormError] = useState<string>();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkIncome(readForm(event.currentTarget, INCOME_FIELDS));
    if (!checked.ok) return show(checked.errors);
    try {
      const decision = await submit.mutateAsync(checked.value);
      show([]);
      // Save and continue: a limit goes on to the next task, which shows it; a decline leads to its
      // adverse action notice, and the result below links back to it later.
      if (decision.passed) return await goToNextTask("income");
      if (decision.adverseActionNoticeId)
        return router.push(`/onboarding/income/notice/${decision.adverseActionNoticeId}`);
      onSubmitted();
    } catch (error) {
      const fields = serverFieldErrors(error, incomeFieldFor);
      show(fields);
      if (fields.length > 0) return;
      const notEnrolled = error instanceof ApiProblem && error.code === "not_enrolled_in_onboarding";
      const contact = employer ? t("shell.contactEmployer", { employer }) : t("shell.contactEmployerUnknown");
      setFormError(notEnrolled ? `${t("income.notEnrolled")} ${contact}` : problemMessage(t, error));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <IncomeFields summary={summary} formError={formError} input={input} />
      <SubmitButton pending={submit.isPending} label={t("income.submit")} pendingLabel={t("income.submitting")} />
    </form>
  );
}
