"use client";

import { useTranslations } from "use-intl";

import { QueryProblem } from "@/components/portal/query-problem";
import { useOnboardingStatus } from "@/hooks/use-onboarding";
import { useCards } from "@/hooks/use-steps";

import { CardChooser } from "./card-chooser";
import { CardDetails } from "./card-details";
import { RequirementsLeft } from "./requirements-left";

/** The card once issued; else the choice when onboarding is complete; else what is left to do. */
export function CardStep() {
  const t = useTranslations("card");
  const status = useOnboardingStatus();
  const cards = useCards();
  const failed = status.error ?? cards.error;
  if (failed) {
    return (
      <QueryProblem
        error={failed}
        onRetry={() => {
          void status.refetch();
          void cards.refetch();
        }}
      />
    );
  }
  if (!status.data || !cards.data) return <p role="status">{t("loading")}</p>;
  const card = cards.data.data[0];
  if (card) return <CardDetails card={card} />;
  if (status.data.complete) return <CardChooser />;
  return <RequirementsLeft intro={t("notReady.intro")} requirements={status.data.requirements.filter((requirement) => !requirement.fulfilled)} />;
}
