"use client";

import { useTranslations } from "use-intl";

import { PortalErrorSummary } from "@/components/portal/portal-error-summary";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import type { SummaryError } from "@/components/ui/error-summary";
import { INCOME_FIELDS, type IncomeField } from "@/lib/portal/income-answers";

/**
 * An income answer's form body, in dollars (the income step, and a card holder's limit request):
 * the error summary, a form-level problem, and the two amounts with their hints and problems.
 */
export function IncomeFields({
  summary,
  formError,
  input,
}: {
  summary: SummaryError[];
  formError: string | undefined;
  input: (field: IncomeField) => { name: string; defaultValue: string; error: string | undefined };
}) {
  const t = useTranslations("income");
  return (
    <>
      <PortalErrorSummary errors={summary} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {INCOME_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(field)}
          hint={t(`${field}Hint`)}
          inputMode="decimal"
          autoComplete="off"
          className="max-w-xs"
          {...input(field)}
        />
      ))}
    </>
  );
}
