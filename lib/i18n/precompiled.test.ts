import { IntlMessageFormat } from "intl-messageformat";
import { createTranslator, type Messages } from "use-intl/core";
import { describe, expect, it } from "vitest";

import { LOCALES } from "./config";
import { messagesFor, messagesSubset, sourceMessagesFor } from "./messages";

// icu-minify's compiled form: a string, or an array of parts; a part is a string, 0 (the plural's
// "#"), or [name] (an argument), [name, type, options] (1 select, 2 plural, 3 selectordinal,
// 4 number, 5 date, 6 time) or [tag, ...children] (rich text).
type Part = string | 0 | [string, ...unknown[]];
type Args = Record<string, unknown>;

function collectArgs(node: unknown, args: Args): void {
  if (!Array.isArray(node)) return;
  if (typeof node[0] === "string" && (node.length === 1 || typeof node[1] === "number")) {
    const [name, type, options] = node as [string, number | undefined, unknown];
    if (type === undefined) args[name] ??= "Ada";
    else if (type === 1) args[name] ??= Object.keys(options as object).find((key) => key !== "other") ?? "other";
    else if (type === 2 || type === 3 || type === 4) args[name] ??= 2;
    else if (type === 5 || type === 6) args[name] ??= new Date(Date.UTC(2026, 0, 5, 14, 30));
    if (options && typeof options === "object") for (const branch of Object.values(options)) collectArgs(branch, args);
    return;
  }
  if (
    typeof node[0] === "string" &&
    node.length > 1 &&
    (Array.isArray(node[1]) || typeof node[1] === "string" || node[1] === 0)
  ) {
    // A tag: its children may hold arguments too.
    args[node[0]] ??= (chunks: unknown[]) => `[${chunks.join("")}]`;
    for (const child of node.slice(1)) collectArgs(child, args);
    return;
  }
  for (const part of node as Part[]) collectArgs(part, args);
}

function leaves(node: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof node === "string" || Array.isArray(node)) return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const valueAt = (tree: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe.each(LOCALES)("precompiled messages (%s)", (locale) => {
  const compiled = messagesFor(locale);
  const t = createTranslator({ locale, messages: compiled as Messages, timeZone: "UTC" });

  it("format exactly as the ICU source does, for every message", () => {
    const keys = leaves(compiled);
    expect(keys.length).toBeGreaterThan(500);
    for (const [key, message] of keys) {
      const args: Args = {};
      collectArgs(message, args);
      const source = valueAt(sourceMessagesFor(locale), key) as string;
      const hasTags = Object.values(args).some((value) => typeof value === "function");
      // Each plural and number argument at 0, 1, 2 and a large fraction: "one", "other", "=0" and grouping.
      for (const count of [0, 1, 2, 1234.5]) {
        const values = Object.fromEntries(
          Object.entries(args).map(([name, value]) => [name, typeof value === "number" ? count : value]),
        );
        const expected = new IntlMessageFormat(source, locale).format(values);
        const actual = hasTags
          ? t.markup(key, values as Parameters<typeof t.markup>[1])
          : t(key, values as Parameters<typeof t>[1]);
        expect(actual, `${key} (${count})`).toBe(Array.isArray(expected) ? expected.join("") : String(expected));
      }
    }
  });

  it("name no ICU date, time or number style (the format-only formatter ignores them): use a skeleton, ::yMMMd", () => {
    const named = leaves(compiled).filter(([, message]) => JSON.stringify(message).match(/,[456],"[^"]+"\]/));
    expect(named.map(([key]) => key)).toEqual([]);
  });

  it("keep a plain message a plain string, and compile an argument", () => {
    expect(valueAt(compiled, "shell.appName")).toBe(valueAt(sourceMessagesFor(locale), "shell.appName"));
    expect(t("checklist.progress", { current: 2, total: 5 })).toMatch(/2.*5/);
  });

  it("are plain JSON, which React can hand to client components", () => {
    const prototypes = new Set<unknown>();
    const walk = (node: unknown) => {
      if (node === null || typeof node !== "object") return;
      prototypes.add(Object.getPrototypeOf(node));
      for (const child of Object.values(node)) walk(child);
    };
    walk(compiled);
    expect([...prototypes].every((prototype) => prototype === Object.prototype || prototype === Array.prototype)).toBe(
      true,
    );
  });

  it("subset holds only the namespaces asked for", () => {
    expect(Object.keys(messagesSubset(locale, ["shell", "personal"]))).toEqual(["shell", "personal"]);
    expect(messagesSubset(locale, ["shell"]).shell).toBe(compiled.shell);
  });
});
