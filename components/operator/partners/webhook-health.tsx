"use client";

import { useTranslations } from "use-intl";

import { columnHeadings } from "@/components/admin/labels";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { StatusIcon } from "@/components/ui/status-icon";
import { TitledSection } from "@/components/ui/titled-section";
import type { Partner, PartnerWebhookEndpoint } from "@/lib/schemas/responses/operator-partners";

const COLUMNS = ["url", "client", "health", "failingSince", "disabledAt"] as const;
const TONE = { healthy: "text-green-800", failing: "text-red-700", disabled: "text-red-700" } as const;
const ICON = { healthy: "fulfilled", failing: "failed", disabled: "blocked" } as const;

/** An endpoint's health in words (the colour and icon only repeat them); a failing one says its streak. */
function HealthBadge({ endpoint }: { endpoint: PartnerWebhookEndpoint }) {
  const t = useTranslations("operator.partners.webhooks.health");
  return (
    <span className={`inline-flex items-start gap-1 font-semibold ${TONE[endpoint.health]}`}>
      <StatusIcon status={ICON[endpoint.health]} className="mt-0.5 size-5 shrink-0" />
      {t(endpoint.health, { count: endpoint.consecutiveFailures })}
    </span>
  );
}

/** A moment, or a dash that reads as "none". */
function MomentOrNone({ iso, none }: { iso: string | null; none: string }) {
  if (iso) return <When iso={iso} />;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{none}</span>
    </>
  );
}

/** The webhook endpoints the partner's clients registered: healthy, failing (since when) or disabled by the circuit breaker. */
export function WebhookHealth({ partner }: { partner: Partner }) {
  const t = useTranslations("operator.partners.webhooks");
  const clientNames = new Map(partner.clients.map((client) => [client.id, client.name]));
  return (
    <TitledSection titleId="partner-webhooks-title" title={t("title")} gap="gap-4">
      <p className="text-slate-700">{t("intro")}</p>
      {partner.webhookEndpoints.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <StackedTable
          id="partner-webhooks"
          caption={t("caption", { partner: partner.name })}
          columns={columnHeadings(t, "columns", COLUMNS)}
          rows={partner.webhookEndpoints.map((endpoint) => ({
            key: endpoint.id,
            cells: [
              <span key="url" className="break-all font-mono">
                {endpoint.url}
              </span>,
              <span key="client" className="break-words">
                {clientNames.get(endpoint.clientId) ?? endpoint.clientId}
              </span>,
              <HealthBadge key="health" endpoint={endpoint} />,
              <MomentOrNone key="failing" iso={endpoint.failingSince} none={t("none")} />,
              <MomentOrNone key="disabled" iso={endpoint.disabledAt} none={t("none")} />,
            ],
          }))}
        />
      )}
    </TitledSection>
  );
}
