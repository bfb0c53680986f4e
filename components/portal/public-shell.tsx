import { createTranslator, type Messages } from "use-intl/core";

import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { messagesFor } from "@/lib/i18n/messages";
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
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-900"
      >
        {t("skipLink")}
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold text-brand-900">{t("appName")}</p>
          <LanguageSwitcher current={locale} label={t("language")} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-6 outline-none sm:py-10">
        {children}
      </main>
    </>
  );
}
