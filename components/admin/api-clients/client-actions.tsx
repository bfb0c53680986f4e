"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useRevokeApiClient, useRotateApiClientSecret } from "@/hooks/use-admin-api-clients";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { ApiClient } from "@/lib/schemas/responses/admin";

import { problemKey } from "../query-problem";
import { ConfirmStep } from "./confirm-step";
import type { IssuedSecret } from "./once-secret";

type Action = "rotate" | "revoke";
export type CardMessage = { tone: "done" | "failed"; text: string };
type Props = {
  client: ApiClient;
  onRotated: (issued: IssuedSecret) => void;
  onMessage: (message: CardMessage | undefined) => void;
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** Rotate and Revoke, each behind a confirm step; a 404 means the operator manages this client. */
export function ClientActions({ client, onRotated, onMessage }: Props) {
  const t = useTranslations("admin");
  const rotate = useRotateApiClientSecret();
  const revoke = useRevokeApiClient();
  const [confirming, setConfirming] = useState<Action>();
  const triggerId = (action: Action) => `${action}-${client.id}`;

  function cancel() {
    if (confirming) focusLater(triggerId(confirming));
    setConfirming(undefined);
  }

  // mutateAsync, not mutate's callbacks: a revoked client's card drops these actions (and would
  // drop the callbacks with them) as soon as the list is read again.
  async function confirm() {
    const action = confirming;
    if (!action) return;
    try {
      if (action === "rotate") {
        onRotated({ kind: "rotated", name: client.name, ...(await rotate.mutateAsync(client.id)) });
      } else {
        await revoke.mutateAsync(client.id);
        onMessage({ tone: "done", text: t("apiClients.actions.revoke.done", { name: client.name }) });
        focusLater(`client-${client.id}-name`);
      }
    } catch (error) {
      const shared = error instanceof ApiProblem && error.status === 404;
      onMessage({ tone: "failed", text: shared ? t("apiClients.actions.shared") : t(`common.${problemKey(error)}`) });
      // The confirm step that had focus is gone; the button that opened it is the place to land.
      focusLater(triggerId(action));
    }
    setConfirming(undefined);
  }

  if (confirming) {
    return (
      <ConfirmStep
        id={`confirm-${confirming}-${client.id}`}
        title={t(`apiClients.actions.${confirming}.confirmTitle`, { name: client.name })}
        body={t(`apiClients.actions.${confirming}.confirmBody`)}
        confirmLabel={t(`apiClients.actions.${confirming}.confirm`)}
        cancelLabel={t("apiClients.actions.cancel")}
        pending={rotate.isPending || revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      {(["rotate", "revoke"] as const).map((action) => (
        <Button
          key={action}
          id={triggerId(action)}
          variant="secondary"
          onClick={() => {
            onMessage(undefined);
            setConfirming(action);
          }}
        >
          {t(`apiClients.actions.${action}.button`)}
          <span className="sr-only"> {t(`apiClients.actions.${action}.buttonContext`, { name: client.name })}</span>
        </Button>
      ))}
    </div>
  );
}
