"use client";

import { useTranslations } from "use-intl";

import { ACCEPT_ATTRIBUTE } from "@/lib/image/prepare-image";

import type { EvidenceFile } from "./use-evidence-file";

type Props = {
  name: "frontImage" | "backImage";
  label: string;
  selected: EvidenceFile | undefined;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
};

/** A photo or scan of one side; on phones the back camera opens directly. */
export function DocumentFileField({ name, label, selected, error, onChoose }: Props) {
  const t = useTranslations("identity.documents");
  const id = `field-${name}`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        capture="environment"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.files?.[0])}
        className={`min-h-11 w-full max-w-full rounded-md border bg-white p-2 text-base file:mr-3 file:min-h-9 file:rounded file:border-0 file:bg-brand-700 file:px-3 file:font-semibold file:text-white ${error ? "border-2 border-red-700" : "border-slate-500"}`}
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
        <img src={selected.previewUrl} alt={t("previewAlt", { label })} className="max-h-60 w-auto max-w-full self-start rounded border border-slate-300 object-contain" />
      ) : (
        <p className="text-slate-700">{t("selectedFile", { name: selected.file.name })}</p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {selected.prepared ? "" : t("preparing")}
      </p>
    </div>
  );
}
