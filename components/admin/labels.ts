import type { useTranslations } from "use-intl";

type Translate = ReturnType<typeof useTranslations>;

/**
 * A translated label for a value the API may extend (a status, an event type): the translation
 * when there is one, else the value itself, which is still more use to HR than nothing.
 */
export function labelOr(t: Translate, key: string, fallback: string): string {
  return t.has(key) ? t(key) : fallback;
}

/** A table's column headings, in order, from the messages under one key (`agreements.columns`). */
export function columnHeadings(t: Translate, key: string, columns: readonly string[]): string[] {
  return columns.map((column) => t(`${key}.${column}`));
}
