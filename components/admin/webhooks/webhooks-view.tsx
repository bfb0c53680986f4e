"use client";

import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { adminWebhookKeys, useWebhookEndpoints } from "@/hooks/use-admin-webhooks";

import { PageHeading } from "../page-heading";
import { QueryStates } from "../resource/query-states";
import { EndpointSection } from "./endpoint-section";

/** The webhook endpoints of the employer's API clients, each with its recent deliveries. */
export function WebhooksView() {
  const t = useTranslations("admin.webhooks");
  const endpoints = useWebhookEndpoints();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: adminWebhookKeys.all }) > 0;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      <QueryStates query={endpoints} loading={t("loading")} empty={t("empty")}>
        {(items) => (
          <>
            <DisabledSummary count={items.filter((endpoint) => endpoint.status === "disabled").length} />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                onClick={() => void queryClient.invalidateQueries({ queryKey: adminWebhookKeys.all })}
              >
                {t("refresh")}
              </Button>
              <p role="status" className="text-slate-700">
                {refreshing ? t("refreshing") : ""}
              </p>
            </div>
            <ul className="flex flex-col gap-8">
              {items.map((endpoint) => (
                <li key={endpoint.id}>
                  <EndpointSection endpoint={endpoint} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </div>
  );
}

/** The page's first words when an endpoint is disabled: each endpoint below says which and why. */
function DisabledSummary({ count }: { count: number }) {
  const t = useTranslations("admin.webhooks.disabled");
  if (count === 0) return null;
  return (
    <Alert tone="warning" title={t("summaryTitle", { count })}>
      {t("summary")}
    </Alert>
  );
}
