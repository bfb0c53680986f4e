"use client";

import { useTranslations } from "use-intl";

import { useApiClients } from "@/hooks/use-admin-api-clients";

import { ResourceList } from "../resource/resource-list";
import { ClientCard } from "./client-card";
import type { IssuedSecret } from "./once-secret";

export function ClientList({ onRotated }: { onRotated: (issued: IssuedSecret) => void }) {
  const t = useTranslations("admin.apiClients.list");
  return (
    <ResourceList
      titleId="client-list-title"
      title={t("title")}
      loading={t("loading")}
      empty={t("empty")}
      query={useApiClients()}
    >
      {(client) => <ClientCard client={client} onRotated={onRotated} />}
    </ResourceList>
  );
}
