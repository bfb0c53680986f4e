"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { StatusIcon } from "@/components/ui/status-icon";

import { CopyField } from "./copy-field";

export type CopyableValue = { name: string; label: string; copyLabel: string; value: string; copied: string };

type Props = {
  titleId: string;
  title: string;
  warning: string;
  /** Said after a rotation: the old credential no longer works. */
  oldStopped?: string;
  /** Shown between the warning and the values (how to use them). */
  children?: ReactNode;
  values: CopyableValue[];
  copyFailed: string;
  stored: string;
  onStored: () => void;
};

/** A new credential, shown this once, with the warning to store it before leaving. */
export function OnceShown({ titleId, title, warning, oldStopped, children, values, copyFailed, ...done }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<{ value: CopyableValue; ok: boolean }>();
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-md border-4 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      <p className="flex items-start gap-2 font-semibold">
        <StatusIcon status="warning" className="mt-0.5 size-5" />
        {warning}
      </p>
      {oldStopped ? <p>{oldStopped}</p> : null}
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
        {copied ? (copied.ok ? copied.value.copied : copyFailed) : ""}
      </p>
      <Button variant="secondary" onClick={done.onStored} className="self-start">
        {done.stored}
      </Button>
    </section>
  );
}
