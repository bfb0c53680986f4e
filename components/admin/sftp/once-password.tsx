"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";

import { CopyField } from "../api-clients/copy-field";
import { StatusIcon } from "@/components/ui/status-icon";

export type IssuedPassword = {
  kind: "created" | "rotated";
  accountId: string;
  name: string;
  username: string;
  host: string;
  port: number;
  password: string;
};

type Copyable = "username" | "password" | "command";

/** A new SFTP password, shown this once, with where and how to connect. */
export function OncePassword({ issued, onStored }: { issued: IssuedPassword; onStored: () => void }) {
  const t = useTranslations("admin.sftp.password");
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<{ field: Copyable; ok: boolean }>();
  useEffect(() => heading.current?.focus(), []);
  const command = `sftp -P ${issued.port} ${issued.username}@${issued.host}`;
  const copy = (field: Copyable) => (ok: boolean) => setCopied({ field, ok });

  return (
    <section
      aria-labelledby="once-password-title"
      className="flex flex-col gap-4 rounded-md border-4 border-amber-600 bg-amber-50 p-4"
    >
      <h2
        id="once-password-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
      >
        {t(issued.kind === "created" ? "createdTitle" : "rotatedTitle", { name: issued.name })}
      </h2>
      <p className="flex items-start gap-2 font-semibold">
        <StatusIcon status="warning" className="mt-0.5 size-5" />
        {t("warning")}
      </p>
      {issued.kind === "rotated" ? <p>{t("oldStopped")}</p> : null}
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
      <CopyField
        name="sftpUsername"
        label={t("username")}
        copyLabel={t("copyUsername")}
        value={issued.username}
        onCopied={copy("username")}
      />
      <CopyField
        name="sftpPassword"
        label={t("passwordLabel")}
        copyLabel={t("copyPassword")}
        value={issued.password}
        onCopied={copy("password")}
      />
      <CopyField
        name="sftpCommand"
        label={t("command")}
        copyLabel={t("copyCommand")}
        value={command}
        onCopied={copy("command")}
      />
      <p role="status" className={copied && !copied.ok ? "font-semibold text-red-700" : "text-slate-900"}>
        {copied ? (copied.ok ? t(`copied.${copied.field}`) : t("copyFailed")) : ""}
      </p>
      <Button variant="secondary" onClick={onStored} className="self-start">
        {t("stored")}
      </Button>
    </section>
  );
}
