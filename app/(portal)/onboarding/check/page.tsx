import Link from "next/link";

import { AnswersList } from "@/components/onboarding/check/answers-list";
import { ConfirmAnswers } from "@/components/onboarding/check/confirm-answers";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { employeeOnStep } from "@/lib/api/page-session";
import { requestLocale } from "@/lib/i18n/server";
import { loadPortalAnswers } from "@/lib/services/portal/load-portal-answers";
import { loadPortalTasks } from "@/lib/services/portal/load-portal-tasks";

const CTA =
  "inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900";

export const generateMetadata = () => portalMetadata("check.title");

/**
 * Check your answers, before the identity check uses them: each answer with a way to change it,
 * then one button that confirms them and starts the check. Once the check has started, the
 * answers are shown with the way on.
 */
export default async function CheckAnswersPage() {
  const { session, ctx } = await employeeOnStep("check");
  const { employeeId } = session;
  const [answers, tasks, t, locale] = await Promise.all([
    loadPortalAnswers({ ctx, employeeId }),
    loadPortalTasks({ ctx, employeeId }),
    pageTranslator(),
    requestLocale(),
  ]);
  const check = tasks.tasks.find((task) => task.id === "check");
  return (
    <StepPage title={t("check.title")} intro={t("check.intro")}>
      <AnswersList answers={answers} locale={locale} t={t} />
      {check?.state === "to_do" ? (
        <>
          <p className="text-slate-800">{t("check.declaration")}</p>
          <PortalProviders namespaces={["check"]}>
            <ConfirmAnswers />
          </PortalProviders>
        </>
      ) : check?.state === "done" ? (
        <Link href="/onboarding/identity" className={CTA}>
          {t("checklist.continue", { task: t("checklist.task.identity") })}
        </Link>
      ) : (
        <Link href="/onboarding/personal" className={CTA}>
          {t("checklist.continue", { task: t("checklist.task.personal") })}
        </Link>
      )}
    </StepPage>
  );
}
