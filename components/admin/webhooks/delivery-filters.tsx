"use client";

import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { DELIVERED_EVENT_TYPES } from "@/lib/domain/events/event-types";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryFilters = { status: (typeof DELIVERY_STATUSES)[number] | ""; eventType: string };

/** The event types worth offering: those the endpoint subscribes to (every one for "*"), and the test event. */
function eventTypesOf(endpoint: WebhookEndpoint): readonly string[] {
  const all = endpoint.events.length === 0 || endpoint.events.includes("*");
  return DELIVERED_EVENT_TYPES.filter(
    (type) => all || endpoint.events.includes(type) || type === "webhook-endpoint.test",
  );
}

/**
 * Status and event type for one endpoint's deliveries, applied with a button (no reload under a
 * screen reader's feet); stacked on a narrow screen.
 */
export function DeliveryFiltersForm({
  endpoint,
  filters,
  onApply,
}: {
  endpoint: WebhookEndpoint;
  filters: DeliveryFilters;
  onApply: (filters: DeliveryFilters) => void;
}) {
  const t = useTranslations("admin.webhooks.deliveries");
  const id = (name: string) => `${name}-${endpoint.id}`;
  function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get(id("status")) ?? "");
    onApply({
      status: (DELIVERY_STATUSES as readonly string[]).includes(status) ? (status as DeliveryFilters["status"]) : "",
      eventType: String(data.get(id("eventType")) ?? ""),
    });
  }
  return (
    <form
      aria-label={t("filtersLabel", { url: endpoint.url })}
      onSubmit={apply}
      // One column when narrow. A select is as wide as its longest option (an event type can be
      // 50 characters) unless told otherwise: each fills its column, and the columns may shrink.
      className="grid grid-cols-1 gap-3 *:min-w-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end [&_select]:w-full [&_select]:min-w-0"
    >
      <SelectField
        label={t("filterStatus")}
        name={id("status")}
        defaultValue={filters.status}
        placeholder={t("anyStatus")}
        options={DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`filterStatuses.${status}`) }))}
      />
      <SelectField
        label={t("filterEvent")}
        name={id("eventType")}
        defaultValue={filters.eventType}
        placeholder={t("anyEvent")}
        options={eventTypesOf(endpoint).map((type) => ({ value: type, label: type }))}
      />
      <Button type="submit" variant="secondary">
        {t("filter")}
      </Button>
    </form>
  );
}
