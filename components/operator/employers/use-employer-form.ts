"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { useTranslations } from "use-intl";

import { errorText } from "@/components/admin/form-errors";
import { problemKey } from "@/components/admin/query-problem";
import type { SummaryError } from "@/components/ui/error-summary";
import { ApiProblem } from "@/lib/client/fetch-json";

import {
  EMPLOYER_FIELDS,
  employerFieldFor,
  employerFormSchema,
  type EmployerFormInput,
  type EmployerFormValues,
} from "./employer-form";

type Translate = ReturnType<typeof useTranslations>;

/** A field's words for a code: a schedule row's fields share one set of words whatever the row. */
export function employerErrorText(t: Translate, field: string, code: string): string {
  const row = /^schedules\.\d+\.(name|payFrequency)$/.exec(field);
  return errorText(t, row ? `schedule.${row[1]}` : field, code);
}

/** Where the summary's link for a field goes: the first control of the field's group. */
const anchorOf = (field: string) => (field === "repayment" ? "payrollDeduction" : field);

function summaryOf(t: Translate, errors: FieldErrors<EmployerFormInput>): SummaryError[] {
  const entries: SummaryError[] = [];
  const add = (field: string, code: unknown) => {
    if (typeof code === "string" && code)
      entries.push({ field: anchorOf(field), message: employerErrorText(t, field, code) });
  };
  for (const field of EMPLOYER_FIELDS) {
    if (field !== "schedules") {
      add(field, (errors as Record<string, { message?: unknown } | undefined>)[field]?.message);
      continue;
    }
    add("schedules", errors.schedules?.message ?? errors.schedules?.root?.message);
    errors.schedules?.forEach?.((row, index) => {
      add(`schedules.${index}.name`, row?.name?.message);
      add(`schedules.${index}.payFrequency`, row?.payFrequency?.message);
    });
  }
  add("retire", errors.retire?.message);
  return entries;
}

/**
 * An employer's form (create or change): checks with the API's rules, sends, and puts the API's
 * field problems (JSON Pointers) on the fields and in the error summary; a problem no field
 * explains is said in the summary, in the API's words for a conflict.
 */
export function useEmployerForm({
  defaultValues,
  save,
}: {
  defaultValues: EmployerFormInput;
  save: (values: EmployerFormValues) => Promise<void>;
}) {
  const t = useTranslations("operator.employers.form");
  const common = useTranslations("admin.common");
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const form = useForm<EmployerFormInput, unknown, EmployerFormValues>({
    resolver: zodResolver(employerFormSchema),
    defaultValues,
    shouldFocusError: false,
  });

  async function submit(values: EmployerFormValues) {
    setSummary([]);
    try {
      await save(values);
    } catch (failure) {
      const problems =
        failure instanceof ApiProblem
          ? failure.errors.flatMap((problem) => {
              const field = employerFieldFor(problem.path);
              return field ? [{ field, code: problem.code }] : [];
            })
          : [];
      for (const problem of problems)
        form.setError(problem.field as Path<EmployerFormInput>, { type: "server", message: problem.code });
      const conflict = failure instanceof ApiProblem && failure.status === 409 ? failure.detail : undefined;
      setSummary(
        problems.length > 0
          ? problems.map((problem) => ({
              field: anchorOf(problem.field),
              message: employerErrorText(t, problem.field, problem.code),
            }))
          : [{ field: "name", message: conflict ?? common(problemKey(failure)) }],
      );
    }
  }

  return {
    form,
    summary,
    onSubmit: form.handleSubmit(submit, (invalid) => setSummary(summaryOf(t, invalid))),
  };
}
