"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useActivateCard } from "@/hooks/use-steps";
import { ApiProblem } from "@/lib/client/fetch-json";

const MAILED = new Set(["shipped", "delivered"]);

type Props = { cardId: string; status: string | null; shipping: string | null; locked?: boolean };

/** Activation is possible once the card has been mailed: the person has it, or soon will. */
export function PhysicalCardActivation({ cardId, status, shipping, locked = false }: Props) {
  const t = useTranslations("card.activate");
  const activate = useActivateCard();
  const [error, setError] = useState<string>();
  const mailed = shipping !== null && MAILED.has(shipping);

  async function onActivate() {
    setError(undefined);
    try {
      await activate.mutateAsync(cardId);
    } catch (problem) {
      setError(problem instanceof ApiProblem && problem.code === "physical_card_not_shipped" ? t("notMailed") : problem instanceof ApiProblem && problem.code === "card_locked" ? t("locked") : t("error"));
    }
  }

  // The status region stays mounted so the success is announced when it appears.
  return (
    <div className="flex flex-col gap-3">
      <div role="status">
        {status === "Active" ? (
          <p className="rounded-md border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-slate-900">{t("active")}</p>
        ) : activate.isPending ? (
          <p>{t("activating")}</p>
        ) : null}
      </div>
      {status === "Active" ? null : (
        <>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <p id="activate-hint" className="text-slate-700">
            {locked ? t("locked") : mailed ? t("hint") : t("preparing")}
          </p>
          <div>
            <Button onClick={onActivate} disabled={!mailed || locked || activate.isPending} aria-describedby="activate-hint">
              {t("submit")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
