"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { StatusIcon } from "@/components/ui/status-icon";

import { CopyField } from "./copy-field";

export type CopyableValue = { name: string; label: string; copyLabel: string; value: string; copied: string };

type Props = {
  titleId: string;
  /**
   * The credential's messages: createdTitle and rotatedTitle (with its {name}), warning, oldStopped
   * (said after a rotation), copyFailed, stored.
   */
  messages: string;
  issued: { kind: "created" | "rotated"; name: string };
  /** Shown between the warning and the values (how to use them). */
  children?: ReactNode;
  values: CopyableValue[];
  onStored: () => void;
};

/** A new credential, shown this once, with the warning to store it before leaving. */
export function OnceShown({ titleId, messages, issued, children, values, onStored }: Props) {
  const t = useTranslations(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<{ value: CopyableValue; ok: boolean }>();
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-md border-4 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t(issued.kind === "created" ? "createdTitle" : "rotatedTitle", { name: issued.name })}
      </h2>
      <p className="flex items-start gap-2 font-semibold">
        <StatusIcon status="warning" className="mt-0.5 size-5" />
        {t("warning")}
      </p>
      {issued.kind === "rotated" ? <p>{t("oldStopped")}</p> : null}
      {children}
      {values.map((value) => (
        <CopyField
          key={value.name}
          name={value.name}
          label={value.label}
          copyLabel={value.copyLabel}
          value={value.value}
          onCopied={(ok) => setCopied({ value, ok })}
        />
      ))}
      {/* Always present, so each copy is announced. */}
      <p role="status" className={copied && !copied.ok ? "font-semibold text-red-700" : "text-slate-900"}>
        {copied ? (copied.ok ? copied.value.copied : t("copyFailed")) : ""}
      </p>
      <Button variant="secondary" onClick={onStored} className="self-start">
        {t("stored")}
      </Button>
    </section>
  );
}
