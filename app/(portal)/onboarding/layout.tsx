import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { SignOutButton } from "@/components/portal/sign-out-button";
import { currentEmployee } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/**
 * The portal shell: only for a signed-in employee; everyone else goes to the sign-in page. It is
 * translated here, on the server, and holds no client providers: each page wraps only its own
 * client components in <PortalProviders> (docs/performance.md, first-load JavaScript).
 */
export default async function OnboardingLayout({ children }: { children: React.ReactNode }) {
  const [signedIn, locale] = await Promise.all([currentEmployee(), requestLocale()]);
  if (!signedIn) redirect("/sign-in");
  const employer = signedIn.employerName;
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
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-1.5 sm:py-3">
          <p className="text-sm font-semibold leading-tight text-brand-900 sm:text-base">
            {employer ? t("programFor", { employer }) : t("appName")}
          </p>
          <div className="flex items-center gap-2">
            <LanguageSwitcher current={locale} label={t("language")} />
            <SignOutButton
              csrfToken={signedIn.session.csrfToken}
              labels={{ signOut: t("signOut"), signingOut: t("signingOut"), signOutFailed: t("signOutFailed") }}
            />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 outline-none sm:py-10">
        {children}
      </main>
    </>
  );
}
