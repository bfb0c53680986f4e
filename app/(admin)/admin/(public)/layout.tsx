import { createTranslator, type Messages } from "use-intl/core";

import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

// Sign-in, joining the team and enrolling a second factor: outside the guarded shell (no navigation
// or sign-out, since the person is not signed in yet), but the same header and language choice.
export default async function AdminPublicLayout({ children }: { children: React.ReactNode }) {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin.shell" });
  const language = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" })(
    "language",
  );
  return (
    <>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold text-brand-900">{t("title")}</p>
          <LanguageSwitcher current={locale} label={language} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-6 outline-none sm:py-10">
        {children}
      </main>
    </>
  );
}
