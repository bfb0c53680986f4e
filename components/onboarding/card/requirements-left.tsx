"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { usePortalSession } from "@/hooks/use-portal-api";
import type { RequirementKey } from "@/lib/domain/requirements";
import { STEP_FOR, STEP_PATHS } from "@/lib/portal/steps";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

type Props = { intro: string; requirements: Array<{ key: RequirementKey; actor?: "employee" | "employer" }> };

/** What still stands between the employee and a card, each with where to fix it. */
export function RequirementsLeft({ intro, requirements }: Props) {
  const t = useTranslations("card.requirements");
  const { data: session } = usePortalSession();
  const employer = session?.employer.name ?? "";
  return (
    <div className="flex flex-col gap-3">
      <p>{intro}</p>
      <ul className="flex flex-col gap-2">
        {requirements.map(({ key, actor }) => {
          // The card API's list has no actor: repayment is the employee's only when the employer
          // expects a payment method.
          const byEmployer = actor ? actor === "employer" : key === "repayment_process" && !session?.employer.paymentMethodRepayment;
          const step = byEmployer ? undefined : STEP_FOR[key];
          return (
            <li key={key} className="rounded-md border border-slate-300 bg-white p-3">
              <p className="font-semibold text-slate-900">{t(`keys.${key}`)}</p>
              {step ? (
                <Link href={STEP_PATHS[step]} className={LINK}>
                  {t(`steps.${step}`)}
                </Link>
              ) : (
                <p className="text-slate-700">{t("employer", { employer })}</p>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <Link href="/onboarding" className={LINK}>
          {t("checklist")}
        </Link>
      </p>
    </div>
  );
}
