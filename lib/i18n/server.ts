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
