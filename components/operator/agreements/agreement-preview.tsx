"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { DetailsList } from "@/components/admin/resource/details-list";
import { When } from "@/components/admin/when";
import { AgreementText } from "@/components/onboarding/agreement-text";
import { Button } from "@/components/ui/button";
import { AGREEMENT_LANGUAGES } from "@/lib/domain/program/agreement-versions";
import type { AgreementVersionPreview, TextChangeRun } from "@/lib/schemas/responses/operator-agreements";

import { TextChanges } from "./text-changes";

type Props = {
  preview: AgreementVersionPreview;
  publishing: boolean;
  /** Why publishing failed, when no field explains it. */
  failure?: string;
  onPublish: () => void;
  onChange: () => void;
};

/** One text's changes, or that it is unchanged. */
function Changes({ label, runs, lang }: { label: string; runs: TextChangeRun[]; lang: string }) {
  const t = useTranslations("operator.agreements.preview");
  const unchanged = runs.every((run) => run.change === "same");
  return (
    <div className="flex flex-col gap-1">
      <h6 className="font-semibold text-slate-900">{label}</h6>
      {unchanged ? <p className="text-slate-700">{t("unchanged")}</p> : <TextChanges runs={runs} lang={lang} />}
    </div>
  );
}

/**
 * What publishing the version would do, before it is done: each language's text as employees will
 * read it (the portal's own presentation), what changed word by word against the version in force,
 * when it takes effect and how many people the notice reaches. Then publish it, or go back and
 * change it. Focus comes here when it opens, so the preview is what is read next.
 */
export function AgreementPreview({ preview, publishing, failure, onPublish, onChange }: Props) {
  const t = useTranslations("operator.agreements.preview");
  const languages = useTranslations("operator.agreements.form.fields.texts");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="agreement-preview-title"
      className="flex flex-col gap-4 rounded-md border-2 border-brand-700 bg-white p-4"
    >
      <h3
        ref={heading}
        id="agreement-preview-title"
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none"
      >
        {t("title", { tag: preview.tag })}
      </h3>
      <DetailsList
        details={[
          [
            t("against"),
            preview.against ? (
              <span key="against" className="break-words">
                {t("againstVersion", { tag: preview.against.tag })} <When iso={preview.against.effectiveAt} />
              </span>
            ) : (
              t("againstNone")
            ),
          ],
          [t("effectiveAt"), <When key="effective" iso={preview.effectiveAt} />],
          [t("reacceptance"), t(`reacceptanceValues.${preview.reacceptance}`)],
          [t("recipients"), t(`reach.${preview.reacceptance}`, { count: preview.recipients })],
        ]}
      />
      {AGREEMENT_LANGUAGES.map((language) => {
        const text = preview.texts[language];
        const name = languages(language);
        return (
          <section key={language} aria-labelledby={`preview-${language}`} className="flex flex-col gap-3">
            <h4 id={`preview-${language}`} className="text-lg font-bold text-slate-900">
              {name}
            </h4>
            <h5 className="font-semibold text-slate-900">{t("asRead")}</h5>
            <article
              aria-label={t("asReadLabel", { language: name })}
              className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 sm:p-5"
            >
              <p lang={language} className="break-words text-xl font-bold text-slate-900">
                {text.title}
              </p>
              <AgreementText label={t("textLabel", { language: name })} lang={language}>
                {text.body}
              </AgreementText>
            </article>
            <h5 className="font-semibold text-slate-900">
              {preview.against ? t("changes.title", { tag: preview.against.tag }) : t("changes.titleFirst")}
            </h5>
            <Changes label={t("changes.titleField")} runs={text.changes.title} lang={language} />
            <Changes label={t("changes.bodyField")} runs={text.changes.body} lang={language} />
          </section>
        );
      })}
      <p role="alert" className="font-semibold text-red-700">
        {failure ?? ""}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onPublish} disabled={publishing}>
          {publishing ? t("publishing") : t("publish")}
        </Button>
        <Button variant="secondary" onClick={onChange} disabled={publishing}>
          {t("change")}
        </Button>
      </div>
    </section>
  );
}
