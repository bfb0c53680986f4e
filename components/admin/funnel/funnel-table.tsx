"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { Funnel } from "@/lib/schemas/responses/admin-employees";

import { columnHeadings } from "../labels";

const COLUMNS = ["requirement", "met", "unmet", "blocked", "share"] as const;

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
              {columnHeadings(t, "funnel.columns", COLUMNS).map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? "px-3 py-2" : "px-3 py-2 text-right"}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {funnel.steps.map((step) => (
              <FigureRow
                key={step.key}
                heading={t(`requirements.${step.key}`)}
                figures={[
                  format.number(step.fulfilled),
                  format.number(step.unmet),
                  format.number(step.blocked),
                  share(step.fulfilled),
                ]}
              />
            ))}
            <FigureRow
              total
              heading={t("funnel.allMet")}
              figures={[
                format.number(funnel.complete),
                format.number(funnel.total - funnel.complete),
                "—",
                share(funnel.complete),
              ]}
            />
          </tbody>
        </table>
      </div>
    </details>
  );
}

type RowProps = { heading: string; figures: string[]; total?: boolean };

/** A row: what it counts, then its figures, right-aligned so the digits line up; the total row closes the table. */
function FigureRow({ heading, figures, total = false }: RowProps) {
  return (
    <tr className={total ? undefined : "border-b border-slate-200"}>
      <th scope="row" className={`px-3 py-2 ${total ? "font-bold" : "font-medium"}`}>
        {heading}
      </th>
      {figures.map((figure, index) => (
        <td key={index} className="px-3 py-2 text-right tabular-nums">
          {figure}
        </td>
      ))}
    </tr>
  );
}
