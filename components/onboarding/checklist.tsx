"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { QueryProblem } from "@/components/portal/query-problem";
import { StepPage } from "@/components/portal/step-page";
import { useOnboardingStatus, usePortalSession } from "@/hooks/use-onboarding";
import { nextStep, STEP_PATHS } from "@/lib/portal/steps";
import type { OnboardingStatusResponse as OnboardingStatus } from "@/lib/schemas/responses/onboarding";
import type { PortalSession } from "@/lib/schemas/responses/portal";

import { EmployerContact } from "./employer-contact";
import { RequirementItem } from "./requirement-item";

const CTA = "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-lg font-semibold text-white hover:bg-brand-900";

/** The 12 requirements, live, with the one thing to do next at the top. */
export function Checklist() {
  const t = useTranslations("checklist");
  const session = usePortalSession();
  const status = useOnboardingStatus();
  const problem = session.error ?? status.error;

  return (
    <StepPage title={t("title")} intro={t("intro")} backLink={false}>
      {problem ? (
        <QueryProblem error={problem} onRetry={() => (session.error ? session.refetch() : status.refetch())} />
      ) : !status.data ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <>
          <NextStep status={status.data} employer={session.data?.employer} />
          <section aria-labelledby="requirements-heading" className="flex flex-col gap-3">
            <h2 id="requirements-heading" className="text-xl font-bold text-slate-900">
              {t("listHeading")}
            </h2>
            <p className="text-slate-700">{t("progress", { fulfilled: status.data.summary.fulfilled, total: status.data.summary.total })}</p>
            <ol className="flex flex-col gap-3">
              {status.data.requirements.map((requirement) => (
                <RequirementItem
                  key={requirement.key}
                  requirement={requirement}
                  all={status.data.requirements}
                  employer={session.data?.employer}
                  payrollDeduction={session.data?.employer.payrollDeductionRepayment ?? false}
                />
              ))}
            </ol>
          </section>
        </>
      )}
    </StepPage>
  );
}

function NextStep({ status, employer }: { status: OnboardingStatus; employer: PortalSession["employer"] | undefined }) {
  const t = useTranslations();
  const next = nextStep(status.requirements, status.complete);
  const box = "flex flex-col gap-3 rounded-md border-2 border-brand-700 bg-brand-50 p-5";
  if (next) {
    return (
      <section aria-labelledby="next-step-heading" className={box}>
        <h2 id="next-step-heading" className="text-xl font-bold text-slate-900">
          {t(status.complete ? "checklist.completeHeading" : "checklist.nextStepHeading")}
        </h2>
        <p className="text-slate-800">{t(status.complete ? "checklist.completeBody" : `checklist.nextStepBody.${next}`)}</p>
        <Link href={STEP_PATHS[next]} className={`self-start ${CTA}`}>
          {status.complete ? t("checklist.completeLink") : t("checklist.nextStepLink", { step: t(`shell.steps.${next}`) })}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="next-step-heading" className={box}>
      <h2 id="next-step-heading" className="text-xl font-bold text-slate-900">
        {t("checklist.employerHeading")}
      </h2>
      <p className="text-slate-800">{t("checklist.employerBody")}</p>
      <p className="font-semibold text-slate-900">
        <EmployerContact employer={employer} />
      </p>
    </section>
  );
}
