"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { WebhookDeliveryResponse as WebhookDelivery } from "@/lib/schemas/responses/webhook-endpoint";

import { When } from "../when";

/** The delivery's cells before its Replay button: event, status, attempts, last answer, time. */
export function deliveryCells(delivery: WebhookDelivery): React.ReactNode[] {
  return [
    <span key="event" className="flex flex-col">
      <code className="font-semibold">{delivery.eventType}</code>
      <code className="text-xs font-normal text-slate-700">{delivery.eventId}</code>
    </span>,
    <DeliveryStatus key="status" delivery={delivery} />,
    <Attempts key="attempts" delivery={delivery} />,
    <LastResponse key="last" statusCode={delivery.lastStatusCode} error={delivery.lastError} />,
    <span key="time" className="flex flex-col whitespace-nowrap">
      <When iso={delivery.createdAt} />
      {delivery.deliveredAt ? <DeliveredAt iso={delivery.deliveredAt} /> : null}
    </span>,
  ];
}

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const t = useTranslations("admin.webhooks.deliveries");
  const tone = { succeeded: "text-green-800", failed: "text-red-700", pending: "text-slate-900" }[delivery.status];
  return (
    <span className="flex min-w-32 flex-col">
      <span className={`font-semibold ${tone}`}>{t(`statuses.${delivery.status}`)}</span>
      {delivery.nextAttemptAt ? (
        <span className="text-xs text-slate-700">
          {t("nextAttempt")} <When iso={delivery.nextAttemptAt} />
        </span>
      ) : null}
    </span>
  );
}

function DeliveredAt({ iso }: { iso: string }) {
  const t = useTranslations("admin.webhooks.deliveries");
  return (
    <span className="text-xs text-slate-700">
      {t("deliveredAt")} <When iso={iso} />
    </span>
  );
}

function LastResponse({ statusCode, error }: { statusCode: number | null; error: string | null }) {
  const t = useTranslations("admin.webhooks.deliveries");
  if (statusCode === null && !error) return <span aria-hidden="true">—</span>;
  return (
    <span className="flex min-w-40 max-w-xs flex-col break-words">
      {statusCode !== null ? <span>{t("httpStatus", { code: statusCode })}</span> : null}
      {error ? <span className="text-sm text-slate-700">{error}</span> : null}
    </span>
  );
}

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const t = useTranslations("admin.webhooks.deliveries");
  const format = useFormatter();
  if (delivery.attemptLog.length === 0) return <span>{format.number(delivery.attempts)}</span>;
  return (
    <details>
      <summary className="min-h-11 cursor-pointer whitespace-nowrap py-2 font-semibold text-brand-700 underline underline-offset-2">
        {t("attemptsSummary", { count: delivery.attempts })}
        <span className="sr-only"> {t("attemptLogFor", { eventId: delivery.eventId })}</span>
      </summary>
      <ol className="mt-1 flex min-w-56 flex-col gap-1 text-xs">
        {delivery.attemptLog.map((attempt) => {
          const answer = [
            attempt.statusCode !== null ? t("httpStatus", { code: attempt.statusCode }) : "",
            attempt.error ?? "",
          ]
            .filter(Boolean)
            .join(" · ");
          return (
            <li key={`${attempt.attempt}-${attempt.startedAt}`}>
              {t("attemptLine", { attempt: attempt.attempt, durationMs: attempt.durationMs })}{" "}
              <When iso={attempt.startedAt} />: {answer || t("noAnswer")}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
