import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/** A portal page's words in the request's language: under one namespace of the messages, or all of them. */
export async function pageTranslator(namespace?: string) {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace });
}

/** A portal page's <title> in the request's language, from a message key (`income.title`). */
export async function portalMetadata(key: string): Promise<Metadata> {
  return { title: (await pageTranslator())(key) };
}
