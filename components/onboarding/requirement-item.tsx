"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "use-intl";

import type { Requirement } from "@/lib/domain/requirements";
import { STEP_PATHS } from "@/lib/portal/steps";
import type { PortalSession } from "@/lib/schemas/responses/portal";

import { EmployerContact } from "./employer-contact";
import { messageKey, requirementState, stepFor, type RequirementState } from "./requirement-state";
import { StateIcon } from "./state-icon";

// The state is always in words too; colour and icon are never the only signal.
const BADGE: Record<RequirementState, string> = {
  fulfilled: "bg-green-100 text-green-900",
  action: "bg-amber-100 text-amber-950",
  failed: "bg-red-100 text-red-900",
  pending: "bg-brand-50 text-brand-900",
  employer: "bg-slate-200 text-slate-900",
  blocked: "bg-slate-200 text-slate-900",
};

type Props = { requirement: Requirement; all: Requirement[]; employer: PortalSession["employer"] | undefined; payrollDeduction: boolean };

export function RequirementItem({ requirement, all, employer, payrollDeduction }: Props) {
  const t = useTranslations();
  const format = useFormatter();
  const waitingOn = all.filter((other) => requirement.dependsOn.includes(other.key) && !other.fulfilled);
  const state = requirementState(requirement, waitingOn);
  const step = stepFor(requirement, waitingOn);
  const key = `requirementMessages.${messageKey(requirement, payrollDeduction)}`;
  const message = t.has(key) ? t(key) : t("requirementMessages.fallback");
  const stateText =
    state === "blocked"
      ? t("states.blocked", { requirements: format.list(waitingOn.map((dep) => t(`requirements.${dep.key}`))), count: waitingOn.length })
      : t(`states.${state}`);
  const headingId = `requirement-${requirement.key}`;

  return (
    <li className="rounded-md border border-slate-300 bg-white p-4">
      <div className="flex items-start gap-3">
        <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${BADGE[state]}`}>
          <StateIcon state={state} />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {t(`requirements.${requirement.key}`)}
          </h3>
          <p>
            <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${BADGE[state]}`}>{stateText}</span>
          </p>
          <p className="text-slate-800">{message}</p>
          {state !== "fulfilled" ? (
            <p className="text-sm text-slate-700">{t(requirement.actor === "employee" ? "checklist.whoYou" : "checklist.whoEmployer")}</p>
          ) : null}
          {state === "employer" ? (
            <p className="text-sm text-slate-700">
              <EmployerContact employer={employer} />
            </p>
          ) : null}
          {step ? (
            <Link href={STEP_PATHS[step]} className="self-start py-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t("checklist.goToStep", { step: t(`shell.steps.${step}`) })}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
