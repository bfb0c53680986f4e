"use client";

import { useTranslations } from "use-intl";

import { FieldError } from "@/components/ui/field";
import type { DocumentType } from "@/lib/domain/identity/evidence";

import { DOCUMENT_TYPES } from "./document-types";

type Props = { value: DocumentType | undefined; error: string | undefined; onChange: (value: DocumentType) => void };

export function DocumentTypeField({ value, error, onChange }: Props) {
  const t = useTranslations("identity.documents");
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "field-documentType-error" : undefined}>
      <legend className="mb-2 font-medium text-slate-900">{t("typeLegend")}</legend>
      <FieldError id="field-documentType" error={error} />
      {DOCUMENT_TYPES.map((type, index) => {
        // The first radio carries the field's id so the error summary can link to the group.
        const id = index === 0 ? "field-documentType" : `field-documentType-${type}`;
        return (
          <div key={type} className="flex min-h-11 items-center gap-3">
            <input
              id={id}
              type="radio"
              name="documentType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="h-6 w-6 accent-brand-700"
            />
            <label htmlFor={id} className="py-2">
              {t(`types.${type}`)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
