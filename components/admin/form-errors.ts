import type { FieldErrors, FieldValues } from "react-hook-form";
import type { useTranslations } from "use-intl";

import type { SummaryError } from "@/components/ui/error-summary";
import { ApiProblem } from "@/lib/client/fetch-json";

type Translate = ReturnType<typeof useTranslations>;

/**
 * Client checks put a problem code in the message (as the API does in `code`); this turns it into
 * words: the field's own message for the code, the code's general one, the field's own words for
 * any other problem, or a generic one.
 */
export function errorText(t: Translate, field: string, code: string | undefined): string {
  for (const key of [`errors.${field}.${code}`, `errors.${code}`, `errors.${field}.invalid_value`]) {
    if (t.has(key)) return t(key);
  }
  return t("errors.invalid_value");
}

/** Each field's words for its problem in a form's errors (react-hook-form), or nothing when it has none. */
export function fieldErrors<F extends string>(t: Translate, errors: FieldErrors<FieldValues>) {
  return (field: F): string | undefined => {
    const code = errors[field]?.message;
    return typeof code === "string" && code ? errorText(t, field, code) : undefined;
  };
}

/** The error summary's entries in the order the fields appear on the page. */
export function summaryOf<F extends string>(
  t: Translate,
  order: readonly F[],
  errors: FieldErrors<FieldValues>,
): SummaryError[] {
  return order.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? [{ field, message: errorText(t, field, message) }] : [];
  });
}

/** The API's field errors (JSON Pointers) placed on the form's fields; what has no field is left out. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldFor: (path: string) => F | undefined,
): Array<{ field: F; code: string }> {
  if (!(error instanceof ApiProblem)) return [];
  if (error.code === "external_id_taken")
    return fieldFor("/externalId") ? [{ field: fieldFor("/externalId")!, code: "external_id_taken" }] : [];
  return error.errors.flatMap((problem) => {
    const field = fieldFor(problem.path);
    return field ? [{ field, code: problem.code }] : [];
  });
}

/**
 * A submission the API refused, said on the form: each field error on its field (react-hook-form's
 * `setError`) and in the summary in the field's words; with none, the summary's one entry on
 * `fallbackField` — a conflict's own words (409: already invited, already a member) or the problem's
 * general ones (`generic`). `fields` replaces the API's field errors when the form reads the problem
 * itself (an e-mail taken, said on the e-mail field).
 */
export function refusalSummary<F extends string>({
  failure,
  t,
  fieldFor,
  setError,
  fallbackField,
  generic,
  fields = serverFieldErrors(failure, fieldFor),
}: {
  failure: unknown;
  t: Translate;
  fieldFor: (path: string) => F | undefined;
  setError: (field: F, error: { type: "server"; message: string }) => void;
  fallbackField: F;
  generic: string;
  fields?: Array<{ field: F; code: string }>;
}): SummaryError[] {
  for (const field of fields) setError(field.field, { type: "server", message: field.code });
  if (fields.length > 0)
    return fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) }));
  const conflict = failure instanceof ApiProblem && failure.status === 409 ? failure.detail : undefined;
  return [{ field: fallbackField, message: conflict ?? generic }];
}
