"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCardChange } from "@/hooks/use-steps";

import { MailingAddress } from "./mailing-address";

/**
 * The physical card came back undeliverable (or its shipment failed): the employee checks the
 * address on file — changing it in their personal details if it is wrong — and asks for the card
 * to be mailed again. A new card (new number) goes to that address.
 */
export function ReturnedCard({ cardId }: { cardId: string }) {
  const t = useTranslations("card.returned");
  const change = useCardChange();
  const [error, setError] = useState<string>();

  async function mailAgain() {
    setError(undefined);
    try {
      await change.mutateAsync({ cardId, action: "mail-again", body: { addressConfirmed: true } });
    } catch {
      setError(t("error"));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning" title={t("title")}>
        {t("intro")}
      </Alert>
      <MailingAddress />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p role="status">{change.isPending ? t("sending") : ""}</p>
      <div>
        <Button onClick={mailAgain} disabled={change.isPending}>
          {t("submit")}
        </Button>
      </div>
    </div>
  );
}
