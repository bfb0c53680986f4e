import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { Providers } from "@/components/admin/providers";
import { SkipLink } from "@/components/ui/page-frame";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return {
    locale,
    messages: messagesFor(locale),
    t: createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin.shell" }),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await translator();
  return { title: { default: t("title"), template: `%s – ${t("title")}` } };
}

/**
 * Everything under /admin: translations, the query client and the skip link. The session guard
 * lives one level down, in (app)/layout.tsx, so that the sign-in page stays reachable.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { locale, messages, t } = await translator();
  return (
    <Providers locale={locale} messages={messages}>
      <SkipLink label={t("skipLink")} />
      {children}
    </Providers>
  );
}
