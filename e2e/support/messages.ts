import fs from "node:fs";
import path from "node:path";

import { createTranslator, type Messages } from "use-intl/core";

/**
 * The portal's own words, read from messages/{locale}/*.json, so tests find elements by the
 * accessible names people see, in either language, and follow copy changes without edits.
 */
export type Locale = "en" | "es";
type Tree = { [key: string]: string | Tree };

const FILES = ["portal", "steps", "admin", "operator", "email"];
const cache = new Map<Locale, Tree>();

function load(locale: Locale): Tree {
  const cached = cache.get(locale);
  if (cached) return cached;
  const merged: Tree = {};
  for (const file of FILES)
    Object.assign(
      merged,
      JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../messages", locale, `${file}.json`), "utf8")) as Tree,
    );
  cache.set(locale, merged);
  return merged;
}

/** `msg("en", "checklist.continue", { task: "Agreements" })` → "Continue: Agreements". Simple {name} arguments only. */
export function msg(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = load(locale);
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`messages/${locale}: no message "${key}"`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) throw new Error(`messages/${locale} "${key}": no value for {${name}}`);
    return String(params[name]);
  });
}

/** `msg` in one language: `msgIn("es")("checklist.title")`. */
export const msgIn =
  (locale: Locale) =>
  (key: string, params?: Record<string, string | number>): string =>
    msg(locale, key, params);

export const en = msgIn("en");

/** use-intl's translator over the app's messages, as both helpers below use it. */
function appTranslator(locale: Locale, namespace: string | undefined) {
  return createTranslator({
    locale,
    messages: load(locale) as unknown as Messages,
    namespace: namespace as never,
    timeZone: "UTC",
    // A missing key or argument fails the test instead of matching the key's own text.
    onError: (error) => {
      throw error;
    },
  });
}

/**
 * A translator as the app has it (use-intl), for messages with ICU arguments — plurals, numbers,
 * lists — that `msg` does not format: `t("es", "admin")("employees.showing", { first: 1, last: 25, total: 26 })`.
 */
export function translator(
  locale: Locale,
  namespace?: string,
): (key: string, values?: Record<string, string | number | Date>) => string {
  const t = appTranslator(locale, namespace) as unknown as (
    key: string,
    values?: Record<string, string | number | Date>,
  ) => string;
  return (key, values) => t(key, values);
}

/**
 * The same for messages with rich-text tags (`Since <time>{since}</time>`), as plain text: each
 * tag's function gets the text inside it, as the app's `t.rich` does.
 */
export function markupTranslator(
  locale: Locale,
  namespace?: string,
): (key: string, values?: Record<string, string | number | Date | ((chunks: string) => string)>) => string {
  const t = appTranslator(locale, namespace);
  return (key, values) => (t.markup as (key: string, values?: Record<string, unknown>) => string)(key, values);
}
