"use client";

import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { adminWebhookKeys, useWebhookEndpoints } from "@/hooks/use-admin-webhooks";

import { QueryStates } from "../resource/query-states";
import { EndpointList } from "./endpoint-list";

/**
 * The webhook endpoints of the employer's API clients: whether each is reachable, always; its
 * details and deliveries when opened.
 */
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
          <EndpointList endpoints={items}>
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
          </EndpointList>
        )}
      </QueryStates>
    </div>
  );
}
