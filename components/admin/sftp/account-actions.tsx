"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useRevokeSftpAccount, useRotateSftpPassword } from "@/hooks/use-admin-sftp";
import type { SftpAccount } from "@/lib/schemas/responses/sftp";

import { ConfirmStep } from "../api-clients/confirm-step";
import { problemKey } from "../query-problem";
import type { IssuedPassword } from "./once-password";

type Action = "rotate" | "revoke";
export type CardMessage = { tone: "done" | "failed"; text: string };
type Props = {
  account: SftpAccount;
  onRotated: (issued: IssuedPassword) => void;
  onMessage: (message: CardMessage | undefined) => void;
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** New password and Revoke, each behind a confirm step. */
export function AccountActions({ account, onRotated, onMessage }: Props) {
  const t = useTranslations("admin");
  const rotate = useRotateSftpPassword();
  const revoke = useRevokeSftpAccount();
  const [confirming, setConfirming] = useState<Action>();
  const triggerId = (action: Action) => `sftp-${action}-${account.id}`;

  function cancel() {
    if (confirming) focusLater(triggerId(confirming));
    setConfirming(undefined);
  }

  async function confirm() {
    const action = confirming;
    if (!action) return;
    try {
      if (action === "rotate") {
        const issued = await rotate.mutateAsync(account.id);
        onRotated({ kind: "rotated", name: account.name, ...issued });
      } else {
        await revoke.mutateAsync(account.id);
        onMessage({ tone: "done", text: t("sftp.actions.revoke.done", { name: account.name }) });
        focusLater(`sftp-${account.id}-name`);
      }
    } catch (error) {
      onMessage({ tone: "failed", text: t(`common.${problemKey(error)}`) });
      focusLater(triggerId(action));
    }
    setConfirming(undefined);
  }

  if (confirming) {
    return (
      <ConfirmStep
        id={`sftp-confirm-${confirming}-${account.id}`}
        title={t(`sftp.actions.${confirming}.confirmTitle`, { name: account.name })}
        body={t(`sftp.actions.${confirming}.confirmBody`)}
        confirmLabel={t(`sftp.actions.${confirming}.confirm`)}
        cancelLabel={t("sftp.actions.cancel")}
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
          {t(`sftp.actions.${action}.button`)}
          <span className="sr-only"> {t(`sftp.actions.${action}.buttonContext`, { name: account.name })}</span>
        </Button>
      ))}
    </div>
  );
}
