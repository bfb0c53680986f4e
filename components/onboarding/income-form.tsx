"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslations } from "use-intl";
import * as z from "zod/mini";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useAtrSubmissions, useGoToNextTask, usePortalSession, useSubmitAtr } from "@/hooks/use-onboarding";
import { ApiProblem } from "@/lib/client/fetch-json";
import { ATR_INPUT_CAPS, formatCents, parseDollarsToCents } from "@/lib/domain/money";
import type { AtrSubmissionResponse as AtrSubmission } from "@/lib/schemas/responses/atr";

import { AtrResult } from "./atr-result";
import { fieldMessage, problemMessage, serverFieldErrors } from "./field-errors";
import { IncomeGuidance } from "./income-guidance";

// Typed as dollars, sent as integer cents; the issue message is the code, translated when shown.
const dollars = (maxCents: number) =>
  z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      const parsed = parseDollarsToCents(value, { maxCents });
      if (parsed.ok) return parsed.cents;
      ctx.issues.push({ code: "custom", message: parsed.code, input: value });
      return z.NEVER;
    }),
  );

const incomeSchema = z.object({ annualIncome: dollars(ATR_INPUT_CAPS.annualIncomeCents), monthlyObligations: dollars(ATR_INPUT_CAPS.monthlyObligationsCents) });
type IncomeValues = z.input<typeof incomeSchema>;
type IncomeField = keyof IncomeValues;
const FIELDS: IncomeField[] = ["annualIncome", "monthlyObligations"];
const fieldFor = (path: string) => FIELDS.find((field) => `/${field}` === path);

export function IncomeForm() {
  const t = useTranslations("income");
  const submissions = useAtrSubmissions();
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
  const form = useForm<IncomeValues, unknown, z.output<typeof incomeSchema>>({
    resolver: zodResolver(incomeSchema),
    // The last answers, so a re-check starts from them; "$52,000.00" parses back to the same cents.
    defaultValues: { annualIncome: latest ? formatCents(latest.annualIncome, "en") : "", monthlyObligations: latest ? formatCents(latest.monthlyObligations, "en") : "" },
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [formError, setFormError] = useState<string>();
  const message = (field: IncomeField, code: string | undefined) => fieldMessage(t, "income", field, code);
  const errorFor = (field: IncomeField) => (form.formState.errors[field] ? message(field, form.formState.errors[field]?.message) : undefined);

  const onInvalid = (errors: FieldErrors<IncomeValues>) => {
    setFormError(undefined);
    setSummary(FIELDS.filter((field) => errors[field]).map((field) => ({ field, message: message(field, errors[field]?.message) })));
  };

  const onValid = async (cents: z.output<typeof incomeSchema>) => {
    setFormError(undefined);
    try {
      const decision = await submit.mutateAsync(cents);
      setSummary([]);
      // Save and continue: a limit goes on to the next task, which shows it; a decline leads to its
      // adverse action notice, and the result below links back to it later.
      if (decision.passed) return await goToNextTask("income");
      if (decision.adverseActionNoticeId) return router.push(`/onboarding/income/notice/${decision.adverseActionNoticeId}`);
      onSubmitted();
    } catch (error) {
      const fields = serverFieldErrors(error, fieldFor);
      for (const { field, code } of fields) form.setError(field, { type: "server", message: code });
      setSummary(fields.map(({ field, code }) => ({ field, message: message(field, code) })));
      if (fields.length > 0) return;
      const notEnrolled = error instanceof ApiProblem && error.code === "not_enrolled_in_onboarding";
      const contact = employer ? t("shell.contactEmployer", { employer }) : t("shell.contactEmployerUnknown");
      setFormError(notEnrolled ? `${t("income.notEnrolled")} ${contact}` : problemMessage(t, error));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <ErrorSummary title={t("shell.errorSummaryTitle")} errors={summary} documentTitlePrefix={t("shell.errorTitlePrefix")} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label={t("income.annualIncome")} hint={t("income.annualIncomeHint")} inputMode="decimal" autoComplete="off" className="max-w-xs" error={errorFor("annualIncome")} {...form.register("annualIncome")} />
      <TextField
        label={t("income.monthlyObligations")}
        hint={t("income.monthlyObligationsHint")}
        inputMode="decimal"
        autoComplete="off"
        className="max-w-xs"
        error={errorFor("monthlyObligations")}
        {...form.register("monthlyObligations")}
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
        {form.formState.isSubmitting ? t("income.submitting") : t("income.submit")}
      </Button>
    </form>
  );
}
