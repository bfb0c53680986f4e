"use client";

import { useTranslations } from "use-intl";

import { DetailsList } from "@/components/admin/resource/details-list";
import { When } from "@/components/admin/when";
import { AgreementText } from "@/components/onboarding/agreement-text";
import { useOwnAccount } from "@/hooks/use-hr-account";
import { AGREEMENT_LANGUAGES } from "@/lib/domain/program/agreement-versions";
import type { ProgramAgreementVersion } from "@/lib/schemas/responses/operator-agreements";

const STATUS_STYLE = {
  in_force: "text-green-800",
  scheduled: "text-brand-700",
  superseded: "text-slate-700",
} as const;

/** Who published a version: you, another operator by name, the ops command (its user and host), the demo's setup, or the id of an operator gone. */
function usePublisher() {
  const t = useTranslations("operator.agreements.history");
  const me = useOwnAccount().data?.id;
  return ({ publishedBy, publishedByName }: Pick<ProgramAgreementVersion, "publishedBy" | "publishedByName">) => {
    if (publishedBy === null) return t("publishedBy.setup");
    if (publishedBy === me) return t("publishedBy.you");
    if (publishedByName) return publishedByName;
    if (publishedBy.startsWith("ops:")) return t("publishedBy.ops", { who: publishedBy.slice(4) });
    return t("publishedBy.operator", { id: publishedBy });
  };
}

/** One version: its tag and status, when it takes effect, re-acceptance, who published it and when, and its texts. */
function VersionEntry({ version }: { version: ProgramAgreementVersion }) {
  const t = useTranslations("operator.agreements.history");
  const languages = useTranslations("operator.agreements.form.fields.texts");
  const publisher = usePublisher();
  const titleId = `version-${version.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
      >
        <h3 id={titleId} className="flex flex-wrap items-baseline gap-x-3 text-lg font-bold text-slate-900">
          <span className="break-all">{version.tag}</span>
          <span className={`text-base font-semibold ${STATUS_STYLE[version.status]}`}>
            {t(`status.${version.status}`)}
          </span>
        </h3>
        <DetailsList
          details={[
            [t("effectiveAt"), <When key="effective" iso={version.effectiveAt} />],
            [t("reacceptance"), t(`reacceptanceValues.${version.reacceptance}`)],
            [t("published"), <When key="published" iso={version.publishedAt} />],
            [
              t("publishedBy.label"),
              <span key="by" className="break-all">
                {publisher(version)}
              </span>,
            ],
          ]}
        />
        <details className="group">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700 underline underline-offset-2">
            {t("readTexts", { tag: version.tag })}
          </summary>
          <div className="mt-2 grid gap-4 lg:grid-cols-2">
            {AGREEMENT_LANGUAGES.map((language) => {
              const text = version.texts?.[language];
              return (
                <div key={language} className="flex min-w-0 flex-col gap-2">
                  <h4 className="font-semibold text-slate-900">{languages(language)}</h4>
                  <p lang={language} className="break-words font-bold text-slate-900">
                    {text?.title ?? "—"}
                  </p>
                  <AgreementText
                    label={t("textLabel", { tag: version.tag, language: languages(language) })}
                    lang={language}
                  >
                    {text?.body ?? "—"}
                  </AgreementText>
                </div>
              );
            })}
          </div>
        </details>
      </article>
    </li>
  );
}

/** Every version of a document, newest first. */
export function AgreementHistory({ versions }: { versions: ProgramAgreementVersion[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {[...versions].reverse().map((version) => (
        <VersionEntry key={version.id} version={version} />
      ))}
    </ol>
  );
}
