import type { useTranslations } from "use-intl";

import { ApiProblem } from "@/lib/client/fetch-json";

type Translate = ReturnType<typeof useTranslations>;

/** The most specific message there is: for this field and code, for the code, or a generic one. */
export function fieldMessage(t: Translate, namespace: string, field: string, code: string | undefined): string {
  for (const key of [`${namespace}.errors.${field}.${code}`, `${namespace}.errors.${code}`]) {
    if (t.has(key)) return t(key);
  }
  return t("shell.fieldInvalid");
}

/** The API's field errors (JSON Pointers) placed on the form's fields; what has no field is left out. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldFor: (path: string) => F | undefined,
): Array<{ field: F; code: string }> {
  if (!(error instanceof ApiProblem)) return [];
  return error.errors.flatMap((problem) => {
    const field = fieldFor(problem.path);
    if (!field) return [];
    return [{ field, code: error.code === "field_locked" ? "locked" : problem.code }];
  });
}

/** A message for a failed write that no single field explains. */
export function problemMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiProblem)) return t("shell.genericError");
  if (error.status === 401) return t("shell.sessionEnded");
  if (error.code === "csrf_failed") return t("shell.csrfError");
  if (error.status >= 500) return t("shell.genericError");
  return t("shell.requestFailed");
}
