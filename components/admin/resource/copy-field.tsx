"use client";

import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type Props = { name: string; label: string; copyLabel: string; value: string; onCopied: (ok: boolean) => void };

/**
 * A read-only value with a Copy button. Where the clipboard API is missing or refused (plain
 * http, a denied permission) the value is selected in its field for Ctrl+C instead.
 */
export function CopyField({ name, label, copyLabel, value, onCopied }: Props) {
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(value);
      onCopied(true);
    } catch {
      field.current?.focus();
      field.current?.select();
      onCopied(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        ref={field}
        name={name}
        label={label}
        readOnly
        value={value}
        autoComplete="off"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 font-mono"
      />
      <Button onClick={() => void copy()} className="self-start sm:self-auto">
        {copyLabel}
      </Button>
    </div>
  );
}
