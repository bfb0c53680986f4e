"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

import { DetailsList, type Details } from "../resource/details-list";
import { When } from "../when";

/**
 * An open endpoint's facts, each count named by what it counts: a delivery that failed and waits
 * for its retry is waiting, not failed; "given up" is one whose every retry failed.
 */
export function EndpointDetails({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations("admin.webhooks.endpoint");
  const format = useFormatter();
  const { deliveries, attemptsLastDay } = endpoint;
  const details: Details = [
    [t("client"), endpoint.clientName],
    [
      t("events"),
      endpoint.events.length === 0 || endpoint.events.includes("*") ? (
        t("allEvents")
      ) : (
        <EventList key="events" events={endpoint.events} />
      ),
    ],
    [t("added"), <When key="added" iso={endpoint.createdAt} withTime={false} />],
    [t("waiting"), format.number(deliveries.waiting)],
    [t("retrying"), format.number(deliveries.retrying)],
    [t("gaveUp"), format.number(deliveries.gaveUp)],
    [t("failedAttempts"), t("failedAttemptsValue", attemptsLastDay)],
  ];
  return <DetailsList details={details} breakWords />;
}

function EventList({ events }: { events: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {events.map((event) => (
        <li key={event} className="min-w-0">
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-sm">{event}</code>
        </li>
      ))}
    </ul>
  );
}
