"use client";

import { useRef } from "react";
import { useTranslations } from "use-intl";

import { FieldError, FieldHint } from "@/components/ui/field";
import { ACCEPT_ATTRIBUTE } from "@/lib/image/prepare-image";

import type { EvidenceFile } from "./use-evidence-file";

type Props = {
  name: "frontImage" | "backImage";
  label: string;
  selected: EvidenceFile | undefined;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
};

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 bg-white";

/**
 * A photo or scan of one side, chosen with a button in the page's language and the chosen file's
 * name beside it (the browser's own picker says "Choose file / No file chosen" in the browser's
 * language). The native input stays, hidden, for the file dialog — on phones the back camera opens
 * directly. The button carries the field's id, so the label and the error summary lead to it.
 */
export function DocumentFileField({ name, label, selected, error, onChoose }: Props) {
  const t = useTranslations("identity.documents");
  const input = useRef<HTMLInputElement>(null);
  const id = `field-${name}`;
  const describedBy = [`${id}-hint`, `${id}-file`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <label id={`${id}-label`} htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <FieldHint id={id} hint={t("hint")} />
      <FieldError id={id} error={error} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button
          id={id}
          type="button"
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
          className={`${BUTTON} ${error ? "border-2 border-red-700" : "border-slate-500"}`}
        >
          <span id={`${id}-choose`}>{selected ? t("chooseAnother") : t("choose")}</span>
        </button>
        <span id={`${id}-file`} className="min-w-0 break-all text-slate-800" data-testid={`${name}-file`}>
          {selected ? selected.file.name : t("noFile")}
        </span>
      </div>
      <input
        ref={input}
        name={name}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        capture="environment"
        hidden
        tabIndex={-1}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {selected ? <Preview selected={selected} label={label} /> : null}
    </div>
  );
}

function Preview({ selected, label }: { selected: EvidenceFile; label: string }) {
  const t = useTranslations("identity.documents");
  return (
    <div className="flex flex-col gap-1">
      {selected.previewUrl ? (
        // A blob: URL of the person's own file: next/image cannot optimise it and must not try.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={selected.previewUrl}
          alt={t("previewAlt", { label })}
          className="max-h-60 w-auto max-w-full self-start rounded border border-slate-300 object-contain"
        />
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {selected.prepared ? "" : t("preparing")}
      </p>
    </div>
  );
}
