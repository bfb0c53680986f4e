"use client";

import { useTranslations } from "use-intl";

import { StatusIcon } from "@/components/ui/status-icon";
import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";

import { HrBadge, WaitingOnWords } from "../employees/waiting-on-cell";

/**
 * Who acts next for this person, in the words of HR's table (the same rule: lib/domain/onboarding/who-acts.ts),
 * and for a stop what to tell them; a "Needs HR action" mark when it is HR's to do.
 */
export function WhoActsNext({ detail }: { detail: AdminEmployeeDetail }) {
  const t = useTranslations("admin");
  const waiting = detail.waitingOn;
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-4"
      data-testid="who-acts-next"
      role="group"
      aria-labelledby="who-acts-title"
    >
      <h3 id="who-acts-title" className="text-sm font-semibold text-slate-700">
        {t("detail.whoActs")}
      </h3>
      {waiting ? (
        <WaitingOnWords waiting={waiting} />
      ) : detail.complete ? (
        <span className="inline-flex items-center gap-1 font-semibold text-green-800">
          <StatusIcon status="fulfilled" />
          {t("waiting.nobody")}
        </span>
      ) : (
        <span className="font-semibold text-slate-800">{t("waiting.creditDecisionMade")}</span>
      )}
      {waiting?.owner === "stopped" && t.has(`waiting.tell.${waiting.requirement}`) ? (
        <p>{t(`waiting.tell.${waiting.requirement}`)}</p>
      ) : null}
      {detail.needsHrAction ? <HrBadge>{t("waiting.needsHrAction")}</HrBadge> : null}
    </div>
  );
}
