"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { problemKey } from "@/components/admin/query-problem";
import { CreateSection } from "@/components/admin/resource/create-section";
import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { usePublishTerms } from "@/hooks/use-operator-console";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { AtrNumbers } from "@/lib/domain/credit/atr-settings";

import { parseTerm, TERM_FIELDS, termBounds, termInput, type TermField } from "./terms-fields";
import { useTermFormat } from "./use-term-format";

type Field = TermField | "effectiveAt";
type Values = Record<Field, string>;
const ORDER: readonly Field[] = [...TERM_FIELDS.map(({ field }) => field), "effectiveAt"];

/** The effective time typed (a datetime-local value, read as UTC), or now when left empty. */
function parseEffectiveAt(typed: string): { ok: true; value?: string } | { ok: false; code: string } {
  if (typed.trim() === "") return { ok: true };
  const date = new Date(`${typed.trim()}:00Z`);
  return Number.isNaN(date.getTime()) ? { ok: false, code: "date_invalid" } : { ok: true, value: date.toISOString() };
}

type Props = {
  /** Null: a new version of the program's terms; else an override of this employer's. */
  employerId: string | null;
  /** The terms in force, the form's first values. */
  current: AtrNumbers;
  titleId: string;
  title: string;
  intro: string;
};

/**
 * A new version of the credit terms: each number labelled with what it means and its bounds
 * (ATR_SETTING_BOUNDS), an effective time (now when left empty). The API checks the bounds and the
 * whole; each problem it names is shown beside its field and in the error summary.
 */
export function TermsForm({ employerId, current, titleId, title, intro }: Props) {
  const t = useTranslations("operator.terms");
  const common = useTranslations("admin.common");
  const formatTerm = useTermFormat();
  const publish = usePublishTerms(employerId ?? undefined);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [published, setPublished] = useState<string>();
  const initial = Object.fromEntries([
    ...TERM_FIELDS.map(({ field, unit }) => [field, termInput(unit, current[field])]),
    ["effectiveAt", ""],
  ]) as Values;
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Values>({ defaultValues: initial });
  // The summary links to `#field-{key}`, the input's id.
  const key = (field: Field) => `${titleId}-${field}`;
  const label = (field: Field) => t(`fields.${field}.label`);
  const unitOf = (field: TermField) => TERM_FIELDS.find((entry) => entry.field === field)!.unit;
  const words = (field: Field, code: string): string => {
    if (field !== "effectiveAt" && code === "out_of_bounds") {
      const { min, max } = termBounds(field);
      return t("errors.out_of_bounds", {
        field: label(field),
        min: formatTerm(unitOf(field), min),
        max: formatTerm(unitOf(field), max),
      });
    }
    const key = `errors.${code}`;
    return t.has(key) ? t(key, { field: label(field) }) : t("errors.invalid_value", { field: label(field) });
  };
  const show = (problems: Array<{ field: Field; code: string }>) => {
    for (const problem of problems)
      setError(problem.field, { type: "check", message: words(problem.field, problem.code) });
    setSummary(problems.map((problem) => ({ field: key(problem.field), message: words(problem.field, problem.code) })));
  };

  async function submit(values: Values) {
    clearErrors();
    setSummary([]);
    setPublished(undefined);
    const problems: Array<{ field: Field; code: string }> = [];
    const terms = {} as AtrNumbers;
    for (const { field, unit } of TERM_FIELDS) {
      const parsed = parseTerm(unit, values[field]);
      if (parsed.ok) terms[field] = parsed.value;
      else problems.push({ field, code: parsed.code });
    }
    const effectiveAt = parseEffectiveAt(values.effectiveAt);
    if (!effectiveAt.ok) problems.push({ field: "effectiveAt", code: effectiveAt.code });
    if (problems.length > 0 || !effectiveAt.ok) return show(problems);
    try {
      const version = await publish.mutateAsync({
        terms,
        ...(effectiveAt.value ? { effectiveAt: effectiveAt.value } : {}),
      });
      setPublished(t(version.effectiveAt > new Date().toISOString() ? "publishedLater" : "publishedNow"));
    } catch (failure) {
      const fields = failure instanceof ApiProblem ? failure.errors : [];
      const named = fields.flatMap((problem) => {
        const field = ORDER.find(
          (candidate) => problem.path === `/terms/${candidate}` || problem.path === `/${candidate}`,
        );
        return field ? [{ field, code: problem.code }] : [];
      });
      if (named.length > 0) show(named);
      else setSummary([{ field: key(ORDER[0]!), message: common(problemKey(failure)) }]);
    }
  }

  const error = (field: Field) => {
    const message = formState.errors[field]?.message;
    return typeof message === "string" && message ? message : undefined;
  };
  return (
    <CreateSection
      titleId={titleId}
      title={title}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      notice={
        <p role="status" className="font-medium text-green-800">
          {published ?? ""}
        </p>
      }
      onSubmit={handleSubmit(submit)}
      submitting={formState.isSubmitting}
      submit={t("form.submit")}
      submittingLabel={t("form.submitting")}
    >
      <p className="text-slate-700">{intro}</p>
      {TERM_FIELDS.map(({ field, unit }) => {
        const { min, max } = termBounds(field);
        return (
          <TextField
            key={field}
            id={`field-${key(field)}`}
            label={t("fields.labelIn", { label: label(field), unit: t(`units.${unit}`) })}
            hint={`${t(`fields.${field}.means`)} ${t("form.bounds", { min: formatTerm(unit, min), max: formatTerm(unit, max) })}`}
            error={error(field)}
            inputMode={unit === "months" ? "numeric" : "decimal"}
            autoComplete="off"
            className="sm:max-w-md"
            {...register(field, { onChange: () => setPublished(undefined) })}
          />
        );
      })}
      <TextField
        id={`field-${key("effectiveAt")}`}
        label={label("effectiveAt")}
        hint={t("fields.effectiveAt.means")}
        error={error("effectiveAt")}
        type="datetime-local"
        className="sm:max-w-xs"
        {...register("effectiveAt")}
      />
    </CreateSection>
  );
}
