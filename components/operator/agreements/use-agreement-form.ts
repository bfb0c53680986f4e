"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";

import { errorText } from "@/components/admin/form-errors";
import { problemKey } from "@/components/admin/query-problem";
import type { SummaryError } from "@/components/ui/error-summary";
import { ApiProblem } from "@/lib/client/fetch-json";

import { agreementFieldFor } from "./agreement-form";

type Options<Input extends FieldValues, Values> = {
  schema: z.ZodType<Values, Input>;
  defaultValues: Input;
  /** The fields in page order, as the error summary lists them. */
  order: readonly string[];
  /** Sends the checked values; an ApiProblem it throws is put on the fields and in the summary. */
  save: (values: Values) => Promise<void>;
};

/**
 * An agreements form (a new document, a new version): checked with the API's rules as it is sent,
 * and the API's field problems (JSON Pointers) put beside their fields and in the error summary, as
 * the console's other forms do; a problem no field explains is said in the summary.
 */
export function useAgreementForm<Input extends FieldValues, Values>({
  schema,
  defaultValues,
  order,
  save,
}: Options<Input, Values>) {
  const t = useTranslations("operator.agreements.form");
  const common = useTranslations("admin.common");
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
    shouldFocusError: false,
  });
  const words = (field: string, code: string) => errorText(t, field, code);
  const summaryOf = (errors: FieldErrors<Input>) =>
    order.flatMap((field) => {
      const code = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
      return typeof code === "string" && code ? [{ field, message: words(field, code) }] : [];
    });

  /** Shows what the API refused: on the fields it names, else in the summary alone. */
  function showProblem(failure: unknown) {
    const problems =
      failure instanceof ApiProblem
        ? failure.errors.flatMap((problem) => {
            const field = agreementFieldFor(problem.path);
            return field ? [{ field, code: problem.code }] : [];
          })
        : [];
    for (const problem of problems)
      form.setError(problem.field as Path<Input>, { type: "server", message: problem.code });
    const unexplained = failure instanceof ApiProblem && failure.status === 404 ? failure.detail : undefined;
    setSummary(
      problems.length > 0
        ? order.flatMap((field) =>
            problems
              .filter((problem) => problem.field === field)
              .map(({ code }) => ({ field, message: words(field, code) })),
          )
        : [{ field: order[0]!, message: unexplained ?? common(problemKey(failure)) }],
    );
  }

  async function submit(values: Values) {
    setSummary([]);
    try {
      await save(values);
    } catch (failure) {
      showProblem(failure);
    }
  }

  /** A field's words for its problem, or nothing. */
  const error = (field: string): string | undefined => {
    const code = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof code === "string" && code ? words(field, code) : undefined;
  };

  return {
    form,
    summary,
    error,
    showProblem,
    clearSummary: () => setSummary([]),
    onSubmit: form.handleSubmit(submit, (invalid) => setSummary(summaryOf(invalid))),
  };
}
