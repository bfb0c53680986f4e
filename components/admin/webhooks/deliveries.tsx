"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { useReplayDelivery, useWebhookDeliveries } from "@/hooks/use-admin-webhooks";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";
import type { WebhookDeliveryResponse as WebhookDelivery } from "@/lib/schemas/responses/webhook-endpoint";

import { Button } from "@/components/ui/button";

import { columnHeadings } from "../labels";
import { problemKey } from "../query-problem";
import { deliveryCells } from "./delivery-cells";
import { DeliveryFiltersForm, type DeliveryFilters } from "./delivery-filters";
import { DeliveryTable } from "./delivery-table";
import { ReplayButton } from "./replay-button";

type Outcome = { tone: "done" | "failed"; text: string };

const PAGE_SIZE = 10;

function searchOf(filters: DeliveryFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (filters.status) params.set("status", filters.status);
  if (filters.eventType) params.set("eventType", filters.eventType);
  return params.toString();
}

const COLUMNS = ["event", "status", "attempts", "lastResponse", "time", "action"] as const;

/** The endpoint's deliveries, ten to a page, by status and event type; any of them can be sent again. */
export function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations("admin");
  const [filters, setFilters] = useState<DeliveryFilters>({ status: "", eventType: "" });
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, searchOf(filters, page));
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
      <p
        role="status"
        className={outcome?.tone === "failed" ? "font-semibold text-red-700" : "font-medium text-green-800"}
      >
        {outcome?.text ?? ""}
      </p>
      <DeliveryFiltersForm
        endpoint={endpoint}
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {deliveries.isPending ? (
        <p>{t("webhooks.deliveries.loading")}</p>
      ) : deliveries.isError ? (
        <p className="font-semibold text-red-700">{t("common.loadFailed")}</p>
      ) : (
        <>
          <DeliveryTable
            id={`deliveries-${endpoint.id}`}
            caption={t("webhooks.deliveries.caption", { url: endpoint.url })}
            empty={t("webhooks.deliveries.empty")}
            columns={columnHeadings(t, "webhooks.deliveries.columns", COLUMNS)}
            rows={deliveries.data.data.map((delivery) => ({
              key: delivery.id,
              cells: [
                ...deliveryCells(delivery, { paused: endpoint.status === "disabled" }),
                <ReplayButton
                  key="replay"
                  delivery={delivery}
                  pending={replay.isPending && replay.variables === delivery.id}
                  onReplay={() => send(delivery)}
                />,
              ],
            }))}
          />
          <nav
            aria-label={t("webhooks.deliveries.pages", { url: endpoint.url })}
            className="flex flex-wrap items-center gap-3"
          >
            <Button
              variant="secondary"
              aria-disabled={page === 1 || undefined}
              onClick={() => (page > 1 ? setPage(page - 1) : undefined)}
            >
              {t("webhooks.deliveries.newer")}
            </Button>
            <span aria-live="polite">{t("webhooks.deliveries.page", { page })}</span>
            <Button
              variant="secondary"
              aria-disabled={!deliveries.data.hasMore || undefined}
              onClick={() => (deliveries.data.hasMore ? setPage(page + 1) : undefined)}
            >
              {t("webhooks.deliveries.older")}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
