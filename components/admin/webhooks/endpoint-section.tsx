"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "use-intl";

import { useEnableWebhookEndpoint } from "@/hooks/use-admin-webhooks";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin";

import { problemKey } from "../query-problem";
import { DetailsList, type Details } from "../resource/details-list";
import { OutcomeMessage, type Outcome } from "../resource/outcome";
import { When } from "../when";
import { Deliveries } from "./deliveries";
import { DisabledNotice } from "./disabled-notice";

/** One endpoint: where it sends, for which client and events, and what it sent lately. */
export function EndpointSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations("admin.webhooks");
  const tCommon = useTranslations("admin.common");
  const format = useFormatter();
  const enable = useEnableWebhookEndpoint();
  const [outcome, setOutcome] = useState<Outcome>();
  const titleId = `endpoint-${endpoint.id}-title`;

  function reEnable() {
    setOutcome(undefined);
    enable.mutate(endpoint.id, {
      onSuccess: () => setOutcome({ tone: "done", text: t("disabled.enabled", { url: endpoint.url }) }),
      onError: (error) => setOutcome({ tone: "failed", text: tCommon(problemKey(error)) }),
    });
  }

  const details: Details = [
    [t("endpoint.status"), <EndpointStatus key="status" status={endpoint.status} />],
    [t("endpoint.client"), endpoint.clientName],
    [t("endpoint.description"), endpoint.description || t("endpoint.noDescription")],
    [
      t("endpoint.events"),
      endpoint.events.length === 0 || endpoint.events.includes("*") ? (
        t("endpoint.allEvents")
      ) : (
        <EventList key="events" events={endpoint.events} />
      ),
    ],
    [t("endpoint.added"), <When key="added" iso={endpoint.createdAt} withTime={false} />],
    [t("endpoint.pending"), format.number(endpoint.deliveries.waiting)],
    [t("endpoint.failed"), format.number(endpoint.deliveries.gaveUp)],
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="break-all text-xl font-bold text-slate-900">
        {endpoint.url}
      </h2>
      {endpoint.status === "disabled" ? (
        <DisabledNotice endpoint={endpoint} pending={enable.isPending} onEnable={reEnable} />
      ) : null}
      {/* Announces the outcome of Re-enable after the notice goes away. */}
      <OutcomeMessage outcome={outcome} />
      <DetailsList details={details} breakWords />
      <Deliveries endpoint={endpoint} />
    </section>
  );
}

function EndpointStatus({ status }: { status: WebhookEndpoint["status"] }) {
  const t = useTranslations("admin.webhooks.endpoint.statuses");
  return <span className={status === "disabled" ? "font-semibold text-red-700" : "text-green-800"}>{t(status)}</span>;
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
