"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { WebhookDeliveryResponse as WebhookDelivery } from "@/lib/schemas/responses/webhook-endpoint";

import { When } from "../when";
import { WrappingText } from "@/components/ui/wrapping-text";

/**
 * The delivery's cells before its Replay button: event, status, attempts, last answer, time.
 * `paused`: its endpoint is disabled, so nothing is tried at the next attempt's time.
 */
export function deliveryCells(delivery: WebhookDelivery, { paused }: { paused: boolean }): React.ReactNode[] {
  return [
    <span key="event" className="flex flex-col">
      <code className="font-semibold">
        <WrappingText text={delivery.eventType} />
      </code>
      <code className="text-xs font-normal text-slate-700 wrap-break-word">{delivery.eventId}</code>
    </span>,
    <DeliveryStatus key="status" delivery={delivery} paused={paused} />,
    <Attempts key="attempts" delivery={delivery} />,
    <LastResponse key="last" statusCode={delivery.lastStatusCode} error={delivery.lastError} />,
    <span key="time" className="flex flex-col lg:whitespace-nowrap">
      <When iso={delivery.createdAt} />
      {delivery.deliveredAt ? <DeliveredAt iso={delivery.deliveredAt} /> : null}
    </span>,
  ];
}

function DeliveryStatus({ delivery, paused }: { delivery: WebhookDelivery; paused: boolean }) {
  const t = useTranslations("admin.webhooks.deliveries");
  // A waiting delivery whose last attempt failed is said to be so, not just "waiting" (a replay
  // starts again from 0 attempts; an error is recorded on every failed attempt, never on success).
  const retrying = delivery.status === "pending" && delivery.attempts > 0 && delivery.lastError !== null;
  const status = retrying ? "retrying" : delivery.status;
  const tone = status === "succeeded" ? "text-green-800" : status === "pending" ? "text-slate-900" : "text-red-700";
  return (
    <span className="flex flex-col lg:min-w-32">
      <span className={`font-semibold ${tone}`}>{t(`statuses.${status}`)}</span>
      {delivery.nextAttemptAt && paused ? <span className="text-xs text-slate-700">{t("paused")}</span> : null}
      {delivery.nextAttemptAt && !paused ? (
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
  // A refusal's error only repeats its status ("HTTP 403"): said once.
  const detail = error === `HTTP ${statusCode}` ? null : error;
  return (
    <span className="flex flex-col break-words lg:min-w-40 lg:max-w-xs">
      {statusCode !== null ? <span>{t("httpStatus", { code: statusCode })}</span> : null}
      {detail ? <span className="text-sm text-slate-700">{detail}</span> : null}
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
      <ol className="mt-1 flex flex-col gap-1 break-words text-xs lg:min-w-56">
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
