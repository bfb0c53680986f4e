"use client";

import { useLocale, useTranslations } from "use-intl";

import { ContinuePanel } from "@/components/portal/continue-panel";
import { QueryProblem } from "@/components/portal/query-problem";
import { useAgreements, useGoToNextTask } from "@/hooks/use-onboarding";

import { AgreementItem } from "./agreement-item";

/** Every agreement of the program in the page's language, each accepted on its own. */
export function AgreementsList() {
  const t = useTranslations("agreements");
  const locale = useLocale();
  const agreements = useAgreements(locale);
  const goToNextTask = useGoToNextTask();
  if (agreements.error) return <QueryProblem error={agreements.error} onRetry={() => agreements.refetch()} />;
  if (!agreements.data) return <p role="status">{t("loading")}</p>;
  const list = agreements.data.data;
  if (list.length === 0) return <p>{t("none")}</p>;
  const required = list.filter((agreement) => agreement.required);
  const accepted = required.filter((agreement) => agreement.acceptedOn !== null).length;
  const lastOpen = required.length - accepted === 1 ? required.find((agreement) => agreement.acceptedOn === null) : undefined;

  return (
    <div className="flex flex-col gap-6">
      {accepted === required.length ? <ContinuePanel current="agreements" message={t("allDone")} autoFocus={false} /> : null}
      <p className="text-slate-800">{t("progress", { accepted, total: required.length })}</p>
      <ul className="flex flex-col gap-6">
        {list.map((agreement) => (
          <AgreementItem
            key={`${agreement.id}-${agreement.tag}`}
            agreement={agreement}
            completesStep={agreement === lastOpen}
            onAccepted={() => (agreement === lastOpen ? goToNextTask("agreements") : undefined)}
          />
        ))}
      </ul>
    </div>
  );
}
