"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { Requirement, RequirementKey } from "@/lib/domain/onboarding/requirements";
import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";

import { RequirementStatus } from "./requirement-status";

// What HR can change on this page; the rest is the employee's or the program's.
const EDITABLE_HERE = new Set([
  "employment_status",
  "eligibility_status",
  "payroll_schedule",
  "enrolled_in_onboarding",
]);

/**
 * The 12 requirements: state, why not met, who can act, and what each one waits for. The credit
 * decision reads only made or not (the server sends no more). Under a stop (`waitingOn` names the
 * requirement that says it), or once a credit decision left nobody to act (not `complete`, nobody
 * waited on), nobody acts on the others: the list says so instead of naming someone.
 */
export function RequirementsList({
  requirements,
  waitingOn,
  complete,
  editableBelow = true,
}: {
  requirements: Requirement[];
  waitingOn: AdminEmployeeDetail["waitingOn"];
  complete: boolean;
  /** Whether the page holds the employer's fields below, to link to (HR's does; the console's reads only). */
  editableBelow?: boolean;
}) {
  const stoppedBy: RequirementKey | null = waitingOn?.owner === "stopped" ? waitingOn.requirement : null;
  const decided = waitingOn === null && !complete;
  const t = useTranslations("admin");
  const format = useFormatter();
  const met = new Set(
    requirements.filter((requirement) => requirement.fulfilled).map((requirement) => requirement.key),
  );
  return (
    <ol className="grid gap-3 md:grid-cols-2">
      {requirements.map((requirement, index) => {
        const waitingOn = requirement.dependsOn.filter((key) => !met.has(key)).map((key) => t(`requirements.${key}`));
        const reason =
          requirement.code && t.has(`reasons.${requirement.code}`)
            ? t(`reasons.${requirement.code}`)
            : requirement.message;
        return (
          <li key={requirement.key} className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                {index + 1}. {t(`requirements.${requirement.key}`)}
              </h3>
              <RequirementStatus
                status={requirement.status}
                label={
                  requirement.key === "atr" && t.has(`creditDecision.${requirement.status}`)
                    ? t(`creditDecision.${requirement.status}`)
                    : undefined
                }
              />
            </div>
            {requirement.fulfilled ? null : (
              <>
                <p>{reason}</p>
                {waitingOn.length > 0 ? (
                  <p className="text-sm">
                    {t("detail.waitingOn", { list: format.list(waitingOn, { type: "conjunction" }) })}
                  </p>
                ) : null}
                <p className="text-sm text-slate-700">
                  {decided
                    ? t("detail.actorDecided")
                    : stoppedBy === null
                      ? t(requirement.actor === "employer" ? "detail.actorEmployer" : "detail.actorEmployee")
                      : requirement.key === stoppedBy
                        ? t("detail.actorStop", { stop: t(`waiting.stops.${stoppedBy}`) })
                        : t("detail.actorNobody")}
                  {editableBelow && requirement.actor === "employer" && EDITABLE_HERE.has(requirement.key) ? (
                    <>
                      {" "}
                      <a href="#employer-fields" className="font-semibold text-brand-700 underline underline-offset-2">
                        {t("detail.changeBelow")}
                      </a>
                    </>
                  ) : null}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
