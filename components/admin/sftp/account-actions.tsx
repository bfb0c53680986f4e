"use client";

import { useRevokeSftpAccount, useRotateSftpPassword } from "@/hooks/use-admin-sftp";
import type { SftpAccount } from "@/lib/schemas/responses/sftp";

import type { Outcome } from "../resource/outcome";
import { ResourceActions } from "../resource/resource-actions";
import type { IssuedPassword } from "./once-password";

type Props = {
  account: SftpAccount;
  titleId: string;
  onRotated: (issued: IssuedPassword) => void;
  onOutcome: (outcome: Outcome | undefined) => void;
};

/** New password and Revoke. */
export function AccountActions({ account, titleId, onRotated, onOutcome }: Props) {
  const rotate = useRotateSftpPassword();
  const revoke = useRevokeSftpAccount();
  return (
    <ResourceActions
      resource={account}
      messages="admin.sftp.actions"
      idPrefix="sftp-"
      titleId={titleId}
      pending={rotate.isPending || revoke.isPending}
      rotate={async () => onRotated({ kind: "rotated", name: account.name, ...(await rotate.mutateAsync(account.id)) })}
      revoke={async () => void (await revoke.mutateAsync(account.id))}
      onOutcome={onOutcome}
    />
  );
}
