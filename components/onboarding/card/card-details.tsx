"use client";

import { useTranslations } from "use-intl";

import type { CardResponse as Card } from "@/lib/schemas/responses/card";

import { CardNumberReveal } from "./card-number-reveal";
import { AddressLines } from "./mailing-address";
import { PhysicalCardActivation } from "./physical-card-activation";

/** The issued card: the virtual one is usable at once; the physical one after mailing and activation. */
export function CardDetails({ card }: { card: Card }) {
  const t = useTranslations("card.details");
  const physical = card.physicalCard;
  // The physical card's states are null only before the issuer reports them.
  const label = (group: "status" | "shipping", value: string | null) => (value !== null && t.has(`${group}.${value}`) ? t(`${group}.${value}`) : (value ?? ""));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="virtual-card-title" className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-4">
        <h2 id="virtual-card-title" className="text-xl font-semibold text-slate-900">
          {t("virtualTitle")}
        </h2>
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
      </section>
      {physical ? (
        <section aria-labelledby="physical-card-title" className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-4">
          <h2 id="physical-card-title" className="text-xl font-semibold text-slate-900">
            {t("physicalTitle")}
          </h2>
          <p>{t("statusLine", { status: label("status", physical.status) })}</p>
          <p>{t.rich("endingIn", { lastFour: physical.lastFour ?? "", digits: (chunks) => <span className="font-mono font-semibold">{chunks}</span> })}</p>
          <p>{t("shippingLine", { shipping: label("shipping", physical.shipping.status) })}</p>
          {physical.shipping.trackingNumber ? <p>{t("tracking", { number: physical.shipping.trackingNumber })}</p> : null}
          {physical.shipping.address ? (
            <div>
              <p className="font-medium">{t("mailedTo")}</p>
              <AddressLines address={physical.shipping.address} />
            </div>
          ) : null}
          <PhysicalCardActivation cardId={card.id} status={physical.status} shipping={physical.shipping.status} />
        </section>
      ) : null}
    </div>
  );
}
