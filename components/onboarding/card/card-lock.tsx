"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { EmployerContact } from "@/components/onboarding/employer-contact";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Panel } from "@/components/ui/panel";
import { usePortalSession } from "@/hooks/use-portal-api";
import { useCardChange } from "@/hooks/use-steps";
import type { CardResponse as Card } from "@/lib/schemas/responses/card";

const OWN = "cardholder_request";

/**
 * The cardholder's lock: on while they look for the card, off when they find it. Locks placed by
 * the employer or the program are shown with whom to ask; the employee cannot lift them.
 */
export function CardLock({ card }: { card: Card }) {
  const t = useTranslations("card.lock");
  const words = useTranslations();
  const change = useCardChange();
  const employer = usePortalSession().data?.employer;
  const [error, setError] = useState<string>();
  const own = card.locks.some((lock) => lock.reason === OWN);
  const others = card.locks.filter((lock) => lock.reason !== OWN);
  // While the change is on its way the button is disabled, which drops the focus: it goes to the
  // card's new state instead, which the status region also announces.
  const stateRef = useRef<HTMLParagraphElement>(null);

  async function toggle() {
    setError(undefined);
    try {
      await change.mutateAsync({ cardId: card.id, action: own ? "unlock" : "lock", body: { reason: OWN } });
      stateRef.current?.focus();
    } catch {
      setError(t("error"));
    }
  }

  return (
    <Panel titleId="card-lock-title" title={t("title")} titleClassName="text-xl font-semibold text-slate-900">
      <div role="status">
        <p ref={stateRef} tabIndex={-1} data-testid="card-lock-state" className="font-semibold outline-none">
          {card.locked ? t("locked") : t("unlocked")}
        </p>
      </div>
      {others.map((lock) => (
        <Alert key={lock.reason} tone="warning">
          <p>{t.has(`reasons.${lock.reason}`) ? t(`reasons.${lock.reason}`) : t("reasons.other")}</p>
          {employer?.hrContact ? (
            <p className="mt-1">
              <EmployerContact employer={employer} t={words} />
            </p>
          ) : null}
        </Alert>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p id="card-lock-hint" className="text-slate-700">
        {own ? t("unlockHint") : t("lockHint")}
      </p>
      <div>
        <Button variant="secondary" onClick={toggle} disabled={change.isPending} aria-describedby="card-lock-hint">
          {own ? t("unlock") : t("lock")}
        </Button>
      </div>
    </Panel>
  );
}
