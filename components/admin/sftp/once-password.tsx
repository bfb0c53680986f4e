"use client";

import { useTranslations } from "use-intl";

import { OnceShown } from "../resource/once-shown";

export type IssuedPassword = {
  kind: "created" | "rotated";
  accountId: string;
  name: string;
  username: string;
  host: string;
  port: number;
  password: string;
};

/** A new SFTP password, shown this once, with where and how to connect. */
export function OncePassword({ issued, onStored }: { issued: IssuedPassword; onStored: () => void }) {
  const t = useTranslations("admin.sftp.password");
  const command = `sftp -P ${issued.port} ${issued.username}@${issued.host}`;
  return (
    <OnceShown
      titleId="once-password-title"
      messages="admin.sftp.password"
      issued={issued}
      values={[
        {
          name: "sftpUsername",
          label: t("username"),
          copyLabel: t("copyUsername"),
          value: issued.username,
          copied: t("copied.username"),
        },
        {
          name: "sftpPassword",
          label: t("passwordLabel"),
          copyLabel: t("copyPassword"),
          value: issued.password,
          copied: t("copied.password"),
        },
        {
          name: "sftpCommand",
          label: t("command"),
          copyLabel: t("copyCommand"),
          value: command,
          copied: t("copied.command"),
        },
      ]}
      onStored={onStored}
    >
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{t("host")}</dt>
        <dd>
          <code>{issued.host}</code>
        </dd>
        <dt className="font-medium text-slate-700">{t("port")}</dt>
        <dd>
          <code>{issued.port}</code>
        </dd>
      </dl>
    </OnceShown>
  );
}
