"use client";

import { useState } from "react";
import type { useTranslations } from "use-intl";

import type { SummaryError } from "@/components/ui/error-summary";
import type { FieldProblem } from "@/lib/portal/form";

import { fieldMessage } from "./field-errors";

/**
 * A portal form's field problems (the client's check or the API's): each field's words, and the
 * error summary's entries in the order the problems came, derived from the same list.
 */
export function useFieldProblems<F extends string>(t: ReturnType<typeof useTranslations>, namespace: string) {
  const [problems, show] = useState<Array<FieldProblem<F>>>([]);
  const message = (field: F, code: string | undefined) => fieldMessage(t, namespace, field, code);
  const errorFor = (field: F) => {
    const problem = problems.find((error) => error.field === field);
    return problem ? message(field, problem.code) : undefined;
  };
  const summary: SummaryError[] = problems.map(({ field, code }) => ({ field, message: message(field, code) }));
  return { problems, show, errorFor, summary };
}

/**
 * What ties an input to its answer, from the field's name alone: the name the form reads, the
 * value it starts with and its problem, so the three can never name different fields.
 */
export function answerInputs<V extends Record<string, string>, F extends string>(
  defaults: V,
  errorFor: (field: F) => string | undefined,
) {
  return <N extends F & keyof V & string>(name: N) => ({ name, defaultValue: defaults[name], error: errorFor(name) });
}
