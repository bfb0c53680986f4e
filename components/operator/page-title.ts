import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/** A console page's <title> in the request's language, from a key under `operator` (or `admin`, for shared words). */
export async function operatorMetadata(key: string, namespace: "operator" | "admin" = "operator"): Promise<Metadata> {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace });
  return { title: t(key) };
}
