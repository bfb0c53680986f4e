"use client";

import { useTranslations } from "use-intl";

import { useRevokeApiClient, useRotateApiClientSecret } from "@/hooks/use-admin-api-clients";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { ApiClient } from "@/lib/schemas/responses/admin-api-clients";

import type { Outcome } from "../resource/outcome";
import { ResourceActions } from "../resource/resource-actions";
import type { IssuedSecret } from "./once-secret";

type Props = {
  client: ApiClient;
  titleId: string;
  onRotated: (issued: IssuedSecret) => void;
  onOutcome: (outcome: Outcome | undefined) => void;
};

/** Rotate and Revoke; a 404 means the operator manages this client. */
export function ClientActions({ client, titleId, onRotated, onOutcome }: Props) {
  const t = useTranslations("admin.apiClients.actions");
  const rotate = useRotateApiClientSecret();
  const revoke = useRevokeApiClient();
  return (
    <ResourceActions
      resource={client}
      messages="admin.apiClients.actions"
      idPrefix=""
      titleId={titleId}
      pending={rotate.isPending || revoke.isPending}
      rotate={async () => onRotated({ kind: "rotated", name: client.name, ...(await rotate.mutateAsync(client.id)) })}
      revoke={async () => void (await revoke.mutateAsync(client.id))}
      failureText={(error) => (error instanceof ApiProblem && error.status === 404 ? t("shared") : undefined)}
      onOutcome={onOutcome}
    />
  );
}
