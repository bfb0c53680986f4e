"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";

import { CopyField } from "./copy-field";
import { StatusIcon } from "@/components/ui/status-icon";

export type IssuedSecret = { kind: "created" | "rotated"; clientId: string; name: string; clientSecret: string };

type CopyMessage = { field: "clientId" | "clientSecret"; ok: boolean };

/** A new client secret, shown this once, with the warning to store it before leaving. */
export function OnceSecret({ issued, onStored }: { issued: IssuedSecret; onStored: () => void }) {
  const t = useTranslations("admin.apiClients.secret");
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<CopyMessage>();
  useEffect(() => heading.current?.focus(), []);
  const copyText = copied ? t(copied.ok ? `copied.${copied.field}` : "copyFailed") : "";

  return (
    <section
      aria-labelledby="once-secret-title"
      className="flex flex-col gap-4 rounded-md border-4 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="once-secret-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t(issued.kind === "created" ? "createdTitle" : "rotatedTitle", { name: issued.name })}
      </h2>
      <p className="flex items-start gap-2 font-semibold">
        <StatusIcon status="warning" className="mt-0.5 size-5" />
        {t("warning")}
      </p>
      {issued.kind === "rotated" ? <p>{t("oldStopped")}</p> : null}
      <p>{t("howToUse")}</p>
      <CopyField
        name="clientId"
        label={t("clientId")}
        copyLabel={t("copyClientId")}
        value={issued.clientId}
        onCopied={(ok) => setCopied({ field: "clientId", ok })}
      />
      <CopyField
        name="clientSecret"
        label={t("clientSecret")}
        copyLabel={t("copySecret")}
        value={issued.clientSecret}
        onCopied={(ok) => setCopied({ field: "clientSecret", ok })}
      />
      {/* Always present, so each copy is announced. */}
      <p role="status" className={copied && !copied.ok ? "font-semibold text-red-700" : "text-slate-900"}>
        {copyText}
      </p>
      <Button variant="secondary" onClick={onStored} className="self-start">
        {t("stored")}
      </Button>
    </section>
  );
}
