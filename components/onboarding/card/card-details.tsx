"use client";

import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Panel } from "@/components/ui/panel";
import { isUndelivered } from "@/lib/domain/cards/card-lifecycle";
import type { CardResponse as Card } from "@/lib/schemas/responses/card";

import { CardConfirmation } from "./card-confirmation";
import { CardLock } from "./card-lock";
import { CardNumberReveal } from "./card-number-reveal";
import { AddressLines } from "./mailing-address";
import { PhysicalCardActivation } from "./physical-card-activation";
import { ReportLost } from "./report-lost";

// Only for a card that came back undeliverable (rare): its address check loads then, not with the page.
const ReturnedCard = lazy(() => import("./returned-card").then((module) => ({ default: module.ReturnedCard })));

/**
 * The issued card: a confirmation panel (ready, its terms, what happens next), then the
 * virtual card, usable at once, and the physical one after mailing and activation. Below them the
 * cardholder's own controls: lock and unlock, report lost or stolen;
 * and, when the physical card came back, the address check that mails it again.
 */
export function CardDetails({
  card,
  replaced,
  terms,
  walletHelp,
  justIssued = false,
}: {
  card: Card;
  replaced?: Card | undefined;
  terms: React.ReactNode;
  /** How to add the card to a phone's wallet, rendered on the server (components/onboarding/card/wallet-help.tsx). */
  walletHelp?: React.ReactNode;
  justIssued?: boolean;
}) {
  const t = useTranslations("card.details");
  const physical = card.physicalCard;
  // Reporting the card lost or mailing it again replaces it while the person watches: the button they
  // pressed is gone with the old card, so the focus goes to the news of the new one.
  const shownCard = useRef(card.id);
  const replacedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownCard.current === card.id) return;
    shownCard.current = card.id;
    replacedRef.current?.focus();
  }, [card.id]);
  const returned = physical !== null && isUndelivered(physical.shipping.status);
  // The physical card's states are null only before the issuer reports them. A lock stops every
  // part of the card: its status reads Locked, whatever the issuer's says.
  const label = (group: "status" | "shipping", value: string | null) =>
    group === "status" && card.locked && value !== "Canceled"
      ? t("status.Locked")
      : value !== null && t.has(`${group}.${value}`)
        ? t(`${group}.${value}`)
        : (value ?? "");
  return (
    <div className="flex flex-col gap-6">
      {replaced ? (
        <div ref={replacedRef} tabIndex={-1} className="outline-none" data-testid="card-replaced">
          <Alert tone="success">
            {t(`replaces.${replaced.closeReason === "undeliverable" ? "undeliverable" : "lost"}`, {
              lastFour: replaced.virtualCard.lastFour,
            })}
          </Alert>
        </div>
      ) : null}
      <CardConfirmation card={card} terms={terms} autoFocus={justIssued} />
      <Panel
        titleId="virtual-card-title"
        title={t("virtualTitle")}
        titleClassName="text-xl font-semibold text-slate-900"
        gap="gap-2"
      >
        <p>{t("statusLine", { status: label("status", card.virtualCard.status) })}</p>
        <p>
          {t.rich("endingIn", {
            lastFour: card.virtualCard.lastFour,
            digits: (chunks) => (
              <span data-testid="virtual-last-four" className="font-mono font-semibold">
                {chunks}
              </span>
            ),
          })}
        </p>
        <p className="text-slate-700">{t("virtualHint")}</p>
        <CardNumberReveal cardId={card.id} />
        {card.locked ? null : walletHelp}
      </Panel>
      {physical ? (
        <Panel
          titleId="physical-card-title"
          title={t("physicalTitle")}
          titleClassName="text-xl font-semibold text-slate-900"
          gap="gap-2"
        >
          <p>{t("statusLine", { status: label("status", physical.status) })}</p>
          <p>
            {t.rich("endingIn", {
              lastFour: physical.lastFour ?? "",
              digits: (chunks) => <span className="font-mono font-semibold">{chunks}</span>,
            })}
          </p>
          <p data-testid="physical-delivery">
            {t("shippingLine", {
              // Mailed, then delivered, then in the person's hands: activation says they have it.
              shipping: physical.activatedAt ? t("shipping.active") : label("shipping", physical.shipping.status),
            })}
          </p>
          {physical.shipping.trackingNumber && !physical.activatedAt ? (
            <p>
              {t("tracking", { number: physical.shipping.trackingNumber })}
              {physical.shipping.trackingUrl ? (
                <>
                  {" "}
                  <a
                    href={physical.shipping.trackingUrl}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    rel="noreferrer"
                    data-testid="tracking-link"
                  >
                    {t("trackLink")}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {physical.shipping.address ? (
            <div>
              <p className="font-medium">{t("mailedTo")}</p>
              <AddressLines address={physical.shipping.address} />
            </div>
          ) : null}
          {returned ? (
            <Suspense fallback={null}>
              <ReturnedCard cardId={card.id} />
            </Suspense>
          ) : (
            <PhysicalCardActivation card={card} />
          )}
        </Panel>
      ) : null}
      <CardLock card={card} />
      <ReportLost cardId={card.id} />
    </div>
  );
}
