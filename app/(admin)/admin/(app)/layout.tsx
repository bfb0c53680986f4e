import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { AdminNav } from "@/components/admin/admin-nav";
import { RoleProvider } from "@/components/admin/role";
import { AdminSignOutButton } from "@/components/admin/sign-out-button";
import { StepUpProvider } from "@/components/admin/step-up/step-up-provider";
import { LanguageSwitcher } from "@/components/portal/language-switcher";
import { MainLandmark } from "@/components/ui/page-frame";
import { adminOwesEnrolment, currentAdmin } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

/**
 * The HR admin shell: only for a signed-in admin; everyone else goes to the admin sign-in page. The
 * role read here with the session decides what the pages offer; the step-up dialog lives here too.
 */
export default async function AdminAppLayout({ children }: { children: React.ReactNode }) {
  const admin = await currentAdmin();
  if (!admin) redirect((await adminOwesEnrolment()) ? "/admin/enrol" : "/admin/sign-in");
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin.shell" });
  const roles = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "admin.roles" });
  const language = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "shell" })(
    "language",
  );
  return (
    <RoleProvider role={admin.role}>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-semibold text-brand-900">
            {t("title")}
            <span className="block text-sm font-normal text-slate-700">{admin.employerName}</span>
            <span className="block text-sm font-normal text-slate-700">
              {t("signedInAs", { name: admin.name, role: roles(`names.${admin.role}`) })}
            </span>
          </p>
          <AdminNav />
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher current={locale} label={language} />
            <AdminSignOutButton csrfToken={admin.csrfToken} />
          </div>
        </div>
      </header>
      {admin.employerSuspension ? (
        <div role="status" className="border-b border-amber-300 bg-amber-50">
          <p className="mx-auto max-w-6xl px-4 py-3 text-sm text-amber-950">
            {t("suspended", { employer: admin.employerName })}
            {admin.employerSuspension.reason
              ? ` ${t("suspendedReason", { reason: admin.employerSuspension.reason })}`
              : ""}
          </p>
        </div>
      ) : null}
      <MainLandmark width="wide">
        <StepUpProvider>{children}</StepUpProvider>
      </MainLandmark>
    </RoleProvider>
  );
}
