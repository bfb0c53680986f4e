import { createTranslator, type Messages } from "use-intl/core";

import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { MainLandmark, SkipLink } from "@/components/ui/page-frame";
import { messagesFor } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/i18n/server";

/**
 * The frame of the portal's pages for people not signed in (sign-in, the reminders' opt-out):
 * outside the onboarding shell, which requires a session, but with the same skip link, header
 * and language choice, translated on the server.
 */
export async function PublicShell({ children }: { children: React.ReactNode }) {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" });
  return (
    <>
      <SkipLink label={t("skipLink")} />
      <PublicHeader title={t("appName")} locale={locale} languageLabel={t("language")} />
      <MainLandmark width="narrow">{children}</MainLandmark>
    </>
  );
}

/** The header of a page for people not signed in (the portal's, the HR area's): what it is, and the language choice. */
export function PublicHeader({
  title,
  locale,
  languageLabel,
}: {
  title: string;
  locale: Locale;
  languageLabel: string;
}) {
  return (
    <header className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-semibold text-brand-900">{title}</p>
        <LanguageSwitcher current={locale} label={languageLabel} />
      </div>
    </header>
  );
}
