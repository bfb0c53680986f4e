"use client";

import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { useTranslations } from "use-intl";

import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { useEmployee, useOnboardingStatus } from "@/hooks/use-onboarding";
import { useCards } from "@/hooks/use-steps";
import type { CardListResponse } from "@/lib/schemas/responses/card";
import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";

import { CardChooser } from "./card-chooser";
import { CardDetails } from "./card-details";

// Only until the card can be had: the task model loads then, not with the page (docs/portal.md, weight).
const TasksLeft = lazy(() => import("./tasks-left").then((module) => ({ default: module.TasksLeft })));

/** What the request confirms: the income decision whose terms the page showed, and when. */
export type TermsShown = { atrSubmissionId: string; shownAt: string };

/**
 * The live card once issued (with the one it replaced); else the choice when onboarding is
 * complete; else what is left to do. The terms come rendered from the server: `terms` before the
 * card, `issuedTerms` (a sub-heading) in its confirmation; `confirm` is what the request names.
 * `walletHelp`, also server-rendered (no script), sits with the virtual card once issued.
 */
export function CardStep({
  terms,
  issuedTerms,
  walletHelp,
  confirm,
  initial,
}: {
  terms: React.ReactNode;
  issuedTerms: React.ReactNode;
  walletHelp: React.ReactNode;
  confirm: TermsShown | null;
  /** What the server rendered the page with: the status, the cards and the employee, as the API gives them. */
  initial: { status: OnboardingStatusResponse; cards: CardListResponse; employee: EmployeeResponse };
}) {
  const t = useTranslations("card");
  const status = useOnboardingStatus(initial.status);
  const cards = useCards(initial.cards);
  const employee = useEmployee(initial.employee);
  // Issued from this page: its confirmation takes the focus (the chooser it replaces is gone).
  const [issuedHere, setIssuedHere] = useState(false);
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
  const all = cards.data.data;
  // The live card; a closed one stays listed beside it (the card it replaced).
  const card = all.find((candidate) => candidate.closedAt === null);
  if (card) {
    return (
      <div className="flex flex-col gap-6">
        {employee.data?.repaymentMethodRequired ? (
          <Alert tone="warning">
            <p>{t("repayRequired.body")}</p>
            <Link
              href="/onboarding/repayment"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t("repayRequired.link")}
            </Link>
          </Alert>
        ) : null}
        <CardDetails
          card={card}
          replaced={all.find((candidate) => candidate.id === card.replacesCardId)}
          terms={issuedTerms}
          walletHelp={walletHelp}
          justIssued={issuedHere}
        />
      </div>
    );
  }
  // Closed and its replacement not issued yet: it shows here once the issuer has answered.
  if (all.some((candidate) => candidate.replacedByCardId !== null)) return <Alert>{t("choose.pending")}</Alert>;
  if (status.data.complete) {
    return (
      <div className="flex flex-col gap-4">
        {all.length > 0 ? <Alert tone="warning">{t("closed")}</Alert> : null}
        <CardChooser terms={terms} confirm={confirm} onIssued={() => setIssuedHere(true)} />
      </div>
    );
  }
  return (
    <Suspense fallback={<p role="status">{t("loading")}</p>}>
      <TasksLeft intro={t("notReady.intro")} />
    </Suspense>
  );
}
