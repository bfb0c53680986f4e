"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { useOnboardingStatus } from "@/hooks/use-onboarding";
import { nextStep, STEP_PATHS, type StepId } from "@/lib/portal/steps";

const LINK = "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900";

/**
 * Shown after a step is saved: what happened, and a link to the next unmet step from the live
 * status (re-read after the write), or back to the checklist when nothing else is ours to do.
 */
export function ContinuePanel({ current, message, autoFocus = true }: { current: StepId; message: string; autoFocus?: boolean }) {
  const t = useTranslations("shell");
  const status = useOnboardingStatus();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) panel.current?.focus();
  }, [autoFocus]);
  const next = status.data && !status.isFetching ? nextStep(status.data.requirements, status.data.complete) : undefined;
  return (
    <div ref={panel} tabIndex={-1} role="status" className="flex flex-col gap-3 rounded-md border-l-4 border-green-700 bg-green-50 p-4 outline-none">
      <p className="font-semibold text-slate-900">{message}</p>
      {status.isFetching ? (
        <p className="text-slate-700">{t("checkingNext")}</p>
      ) : next && next !== current ? (
        <Link href={STEP_PATHS[next]} className={`self-start ${LINK}`}>
          {t("continueTo", { step: t(`steps.${next}`) })}
        </Link>
      ) : (
        <Link href="/onboarding" className={`self-start ${LINK}`}>
          {t("backToChecklist")}
        </Link>
      )}
    </div>
  );
}
