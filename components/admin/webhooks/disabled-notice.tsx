"use client";

import { useFormatter, useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

type Props = { endpoint: WebhookEndpoint; pending: boolean; onEnable: () => void };

/**
 * Why nothing is sent to a disabled endpoint, and the way back. aria-disabled rather than
 * disabled while it runs, so keyboard focus stays on the button.
 */
export function DisabledNotice({ endpoint, pending, onEnable }: Props) {
  const t = useTranslations("admin.webhooks.disabled");
  const format = useFormatter();
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC" : "—";
  return (
    <Alert tone="warning" title={t("title")}>
      <p>
        {t("body", {
          // The same moment the status line names: the first failed attempt after the last success.
          failingSince: when(
            (endpoint.reachability.state === "disabled" ? endpoint.reachability.since : null) ?? endpoint.failingSince,
          ),
          disabledAt: when(endpoint.disabledAt),
          client: endpoint.clientName,
        })}
      </p>
      <Button
        variant="secondary"
        aria-disabled={pending || undefined}
        onClick={() => (pending ? undefined : onEnable())}
        className="mt-3 whitespace-nowrap px-3"
      >
        {pending ? t("enabling") : t("enable")}
        <span className="sr-only"> {t("enableContext", { url: endpoint.url })}</span>
      </Button>
    </Alert>
  );
}
