import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { AdminSignOutButton } from "@/components/admin/sign-out-button";
import { StepUpProvider } from "@/components/admin/step-up/step-up-provider";
import { OperatorNav } from "@/components/operator/operator-nav";
import { OperatorRoleProvider } from "@/components/operator/operator-role";
import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { MainLandmark } from "@/components/ui/page-frame";
import { currentOperator, operatorOwesEnrolment } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/**
 * The console's shell: only for a signed-in operator. A session that still owes its first factor
 * goes to the enrolment page; anyone else to the console's sign-in page. The role read here with
 * the session decides what the navigation and pages offer; the step-up dialog every console write
 * may ask for lives here too.
 */
export default async function OperatorAppLayout({ children }: { children: React.ReactNode }) {
  const operator = await currentOperator();
  if (!operator) redirect((await operatorOwesEnrolment()) ? "/operator/enrol" : "/operator/sign-in");
  const locale = await requestLocale();
  const messages = messagesFor(locale) as Messages;
  const t = createTranslator({ locale, messages, namespace: "operator" });
  const language = createTranslator({ locale, messages, namespace: "shell" })("language");
  return (
    <OperatorRoleProvider role={operator.role}>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-semibold text-brand-900">
            {t("shell.title")}
            <span className="block text-sm font-normal text-slate-700">
              {t("shell.signedInAs", { name: operator.name, role: t(`roles.names.${operator.role}`) })}
            </span>
          </p>
          <OperatorNav />
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher current={locale} label={language} />
            <AdminSignOutButton csrfToken={operator.csrfToken} />
          </div>
        </div>
      </header>
      <MainLandmark width="wide">
        <StepUpProvider>{children}</StepUpProvider>
      </MainLandmark>
    </OperatorRoleProvider>
  );
}
