"use client";

import { useTranslations } from "use-intl";

import type { CardResponse as Card } from "@/lib/schemas/responses/card";

import { labelOr, tableMessages } from "../labels";
import { When } from "../when";
import { SimpleTable } from "./simple-table";

const COLUMNS = ["type", "status", "virtual", "physical", "shipping", "lock", "issued"] as const;

export function CardsSection({ cards }: { cards: Card[] }) {
  const t = useTranslations("admin");
  const status = (value: string | null) => (value ? labelOr(t, `cards.statuses.${value}`, value) : "—");
  return (
    <SimpleTable
      id="cards"
      {...tableMessages(t, "cards", COLUMNS)}
      rows={cards.map((card) => {
        const physical = card.physicalCard;
        const shipping = physical?.shipping;
        return {
          key: card.id,
          cells: [
            labelOr(t, `cards.types.${card.cardType}`, card.cardType),
            status(card.status),
            `${t("common.endingIn", { lastFour: card.virtualCard.lastFour })} · ${status(card.virtualCard.status)}`,
            physical
              ? `${physical.lastFour ? t("common.endingIn", { lastFour: physical.lastFour }) : "—"} · ${status(physical.status)}`
              : t("cards.noPhysical"),
            shipping?.status
              ? [
                  labelOr(t, `cards.shipping.${shipping.status}`, shipping.status),
                  shipping.trackingNumber ? t("cards.tracking", { number: shipping.trackingNumber }) : "",
                ]
                  .filter(Boolean)
                  .join(" · ")
              : "—",
            card.closedAt
              ? t("cards.closedBecause", {
                  reason: labelOr(t, `cards.reasons.${card.closeReason ?? ""}`, card.closeReason ?? ""),
                })
              : card.locked
                ? card.locks.map((lock) => labelOr(t, `cards.reasons.${lock.reason}`, lock.reason)).join(", ")
                : t("cards.unlocked"),
            <When key="issued" iso={card.createdAt} withTime={false} />,
          ],
        };
      })}
    />
  );
}
