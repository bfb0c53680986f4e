import Link from "next/link";
import type { createTranslator } from "use-intl/core";

import { TitledSection } from "@/components/ui/titled-section";
import type { PortalTasks } from "@/lib/portal/page-data";
import type { HardStopReason } from "@/lib/portal/tasks";

import { HelpSection } from "../help-section";

type T = ReturnType<typeof createTranslator>;

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * What the person can still do about a stop, where they can: correct a mistyped date of birth
 * (which lifts the stop), correct a mistyped name, birth date, address or SSN after a final
 * identity failure (which starts a new check; the same details are never checked twice), give a
 * new income answer (a passing one lifts a decline). The employer's "no" is only the employer's to
 * change: HR is who can help.
 */
const WAY_ON: Partial<Record<HardStopReason, string>> = {
  under_18: "/onboarding/personal#field-birthDate",
  identity_failed: "/onboarding/personal",
  atr_failed: "/onboarding/income",
};

/**
 * When no card can come: what happened in plain words, what the person can still do about it,
 * who can help (the employer's HR contact) and a short reference to give them. The page's h1
 * names the reason.
 */
export function HardStop({ reason, tasks, t }: { reason: HardStopReason; tasks: PortalTasks; t: T }) {
  const wayOn = WAY_ON[reason];
  return (
    <>
      <p className="text-lg text-slate-800">{t(`hardStop.body.${reason}`, { employer: tasks.employer.name })}</p>
      {reason === "atr_failed" && tasks.noticeId ? (
        <p>
          <Link href={`/onboarding/income/notice/${tasks.noticeId}`} className={LINK}>
            {t("hardStop.notice")}
          </Link>
        </p>
      ) : null}
      {wayOn ? (
        <TitledSection titleId="way-on-heading" title={t("hardStop.wayOnHeading")} gap="gap-2">
          <p className="text-slate-800">{t(`hardStop.wayOn.${reason}`)}</p>
          <p>
            <Link href={wayOn} className={LINK} data-testid="hard-stop-way-on">
              {t(`hardStop.wayOnLink.${reason}`)}
            </Link>
          </p>
        </TitledSection>
      ) : null}
      <HelpSection help={tasks} t={t} />
      {wayOn ? null : <p className="text-slate-700">{t("hardStop.nothingElse")}</p>}
    </>
  );
}
