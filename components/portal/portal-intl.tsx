"use client";

import { IntlProvider } from "use-intl";

import type { Locale } from "@/lib/i18n/config";
import type { Messages } from "@/lib/i18n/messages";

/** The portal's client components' words: a page's message namespaces, precompiled, in its language. */
export function PortalIntl({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: React.ReactNode;
}) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}
