"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { useReplayDelivery, useWebhookDeliveries } from "@/hooks/use-admin-webhooks";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin";
import type { WebhookDeliveryResponse as WebhookDelivery } from "@/lib/schemas/responses/webhook-endpoint";

import { SimpleTable } from "../detail/simple-table";
import { problemKey } from "../query-problem";
import { deliveryCells } from "./delivery-cells";
import { ReplayButton } from "./replay-button";

type Outcome = { tone: "done" | "failed"; text: string };

/** The endpoint's last 50 deliveries; any of them can be sent again. */
export function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations("admin");
  const deliveries = useWebhookDeliveries(endpoint.id);
  const replay = useReplayDelivery(endpoint.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const titleId = `deliveries-${endpoint.id}-title`;

  function send(delivery: WebhookDelivery) {
    if (replay.isPending) return;
    setOutcome(undefined);
    const event = { eventType: delivery.eventType, eventId: delivery.eventId };
    replay.mutate(delivery.id, {
      onSuccess: () => setOutcome({ tone: "done", text: t("webhooks.replay.queued", event) }),
      onError: (error) => {
        const gone = error instanceof ApiProblem && error.status === 404;
        setOutcome({ tone: "failed", text: gone ? t("webhooks.replay.gone") : t(`common.${problemKey(error)}`) });
      },
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {t("webhooks.deliveries.title")}
      </h3>
      {/* Always present, so each replay's outcome is announced. */}
      <p role="status" className={outcome?.tone === "failed" ? "font-semibold text-red-700" : "font-medium text-green-800"}>
        {outcome?.text ?? ""}
      </p>
      {deliveries.isPending ? (
        <p>{t("webhooks.deliveries.loading")}</p>
      ) : deliveries.isError ? (
        <p className="font-semibold text-red-700">{t("common.loadFailed")}</p>
      ) : (
        <SimpleTable
          id={`deliveries-${endpoint.id}`}
          caption={t("webhooks.deliveries.caption", { url: endpoint.url })}
          empty={t("webhooks.deliveries.empty")}
          columns={["event", "status", "attempts", "lastResponse", "time", "action"].map((column) => t(`webhooks.deliveries.columns.${column}`))}
          rows={deliveries.data.data.map((delivery) => ({
            key: delivery.id,
            cells: [
              ...deliveryCells(delivery),
              <ReplayButton key="replay" delivery={delivery} pending={replay.isPending && replay.variables === delivery.id} onReplay={() => send(delivery)} />,
            ],
          }))}
        />
      )}
    </div>
  );
}
