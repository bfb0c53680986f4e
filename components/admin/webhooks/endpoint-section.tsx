"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin";

import { When } from "../when";
import { Deliveries } from "./deliveries";

/** One endpoint: where it sends, for which client and events, and what it sent lately. */
export function EndpointSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations("admin.webhooks");
  const format = useFormatter();
  const titleId = `endpoint-${endpoint.id}-title`;
  const details: Array<[string, React.ReactNode]> = [
    [t("endpoint.client"), endpoint.clientName],
    [t("endpoint.description"), endpoint.description || t("endpoint.noDescription")],
    [t("endpoint.events"), endpoint.events.length === 0 || endpoint.events.includes("*") ? t("endpoint.allEvents") : <EventList key="events" events={endpoint.events} />],
    [t("endpoint.added"), <When key="added" iso={endpoint.createdAt} withTime={false} />],
    [t("endpoint.pending"), format.number(endpoint.pendingDeliveries)],
    [t("endpoint.failed"), format.number(endpoint.failedDeliveries)],
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="break-all text-xl font-bold text-slate-900">
        {endpoint.url}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Deliveries endpoint={endpoint} />
    </section>
  );
}

function EventList({ events }: { events: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {events.map((event) => (
        <li key={event}>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{event}</code>
        </li>
      ))}
    </ul>
  );
}
