"use client";

import { useTranslations } from "use-intl";

import { dependenciesOf, REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import type { AdminEmployeeRow, WaitingOnView } from "@/lib/schemas/responses/admin-employees";

import { StatusIcon } from "@/components/ui/status-icon";

const TONES = {
  missing: "text-slate-900",
  invalid: "text-amber-900",
  pending: "text-brand-900",
  failed: "text-red-800",
  blocked: "text-slate-800",
} as const;

/** The amber mark of what HR has to do ("Needs HR action", the funnel's "HR can fix"). */
export function HrBadge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 self-start rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      <StatusIcon status="warning" className="size-3.5" />
      {children}
    </span>
  );
}

/** "HR: Payroll schedule — missing", or for a stop "Stopped: under 18": the same words on the table and the employee page. */
export function WaitingOnWords({ waiting }: { waiting: WaitingOnView }) {
  const t = useTranslations("admin");
  if (waiting.owner === "stopped") {
    return (
      <span className="inline-flex items-start gap-1 font-semibold text-red-800">
        <StatusIcon status="failed" className="mt-0.5 size-4" />
        <span>{t(`waiting.stops.${waiting.requirement}`)}</span>
      </span>
    );
  }
  return (
    <span className={`inline-flex items-start gap-1 font-semibold ${TONES[waiting.status]}`}>
      <StatusIcon status={waiting.status} className="mt-0.5 size-4" />
      <span>
        {t("waiting.label", {
          owner: t(`waiting.owners.${waiting.owner}`),
          requirement: t(`requirements.${waiting.requirement}`),
        })}
        <span className="font-normal"> — {t(`waiting.statuses.${waiting.status}`)}</span>
      </span>
    </span>
  );
}

/**
 * Who the person is waiting on, in words ("HR: Payroll schedule — missing"), a "Needs HR action"
 * mark, and the requirements not met, those only waiting for an earlier one said so.
 */
export function WaitingOnCell({ row }: { row: AdminEmployeeRow }) {
  const t = useTranslations("admin");
  const waiting = row.waitingOn;
  // Not complete with nothing open: only a credit decision ends onboarding that way; HR is told it was made, not its outcome.
  if (!waiting && !row.complete)
    return <span className="font-semibold text-slate-800">{t("waiting.creditDecisionMade")}</span>;
  if (!waiting) {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-green-800">
        <StatusIcon status="fulfilled" />
        {t("waiting.nobody")}
      </span>
    );
  }
  const unmet = new Set(row.unmet);
  const open = REQUIREMENT_KEYS.filter((key) => unmet.has(key));
  return (
    <div className="flex min-w-48 flex-col items-start gap-1">
      <WaitingOnWords waiting={waiting} />
      {row.needsHrAction ? <HrBadge>{t("waiting.needsHrAction")}</HrBadge> : null}
      <details className="text-slate-800">
        <summary className="cursor-pointer py-1 text-brand-700 underline underline-offset-2">
          {t("waiting.unmetCount", { count: open.length })}
        </summary>
        <ul className="list-disc pl-5">
          {open.map((key) => (
            <li key={key}>
              {dependenciesOf(key).some((dependency) => unmet.has(dependency))
                ? t("waiting.blockedBy", { requirement: t(`requirements.${key}`) })
                : t(`requirements.${key}`)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
