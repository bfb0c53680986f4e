"use client";

import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { needsAttention } from "@/lib/domain/events/webhook-reachability";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

import { endpointAnchor } from "./endpoint-section";
import { WrappingText } from "@/components/ui/wrapping-text";

type Props = { endpoints: WebhookEndpoint[]; onShow: (endpointId: string) => void };

/**
 * The page's first words when nothing gets through to some endpoints: how many, a link to each
 * that opens it, and what "disabled" means when the circuit breaker stopped one.
 */
export function AttentionSummary({ endpoints, onShow }: Props) {
  const t = useTranslations("admin.webhooks.attention");
  const failing = endpoints.filter((endpoint) => needsAttention(endpoint.reachability));
  if (failing.length === 0) return null;
  const count = failing.length;
  return (
    <Alert tone="warning" title={t("title", { count })}>
      <p>{t("body", { count })}</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {failing.map((endpoint) => (
          <li key={endpoint.id} className="min-w-0">
            <a
              href={`#${endpointAnchor(endpoint.id)}`}
              onClick={(event) => {
                event.preventDefault();
                onShow(endpoint.id);
              }}
              className="text-brand-700 underline underline-offset-2"
            >
              <WrappingText text={endpoint.url} />
            </a>
          </li>
        ))}
      </ul>
      {failing.some((endpoint) => endpoint.status === "disabled") ? <p className="mt-2">{t("disabled")}</p> : null}
    </Alert>
  );
}
