"use client";

import { useTranslations } from "use-intl";

import type { AdminCardChange } from "@/lib/schemas/responses/admin-employee-detail";

import { columnHeadings, labelOr } from "../labels";
import { When } from "../when";
import { SimpleTable } from "./simple-table";

const COLUMNS = ["when", "change", "reason", "by", "card"] as const;

/** Every lifecycle change of the employee's cards: who, through which channel, why. */
export function CardHistory({ changes }: { changes: AdminCardChange[] }) {
  const t = useTranslations("admin");
  if (changes.length === 0) return null;
  return (
    <div className="mt-4">
      <SimpleTable
        id="card-history"
        caption={t("cards.history.caption")}
        columns={columnHeadings(t, "cards.history.columns", COLUMNS)}
        empty=""
        rows={changes.map((change) => ({
          key: change.id,
          cells: [
            <When key="when" iso={change.createdAt} withTime />,
            labelOr(t, `cards.history.actions.${change.action}`, change.action),
            change.reason ? labelOr(t, `cards.reasons.${change.reason}`, change.reason) : "—",
            `${labelOr(t, `cards.actors.${change.actorType}`, change.actorType)} (${labelOr(t, `cards.channels.${change.channel}`, change.channel)})`,
            change.cardId,
          ],
        }))}
      />
    </div>
  );
}
