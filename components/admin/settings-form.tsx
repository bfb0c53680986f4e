"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useForm, type FieldValues, type Path, type UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";

import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TitledSection } from "@/components/ui/titled-section";

import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "./form-errors";
import { AdminQueryProblem, problemKey } from "./query-problem";

type Translate = ReturnType<typeof useTranslations>;

type SettingsFormOptions<TInput extends FieldValues, TOutput, TData> = {
  /** The API's rules for the form, with inputs as people type them (TInput) and the body sent (TOutput). */
  schema: z.ZodType<TOutput, TInput>;
  /** The form's fields in page order: the error summary lists problems in it. */
  fields: ReadonlyArray<Path<TInput> & string>;
  /** Messages with `title`, `intro`, `save`, `saving`, `saved` and `errors.…` for the fields. */
  t: Translate;
  query: UseQueryResult<TData>;
  save: UseMutationResult<unknown, Error, TOutput>;
  /** The stored settings as the form shows them. */
  toValues: (data: TData) => TInput;
};

export type SettingsFields<TInput extends FieldValues> = {
  register: UseFormRegister<TInput>;
  /** The words for a field's problem, if it has one. */
  error: (field: Path<TInput> & string) => string | undefined;
  /** Spread into each field's register options: a change hides "Saved". */
  changed: { onChange: () => void };
};

/**
 * One of the employer's settings forms (HR contact, eligibility files): loads the stored values,
 * checks with the API's rules, saves with PATCH, says "Saved", and puts the API's field problems
 * on the fields and in the error summary. `children` draws the fields.
 */
export function SettingsForm<TInput extends FieldValues, TOutput, TData>({
  id,
  schema,
  fields,
  t,
  query,
  save,
  toValues,
  children,
}: SettingsFormOptions<TInput, TOutput, TData> & {
  id: string;
  children: (form: SettingsFields<TInput>) => ReactNode;
}) {
  const admin = useTranslations("admin");
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
  });
  useEffect(() => {
    if (query.data !== undefined) reset(toValues(query.data));
    // toValues is a pure mapping the caller may define inline; only new data resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, reset]);
  const fieldFor = (path: string) => fields.find((field) => `/${field}` === path);
  const error = fieldErrors<Path<TInput> & string>(t, formState.errors);

  async function submit(values: TOutput) {
    setSummary([]);
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (failure) {
      const problems = serverFieldErrors(failure, fieldFor);
      for (const problem of problems) setError(problem.field, { type: "server", message: problem.code });
      setSummary(
        problems.length > 0
          ? problems.map((problem) => ({ field: problem.field, message: errorText(t, problem.field, problem.code) }))
          : [{ field: fields[0] ?? "", message: admin(`common.${problemKey(failure)}`) }],
      );
    }
  }

  return (
    <TitledSection titleId={`${id}-title`} title={t("title")} gap="gap-4">
      <p className="text-slate-700">{t("intro")}</p>
      {query.isError ? (
        <AdminQueryProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ErrorSummary title={admin("common.errorSummaryTitle")} errors={summary} />
          <p role="status" className="font-medium text-green-800">
            {saved ? t("saved") : ""}
          </p>
          <form
            noValidate
            onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, fields, invalid)))}
            className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
          >
            {children({ register, error, changed: { onChange: () => setSaved(false) } })}
            <SubmitButton
              pending={formState.isSubmitting}
              label={t("save")}
              pendingLabel={t("saving")}
              disabled={formState.isSubmitting || query.isPending}
            />
          </form>
        </>
      )}
    </TitledSection>
  );
}
