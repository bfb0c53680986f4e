import Link from "next/link";
import type { createTranslator } from "use-intl/core";

import { EmployerContact } from "@/components/onboarding/employer-contact";
import type { PortalTasks } from "@/lib/api/portal-tasks";
import type { HardStopReason } from "@/lib/portal/tasks";

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
          <Link href={`/onboarding/income/notice/${tasks.noticeId}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {t("hardStop.notice")}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="help-heading" className="flex flex-col gap-2 rounded-md border-l-4 border-brand-700 bg-brand-50 p-4">
        <h2 id="help-heading" className="text-xl font-bold text-slate-900">
          {t("hardStop.contactHeading")}
        </h2>
        <p className="text-slate-800">
          <EmployerContact employer={tasks.employer} t={t} />
        </p>
        <p className="text-slate-800">
          {t("hardStop.reference")}{" "}
          <strong className="font-mono break-all" data-testid="hard-stop-reference">
            {tasks.reference}
          </strong>
        </p>
      </section>
      <p className="text-slate-700">{t("hardStop.nothingElse")}</p>
    </>
  );
}
