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

/**
 * A table's words from the messages under one key (all of the translator's own when the key is
 * empty): its caption, its column headings (`columns.<name>`) and what it says when it is empty.
 */
export function tableMessages(t: Translate, key: string, columns: readonly string[]) {
  const at = (name: string) => (key ? `${key}.${name}` : name);
  return { caption: t(at("caption")), columns: columnHeadings(t, at("columns"), columns), empty: t(at("empty")) };
}
