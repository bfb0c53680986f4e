import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { OperatorProviders } from "@/components/operator/operator-providers";
import { SkipLink } from "@/components/ui/page-frame";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return {
    locale,
    messages: messagesFor(locale),
    t: createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "operator.shell" }),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await translator();
  return { title: { default: t("title"), template: `%s – ${t("title")}` } };
}

/**
 * Everything under /operator, the console of the program's own staff: translations, the query
 * client, the operator door (the account components shared with HR call /api/operator), and the
 * skip link. The session guard lives one level down, in (app)/layout.tsx, so that sign-in, joining
 * and enrolling stay reachable.
 */
export default async function OperatorLayout({ children }: { children: React.ReactNode }) {
  const { locale, messages, t } = await translator();
  return (
    <OperatorProviders locale={locale} messages={messages}>
      <SkipLink label={t("skipLink")} />
      {children}
    </OperatorProviders>
  );
}
