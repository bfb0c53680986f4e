import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { SignOutButton } from "@/components/portal/sign-out-button";
import { MainLandmark, SkipLink } from "@/components/ui/page-frame";
import { currentEmployee, employeePageContext } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";
import { loadPortalReturnUrl } from "@/lib/services/portal/load-portal-return-url";

/**
 * The portal shell: only for a signed-in employee; everyone else goes to the sign-in page. It is
 * translated here, on the server, and holds no client providers: each page wraps only its own
 * client components in <PortalProviders> (docs/performance.md, first-load JavaScript).
 */
export default async function OnboardingLayout({ children }: { children: React.ReactNode }) {
  const [signedIn, locale] = await Promise.all([currentEmployee(), requestLocale()]);
  if (!signedIn) redirect("/sign-in");
  const employer = signedIn.employerName;
  const returnUrl = await loadPortalReturnUrl({
    ctx: await employeePageContext(signedIn.session),
    employeeId: signedIn.session.employeeId,
  });
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" });
  return (
    <>
      <SkipLink label={t("skipLink")} />
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-1.5 sm:py-3">
          <div className="flex flex-col">
            <p className="text-sm font-semibold leading-tight text-brand-900 sm:text-base">
              {employer ? t("programFor", { employer }) : t("appName")}
            </p>
            {/* The partner's app the person came from (its invite's returnUrl): always a way back. */}
            {returnUrl ? (
              <a
                href={returnUrl}
                data-testid="partner-return"
                className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t("returnTo", { host: new URL(returnUrl).host })}
              </a>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <LanguageSwitcher current={locale} label={t("language")} />
            <SignOutButton
              csrfToken={signedIn.session.csrfToken}
              labels={{ signOut: t("signOut"), signingOut: t("signingOut"), signOutFailed: t("signOutFailed") }}
            />
          </div>
        </div>
      </header>
      <MainLandmark width="medium">{children}</MainLandmark>
    </>
  );
}
