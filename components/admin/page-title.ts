import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/** A page's <title> in the request's language, from a key under `admin`. */
export async function adminMetadata(key: string): Promise<Metadata> {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin" });
  return { title: t(key) };
}
