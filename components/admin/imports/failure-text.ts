import type { useTranslations } from "use-intl";

type Translate = ReturnType<typeof useTranslations>;

const MISSING_COLUMNS = /missing: (.+?)\.?$/;

/**
 * Why an import stopped, in the reader's language. The API gives a sentence, not a code, so the
 * known sentences are recognised; anything else is shown as the server wrote it.
 */
export function failureText(t: Translate, failure: string | null): string {
  if (!failure) return t("imports.failures.unknown");
  const missing = failure.startsWith("The file's first line must name the columns")
    ? MISSING_COLUMNS.exec(failure)
    : null;
  if (missing) return t("imports.failures.missingColumns", { columns: missing[1] ?? "" });
  if (failure.startsWith("The file could not be read as CSV")) return t("imports.failures.unreadable");
  if (failure.startsWith("The file is larger than")) return t("imports.failures.tooLarge");
  return failure;
}
