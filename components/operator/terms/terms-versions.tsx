"use client";

import { useTranslations } from "use-intl";

import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";

import type { NumberedTerms } from "./terms-fields";
import { TermsValues } from "./terms-values";

const STATE_STYLE = { inForce: "text-green-800", scheduled: "text-brand-700", replaced: "text-slate-700" } as const;

/** Versions of the credit terms, newest first: number, effective time, in force or not, and the numbers. */
export function TermsVersions({ id, caption, versions }: { id: string; caption: string; versions: NumberedTerms[] }) {
  const t = useTranslations("operator.terms.versions");
  return (
    <StackedTable
      id={id}
      caption={caption}
      columns={[t("columns.version"), t("columns.effectiveAt"), t("columns.state"), t("columns.values")]}
      rows={versions.map((version) => ({
        key: version.version,
        cells: [
          <span key="version" className="flex flex-col">
            <span className="font-semibold">{t("number", { number: version.number })}</span>
            <span className="break-all text-xs text-slate-600">{version.version}</span>
          </span>,
          <When key="effective" iso={version.effectiveAt} />,
          <span key="state" className={`font-semibold ${STATE_STYLE[version.state]}`}>
            {t(`states.${version.state}`)}
          </span>,
          <TermsValues key="values" terms={version} />,
        ],
      }))}
    />
  );
}
