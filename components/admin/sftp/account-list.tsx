"use client";

import { useTranslations } from "use-intl";

import { useSftpAccounts } from "@/hooks/use-admin-sftp";

import { ResourceList } from "../resource/resource-list";
import { AccountCard } from "./account-card";
import type { IssuedPassword } from "./once-password";

export function AccountList({ onRotated }: { onRotated: (issued: IssuedPassword) => void }) {
  const t = useTranslations("admin.sftp.list");
  return (
    <ResourceList
      titleId="sftp-list-title"
      title={t("title")}
      loading={t("loading")}
      empty={t("empty")}
      query={useSftpAccounts()}
    >
      {(account) => <AccountCard account={account} onRotated={onRotated} />}
    </ResourceList>
  );
}
