"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { Funnel } from "@/lib/schemas/responses/admin";

/** The chart's numbers as a table, for those who compare figures rather than bars. */
export function FunnelTable({ funnel }: { funnel: Funnel }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const share = (value: number) => format.number(funnel.total === 0 ? 0 : value / funnel.total, { style: "percent" });
  return (
    <details className="rounded-md border border-slate-300 bg-white p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">{t("funnel.showTable")}</summary>
      <div role="region" aria-labelledby="funnel-table-caption" tabIndex={0} className="relative mt-3 overflow-x-auto">
        <table className="min-w-full border-collapse text-left text-sm">
          <caption id="funnel-table-caption" className="pb-2 text-left font-semibold">
            {t("funnel.tableCaption", { total: funnel.total })}
          </caption>
          <thead className="border-b-2 border-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("funnel.columns.requirement")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("funnel.columns.met")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("funnel.columns.unmet")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("funnel.columns.blocked")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("funnel.columns.share")}
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.steps.map((step) => (
              <tr key={step.key} className="border-b border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium">
                  {t(`requirements.${step.key}`)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{format.number(step.fulfilled)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{format.number(step.unmet)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{format.number(step.blocked)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{share(step.fulfilled)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="px-3 py-2 font-bold">
                {t("funnel.allMet")}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{format.number(funnel.complete)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{format.number(funnel.total - funnel.complete)}</td>
              <td className="px-3 py-2 text-right tabular-nums">—</td>
              <td className="px-3 py-2 text-right tabular-nums">{share(funnel.complete)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </details>
  );
}
