"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { IssuedSecret } from "@/components/admin/api-clients/once-secret";
import { ActiveOrRevoked } from "@/components/admin/resource/active-or-revoked";
import type { Details } from "@/components/admin/resource/details-list";
import type { Outcome } from "@/components/admin/resource/outcome";
import { ResourceActions } from "@/components/admin/resource/resource-actions";
import { ResourceCard } from "@/components/admin/resource/resource-card";
import { When } from "@/components/admin/when";
import { ApiVersionForm } from "@/components/admin/api-clients/api-version-form";
import {
  useRevokePartnerClient,
  useRotatePartnerClientSecret,
  useSetPartnerClientVersion,
} from "@/hooks/use-operator-partners";
import type { PartnerClient } from "@/lib/schemas/responses/operator-partners";

export const partnerClientTitleId = (clientId: string | undefined) => `partner-client-${clientId}-name`;

type Props = {
  partnerId: string;
  client: PartnerClient;
  mayWrite: boolean;
  onRotated: (issued: IssuedSecret) => void;
};

/** One of the partner's API clients: how to recognise its secret, its version and status; Rotate and Revoke, each confirmed first. */
export function PartnerClientCard({ partnerId, client, mayWrite, onRotated }: Props) {
  const t = useTranslations("operator.partners.clients");
  const rotate = useRotatePartnerClientSecret(partnerId);
  const revoke = useRevokePartnerClient(partnerId);
  const setVersion = useSetPartnerClientVersion(partnerId);
  const [outcome, setOutcome] = useState<Outcome>();
  const titleId = partnerClientTitleId(client.id);
  const details: Details = [
    [
      t("clientId"),
      <code key="id" className="break-all">
        {client.id}
      </code>,
    ],
    [
      t("secret"),
      <span key="secret">
        <span aria-hidden="true">•••• </span>
        <span className="sr-only">{t("endingIn")} </span>
        <code>{client.secretLastFour}</code>
      </span>,
    ],
    [t("apiVersion"), client.pinnedApiVersion],
    [t("created"), <When key="created" iso={client.createdAt} withTime={false} />],
    [t("status"), <ActiveOrRevoked key="status" messages="operator.partners.clients" revokedAt={client.revokedAt} />],
  ];
  return (
    <ResourceCard
      titleId={titleId}
      title={client.name}
      details={details}
      outcome={outcome}
      actions={
        mayWrite && client.status === "active" ? (
          <>
            <ApiVersionForm
              clientId={client.id}
              clientName={client.name}
              current={client.pinnedApiVersion}
              pending={setVersion.isPending}
              change={async (apiVersion) => void (await setVersion.mutateAsync({ clientId: client.id, apiVersion }))}
              onOutcome={setOutcome}
            />
            <ResourceActions
              resource={client}
              messages="operator.partners.clients.actions"
              idPrefix="partner-client-"
              titleId={titleId}
              pending={rotate.isPending || revoke.isPending}
              rotate={async () =>
                onRotated({ kind: "rotated", name: client.name, ...(await rotate.mutateAsync(client.id)) })
              }
              revoke={async () => void (await revoke.mutateAsync(client.id))}
              onOutcome={setOutcome}
            />
          </>
        ) : null
      }
    />
  );
}
