"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { SftpAccount } from "@/lib/schemas/responses/sftp";

import { ActiveOrRevoked } from "../resource/active-or-revoked";
import type { Details } from "../resource/details-list";
import type { Outcome } from "../resource/outcome";
import { ResourceCard } from "../resource/resource-card";
import { When } from "../when";
import { AccountActions } from "./account-actions";
import { AccountKeys } from "./account-keys";
import type { IssuedPassword } from "./once-password";

export const accountTitleId = (accountId: string | undefined) => `sftp-${accountId}-name`;

/** One SFTP account: where and as whom it connects, how it signs in, and what can be done with it. */
export function AccountCard({
  account,
  onRotated,
}: {
  account: SftpAccount;
  onRotated: (issued: IssuedPassword) => void;
}) {
  const t = useTranslations("admin.sftp.list");
  const titleId = accountTitleId(account.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const details: Details = [
    [
      t("username"),
      <code key="username" className="break-all">
        {account.username}
      </code>,
    ],
    [t("server"), <code key="server">{`${account.host}:${account.port}`}</code>],
    [
      t("password"),
      account.hasPassword ? (
        <span key="password">
          {t("passwordSet")} <When iso={account.passwordSetAt} />
        </span>
      ) : (
        t("noPassword")
      ),
    ],
    [t("lastLogin"), account.lastLoginAt ? <When key="login" iso={account.lastLoginAt} /> : t("never")],
    [t("status"), <ActiveOrRevoked key="status" messages="admin.sftp.list" revokedAt={account.revokedAt} />],
  ];
  return (
    <ResourceCard
      titleId={titleId}
      title={account.name}
      details={details}
      outcome={outcome}
      actions={
        account.revokedAt ? null : (
          <AccountActions account={account} titleId={titleId} onRotated={onRotated} onOutcome={setOutcome} />
        )
      }
    >
      <AccountKeys account={account} onOutcome={setOutcome} />
    </ResourceCard>
  );
}
