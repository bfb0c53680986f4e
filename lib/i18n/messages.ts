import compile from "icu-minify/compile";

import enAdmin from "@/messages/en/admin.json";
import enEmail from "@/messages/en/email.json";
import enOperator from "@/messages/en/operator.json";
import enPortal from "@/messages/en/portal.json";
import enSteps from "@/messages/en/steps.json";
import esAdmin from "@/messages/es/admin.json";
import esEmail from "@/messages/es/email.json";
import esOperator from "@/messages/es/operator.json";
import esPortal from "@/messages/es/portal.json";
import esSteps from "@/messages/es/steps.json";

import type { Locale } from "./config";

// Several files per language so that different parts can be translated independently: portal.json
// (shell, checklist, personal details, agreements, income), steps.json (repayment, identity,
// card), admin.json (the HR admin area), operator.json (the operator console: its own words, beside
// the sign-in, factor and account words it shares with admin.json), email.json (the e-mails we send
// people, the reminders' opt-out page and HR's reminders line). Each file holds namespaces of its own.
const SOURCE = {
  en: { ...enPortal, ...enSteps, ...enAdmin, ...enOperator, ...enEmail },
  es: { ...esPortal, ...esSteps, ...esAdmin, ...esOperator, ...esEmail },
} as const;

export type Messages = Record<string, unknown>;

/** The messages as written (ICU MessageFormat strings): for tests and tools, never for formatting. */
export function sourceMessagesFor(locale: Locale): Messages {
  return SOURCE[locale] as Messages;
}

function compileTree(node: unknown): unknown {
  // icu-minify builds a plural's or select's branches on null-prototype objects, which React
  // refuses to pass to client components: the JSON round trip makes them plain.
  if (typeof node === "string") return JSON.parse(JSON.stringify(compile(node))) as unknown;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, child]) => [key, compileTree(child)]),
  );
}

const compiled = new Map<Locale, Messages>();

/**
 * The messages compiled ahead of formatting (icu-minify), which is what every translator in the
 * app formats: next.config.mjs points `use-intl/format-message` at use-intl's format-only
 * formatter, so the browser gets a 1 KB formatter instead of the ICU parser (docs/performance.md).
 * Compiled once per language per process.
 */
export function messagesFor(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileTree(SOURCE[locale]) as Messages;
    compiled.set(locale, messages);
  }
  return messages;
}

/**
 * Only the namespaces a page's client components use, so the page does not carry every message. A
 * dotted path ("income.limitNow") takes that part of a namespace alone, for a component borrowed
 * from another page. A path that names nothing is an error, not a missing message at run time.
 */
export function messagesSubset(locale: Locale, namespaces: readonly string[]): Messages {
  const all = messagesFor(locale);
  const subset: Messages = {};
  for (const path of namespaces) {
    const parts = path.split(".");
    const value = parts.reduce<unknown>(
      (node, part) => (node !== null && typeof node === "object" ? (node as Messages)[part] : undefined),
      all,
    );
    if (value === undefined) throw new Error(`No messages at ${path}`);
    let target = subset;
    for (const part of parts.slice(0, -1)) {
      // A copy: the compiled messages are shared by every request.
      const next = target[part];
      target = target[part] = next !== null && typeof next === "object" ? { ...(next as Messages) } : {};
    }
    target[parts[parts.length - 1] as string] = value;
  }
  return subset;
}
