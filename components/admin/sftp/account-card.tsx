"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { SftpAccount } from "@/lib/schemas/responses/sftp";

import { When } from "../when";
import { AccountActions, type CardMessage } from "./account-actions";
import { AccountKeys } from "./account-keys";
import type { IssuedPassword } from "./once-password";

/** One SFTP account: where and as whom it connects, how it signs in, and what can be done with it. */
export function AccountCard({
  account,
  onRotated,
}: {
  account: SftpAccount;
  onRotated: (issued: IssuedPassword) => void;
}) {
  const t = useTranslations("admin.sftp.list");
  const titleId = `sftp-${account.id}-name`;
  const [message, setMessage] = useState<CardMessage>();
  const details: Array<[string, React.ReactNode]> = [
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
    [
      t("status"),
      account.revokedAt ? (
        <span key="status" className="font-semibold text-red-700">
          {t("revoked")} <When iso={account.revokedAt} />
        </span>
      ) : (
        <span key="status" className="font-semibold text-green-800">
          {t("active")}
        </span>
      ),
    ],
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
      <h3 id={titleId} tabIndex={-1} className="break-words text-lg font-bold text-slate-900 outline-none">
        {account.name}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="mb-2 min-w-0 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <AccountKeys account={account} onMessage={setMessage} />
      {/* Always present, so the outcome of an action is announced. */}
      <p
        role="status"
        className={message?.tone === "failed" ? "font-semibold text-red-700" : "font-medium text-green-800"}
      >
        {message?.text ?? ""}
      </p>
      {account.revokedAt ? null : <AccountActions account={account} onRotated={onRotated} onMessage={setMessage} />}
    </section>
  );
}
