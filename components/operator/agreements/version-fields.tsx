"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FieldGroup } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { AGREEMENT_LANGUAGES } from "@/lib/domain/program/agreement-versions";

import type { VERSION_FIELDS } from "./agreement-form";

type VersionField = (typeof VERSION_FIELDS)[number];
type Props = {
  register: (field: VersionField) => UseFormRegisterReturn;
  error: (field: string) => string | undefined;
};

/** A version's tag (what each acceptance records) and when it takes effect (UTC; now when empty). */
export function VersionTimingFields({ register, error }: Props) {
  const t = useTranslations("operator.agreements.form.fields");
  return (
    <>
      <TextField
        label={t("tag.label")}
        hint={t("tag.hint")}
        error={error("tag")}
        autoComplete="off"
        spellCheck={false}
        className="sm:max-w-md"
        {...register("tag")}
      />
      <TextField
        label={t("effectiveAt.label")}
        hint={t("effectiveAt.hint")}
        error={error("effectiveAt")}
        type="datetime-local"
        className="sm:max-w-xs"
        {...register("effectiveAt")}
      />
    </>
  );
}

/** The version's title and text in English and in Spanish, each language a group of its own. */
export function VersionTextFields({ register, error }: Props) {
  const t = useTranslations("operator.agreements.form.fields");
  return (
    <>
      {AGREEMENT_LANGUAGES.map((language) => (
        <div key={language} className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <FieldGroup id={`field-${language}`} legend={t(`texts.${language}`)} hint={t("texts.hint")}>
            {/* The text's language on its inputs, so spelling and speech follow it; the labels stay in the page's. */}
            <div className="flex flex-col gap-4">
              <TextField
                label={t("title.label", { language: t(`texts.${language}`) })}
                error={error(`${language}Title`)}
                autoComplete="off"
                lang={language}
                {...register(`${language}Title`)}
              />
              <TextAreaField
                label={t("body.label", { language: t(`texts.${language}`) })}
                hint={t("body.hint")}
                error={error(`${language}Body`)}
                rows={10}
                lang={language}
                {...register(`${language}Body`)}
              />
            </div>
          </FieldGroup>
        </div>
      ))}
    </>
  );
}
