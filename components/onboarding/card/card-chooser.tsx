"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { portalKeys } from "@/hooks/use-portal-api";
import { invalidatePortalQueries } from "@/hooks/use-portal-query";
import { useCreateCard } from "@/hooks/use-steps";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { CardType } from "@/lib/schemas/card";

import type { TermsShown } from "./card-step";
import { MailingAddress } from "./mailing-address";

// Only when the card request finds tasks left: the task model loads then, not with the page (docs/portal.md, weight).
const TasksLeft = lazy(() => import("./tasks-left").then((module) => ({ default: module.TasksLeft })));

const CHOICES: CardType[] = ["virtual", "all"];

/**
 * Onboarding is complete: virtual only, or virtual and a plastic card mailed to the address on
 * file; then the terms (rendered on the server) and the request that confirms them.
 */
export function CardChooser({
  terms,
  confirm,
  onIssued,
}: {
  terms: React.ReactNode;
  confirm: TermsShown | null;
  onIssued: () => void;
}) {
  const t = useTranslations("card.choose");
  const router = useRouter();
  const create = useCreateCard();
  const [cardType, setCardType] = useState<CardType>("virtual");
  const [termsChanged, setTermsChanged] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  // The card is reserved and is being issued (docs/payments-and-cards.md): read the cards again
  // until it is listed, when the step shows it instead of this form.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void invalidatePortalQueries(portalKeys.cards), 5_000);
    return () => clearInterval(timer);
  }, [pending]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIncomplete(false);
    setTermsChanged(false);
    setError(undefined);
    try {
      await create.mutateAsync({ cardType, termsConfirmation: confirm ?? undefined });
      onIssued();
    } catch (problem) {
      // A newer income decision since the page was drawn: the page is drawn again with its terms.
      if (problem instanceof ApiProblem && problem.code === "terms_changed") {
        setTermsChanged(true);
        router.refresh();
        return;
      }
      // Something changed since the page was drawn: the status is read again, and the list follows it.
      if (problem instanceof ApiProblem && problem.code === "onboarding_incomplete") {
        setIncomplete(true);
        return;
      }
      // card_already_exists: the cards list is read again and the card shows instead of this form;
      // until the issuer has answered, the card is not listed yet, so say it is on its way.
      if (
        problem instanceof ApiProblem &&
        (problem.code === "card_already_exists" || problem.code === "card_issuer_unavailable")
      ) {
        setPending(true);
        return;
      }
      setError(t("error"));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p>{t("intro")}</p>
      {incomplete ? (
        <Alert tone="error" title={t("incomplete")}>
          <Suspense fallback={null}>
            <TasksLeft intro={t("incompleteIntro")} />
          </Suspense>
        </Alert>
      ) : null}
      {pending ? <Alert>{t("pending")}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium text-slate-900">{t("legend")}</legend>
        {CHOICES.map((choice) => (
          <div key={choice} className="flex items-start gap-3 rounded-md border border-slate-300 bg-white p-3">
            <input
              id={`field-cardType-${choice}`}
              type="radio"
              name="cardType"
              value={choice}
              checked={cardType === choice}
              onChange={() => setCardType(choice)}
              aria-describedby={`field-cardType-${choice}-hint`}
              className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
            />
            <div className="flex flex-col">
              <label htmlFor={`field-cardType-${choice}`} className="min-h-8 font-semibold text-slate-900">
                {t(`options.${choice}.label`)}
              </label>
              <p id={`field-cardType-${choice}-hint`} className="text-slate-700">
                {t(`options.${choice}.hint`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {cardType === "all" ? <MailingAddress /> : null}
      {termsChanged ? <Alert tone="warning">{t("termsChanged")}</Alert> : null}
      {terms}
      <p className="text-slate-800">{t("declaration")}</p>
      <p role="status">{create.isPending ? t("creating") : ""}</p>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
