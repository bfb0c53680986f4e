"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useActivateCard } from "@/hooks/use-steps";
import { ApiProblem } from "@/lib/client/fetch-json";
import { activationOf } from "@/lib/portal/card-next";
import type { CardResponse as Card } from "@/lib/schemas/responses/card";

type Props = { card: Card };

/**
 * Activation of the physical card: a sentence until the card has been mailed (the person has it,
 * or soon will), then a button — or, while a lock stands, a sentence saying to unlock it first.
 */
export function PhysicalCardActivation({ card }: Props) {
  const t = useTranslations("card.activate");
  const activate = useActivateCard();
  const [error, setError] = useState<string>();
  const activation = activationOf(card);
  // The button the person pressed is gone once the card is active: the focus goes to the news.
  const pressed = useRef(false);
  const activeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (activation === "active" && pressed.current) activeRef.current?.focus();
  }, [activation]);

  async function onActivate() {
    setError(undefined);
    // Set before the call: the card may re-render as active before the call itself resolves.
    pressed.current = true;
    try {
      await activate.mutateAsync(card.id);
      activeRef.current?.focus();
    } catch (problem) {
      pressed.current = false;
      setError(
        problem instanceof ApiProblem && problem.code === "physical_card_not_shipped"
          ? t("notMailed")
          : problem instanceof ApiProblem && problem.code === "card_locked"
            ? t("locked")
            : t("error"),
      );
    }
  }

  // The status region stays mounted so the success is announced when it appears.
  return (
    <div className="flex flex-col gap-3">
      <div role="status">
        {activation === "active" ? (
          <p
            ref={activeRef}
            tabIndex={-1}
            data-testid="physical-card-active"
            className="rounded-md border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-slate-900 outline-none"
          >
            {t("active")}
          </p>
        ) : activate.isPending ? (
          <p>{t("activating")}</p>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {activation === "preparing" ? <p className="text-slate-700">{t("preparing")}</p> : null}
      {activation === "locked" ? <p className="text-slate-700">{t("locked")}</p> : null}
      {activation === "button" ? (
        <>
          <p id="activate-hint" className="text-slate-700">
            {t("hint")}
          </p>
          <div>
            <Button onClick={onActivate} disabled={activate.isPending} aria-describedby="activate-hint">
              {t("submit")}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
