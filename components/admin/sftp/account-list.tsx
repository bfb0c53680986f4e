"use client";

import { useTranslations } from "use-intl";

import { useSftpAccounts } from "@/hooks/use-admin-sftp";

import { AdminQueryProblem } from "../query-problem";
import { AccountCard } from "./account-card";
import type { IssuedPassword } from "./once-password";

export function AccountList({ onRotated }: { onRotated: (issued: IssuedPassword) => void }) {
  const t = useTranslations("admin.sftp");
  const accounts = useSftpAccounts();
  return (
    <section aria-labelledby="sftp-list-title" className="flex flex-col gap-4">
      <h2 id="sftp-list-title" className="text-xl font-bold text-slate-900">
        {t("list.title")}
      </h2>
      {accounts.isPending ? (
        <p role="status">{t("list.loading")}</p>
      ) : accounts.isError ? (
        <AdminQueryProblem error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.data.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {accounts.data.data.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} onRotated={onRotated} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
