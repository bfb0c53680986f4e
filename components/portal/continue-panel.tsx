"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { useOnboardingStatus } from "@/hooks/use-onboarding";
import { buildTaskList, pathAfter, type TaskId } from "@/lib/portal/tasks";

const LINK =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900";

/**
 * Shown after a step is done: what happened, and a link to the next task in the task list's order
 * (from the live status, re-read after the write), or back to the task list when nothing else is
 * the person's to do.
 */
export function ContinuePanel({
  current,
  message,
  autoFocus = true,
}: {
  current: TaskId;
  message: string;
  autoFocus?: boolean;
}) {
  const t = useTranslations();
  const status = useOnboardingStatus();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) panel.current?.focus();
  }, [autoFocus]);
  // The card's own state does not change which task comes next here: a card is only ever the last.
  const next =
    status.data && !status.isFetching
      ? buildTaskList({ requirements: status.data.requirements, identityReviewed: false, card: "none" })
      : null;
  const path = next ? pathAfter(next, current) : "/onboarding";
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 rounded-md border-l-4 border-green-700 bg-green-50 p-4 outline-none"
    >
      <p className="font-semibold text-slate-900">{message}</p>
      {status.isFetching ? (
        <p className="text-slate-700">{t("shell.checkingNext")}</p>
      ) : next?.next && path !== "/onboarding" ? (
        <Link href={path} className={`self-start ${LINK}`}>
          {t("checklist.continue", { task: t(`checklist.task.${next.next}`) })}
        </Link>
      ) : (
        <Link href="/onboarding" className={`self-start ${LINK}`}>
          {t("shell.backToChecklist")}
        </Link>
      )}
    </div>
  );
}
