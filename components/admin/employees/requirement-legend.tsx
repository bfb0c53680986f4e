"use client";

import { useTranslations } from "use-intl";

import { REQUIREMENT_KEYS } from "@/lib/domain/requirements";

import { MET_BOX, UNMET_BOX } from "./requirement-grid";

/** How to read the boxes: what ✓ and ✗ mean and which requirement each position stands for. */
export function RequirementLegend() {
  const t = useTranslations("admin");
  return (
    <details className="rounded-md border border-slate-300 bg-white p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">{t("grid.legendTitle")}</summary>
      <div className="mt-2 flex flex-col gap-3 text-sm">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={MET_BOX}>
              ✓
            </span>
            {t("grid.met")}
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={UNMET_BOX}>
              ✗
            </span>
            {t("grid.unmet")}
          </span>
        </p>
        <p>{t("grid.legendOrder")}</p>
        <ol className="grid list-decimal gap-x-8 gap-y-1 pl-6 sm:grid-cols-2">
          {REQUIREMENT_KEYS.map((key) => (
            <li key={key}>{t(`requirements.${key}`)}</li>
          ))}
        </ol>
      </div>
    </details>
  );
}
