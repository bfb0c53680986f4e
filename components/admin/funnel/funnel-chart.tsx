"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { Funnel } from "@/lib/schemas/responses/admin-employees";

/**
 * A horizontal bar per requirement: how many employees have it met. Labels and numbers are text,
 * so the chart reads without its bars; the bars themselves are decoration for the eye.
 */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const bars = [
    ...funnel.steps.map((step) => ({ id: step.key, label: t(`requirements.${step.key}`), value: step.fulfilled })),
    { id: "complete", label: t("funnel.allMet"), value: funnel.complete },
  ];
  return (
    <figure aria-labelledby="funnel-chart-title" className="rounded-md border border-slate-300 bg-white p-4">
      <figcaption id="funnel-chart-title" className="mb-4">
        <h2 className="text-xl font-bold">{t("funnel.chartTitle")}</h2>
        <p className="text-slate-700">{t("funnel.chartCaption", { total: funnel.total })}</p>
      </figcaption>
      <ul className="flex flex-col gap-3">
        {bars.map((bar) => {
          const share = funnel.total === 0 ? 0 : bar.value / funnel.total;
          return (
            <li key={bar.id} className="grid gap-1 sm:grid-cols-[14rem_1fr_9rem] sm:items-center sm:gap-3">
              <span className={bar.id === "complete" ? "font-bold" : "font-medium"}>{bar.label}</span>
              <span aria-hidden="true" className="block h-5 w-full rounded-sm bg-slate-200">
                <span
                  className={`block h-5 rounded-sm ${bar.id === "complete" ? "bg-green-700" : "bg-brand-700"}`}
                  style={{ width: `${share * 100}%` }}
                />
              </span>
              <span className="tabular-nums sm:text-right">
                {t("funnel.barValue", { count: bar.value, share: format.number(share, { style: "percent" }) })}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
