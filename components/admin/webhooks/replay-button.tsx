"use client";

import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import type { WebhookDeliveryResponse as WebhookDelivery } from "@/lib/schemas/responses/webhook-endpoint";

type Props = { delivery: WebhookDelivery; pending: boolean; onReplay: () => void };

/**
 * Its name says which delivery it sends again, since every row has one. aria-disabled rather
 * than disabled while it runs, so keyboard focus stays on it.
 */
export function ReplayButton({ delivery, pending, onReplay }: Props) {
  const t = useTranslations("admin.webhooks.replay");
  return (
    <Button
      variant="secondary"
      aria-disabled={pending || undefined}
      onClick={() => (pending ? undefined : onReplay())}
      className="whitespace-nowrap px-3"
    >
      {pending ? t("sending") : t("button")}
      <span className="sr-only">
        {" "}
        {t("buttonContext", { eventType: delivery.eventType, eventId: delivery.eventId })}
      </span>
    </Button>
  );
}
