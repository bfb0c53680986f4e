"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { ApiClient } from "@/lib/schemas/responses/admin-api-clients";

import { ActiveOrRevoked } from "../resource/active-or-revoked";
import type { Details } from "../resource/details-list";
import type { Outcome } from "../resource/outcome";
import { ResourceCard } from "../resource/resource-card";
import { When } from "../when";
import { useSetApiClientVersion } from "@/hooks/use-admin-api-clients";

import { ApiVersionForm } from "./api-version-form";
import { ClientActions } from "./client-actions";
import type { IssuedSecret } from "./once-secret";

export const clientTitleId = (clientId: string | undefined) => `client-${clientId}-name`;

/** One API client: who it is, how to recognise its secret, and what can be done with it. */
export function ClientCard({ client, onRotated }: { client: ApiClient; onRotated: (issued: IssuedSecret) => void }) {
  const t = useTranslations("admin.apiClients.list");
  const titleId = clientTitleId(client.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const setVersion = useSetApiClientVersion();
  const details: Details = [
    [
      t("clientId"),
      <code key="id" className="break-all">
        {client.id}
      </code>,
    ],
    [t("secret"), t("endingIn", { lastFour: client.secretLastFour })],
    [t("apiVersion"), client.pinnedApiVersion ?? t("notPinned")],
    [t("created"), <When key="created" iso={client.createdAt} withTime={false} />],
    [t("status"), <ActiveOrRevoked key="status" messages="admin.apiClients.list" revokedAt={client.revokedAt} />],
  ];
  return (
    <ResourceCard
      titleId={titleId}
      title={client.name}
      details={details}
      outcome={outcome}
      actions={
        client.revokedAt ? null : (
          <>
            <ApiVersionForm
              clientId={client.id}
              clientName={client.name}
              current={client.pinnedApiVersion}
              pending={setVersion.isPending}
              change={async (apiVersion) => void (await setVersion.mutateAsync({ id: client.id, apiVersion }))}
              onOutcome={setOutcome}
            />
            <ClientActions client={client} titleId={titleId} onRotated={onRotated} onOutcome={setOutcome} />
          </>
        )
      }
    />
  );
}
