import { cookies, headers } from "next/headers";
import { createTranslator, type Messages } from "use-intl/core";

import { LOCALE_COOKIE, resolveLocale, type Locale } from "./config";
import { messagesFor } from "./messages";

/** The request's language, for server components and layouts. */
export async function requestLocale(): Promise<Locale> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  return resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
}

/** The portal shell's words (skip link, header, back link) in the request's language. */
export async function shellTranslator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" });
}

/**
 * An area's shell (HR's `admin.shell`, the operator console's `operator.shell`) in the request's
 * language: the language, every message for its client components, and the shell's words.
 */
export async function areaShell(namespace: "admin.shell" | "operator.shell") {
  const locale = await requestLocale();
  const messages = messagesFor(locale);
  return { locale, messages, t: createTranslator({ locale, messages: messages as Messages, namespace }) };
}

/** An area's <title>s: the area's name alone, or a page's title before it. */
export async function areaTitles(namespace: "admin.shell" | "operator.shell") {
  const { t } = await areaShell(namespace);
  return { title: { default: t("title"), template: `%s – ${t("title")}` } };
}
