"use client";

import { IntlProvider } from "use-intl";

import type { Locale } from "@/lib/i18n/config";
import type { Messages } from "@/lib/i18n/messages";

type Props = { locale: Locale; messages: Messages; children: React.ReactNode };

/** The client components' words in the page's language, with times in UTC. */
export function LocaleProvider({ locale, messages, children }: Props) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}
