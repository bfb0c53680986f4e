import Link from "next/link";
import type { createTranslator } from "use-intl/core";

import type { PortalTasks } from "@/lib/portal/page-data";
import type { HardStopReason } from "@/lib/portal/tasks";

import { HelpSection } from "./help-section";

type T = ReturnType<typeof createTranslator>;

/**
 * When no card can come: what happened in plain words, who can help (the employer's HR contact)
 * and a reference to give them. Nothing else is asked. The page's h1 names the reason.
 */
export function HardStop({ reason, tasks, t }: { reason: HardStopReason; tasks: PortalTasks; t: T }) {
  return (
    <>
      <p className="text-lg text-slate-800">{t(`hardStop.body.${reason}`, { employer: tasks.employer.name })}</p>
      {reason === "atr_failed" && tasks.noticeId ? (
        <p>
          <Link
            href={`/onboarding/income/notice/${tasks.noticeId}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("hardStop.notice")}
          </Link>
        </p>
      ) : null}
      <HelpSection tasks={tasks} t={t} />
      <p className="text-slate-700">{t("hardStop.nothingElse")}</p>
    </>
  );
}
