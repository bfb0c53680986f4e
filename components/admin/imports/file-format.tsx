"use client";

import { useTranslations } from "use-intl";

import { useAdminSession } from "@/hooks/use-admin-session";

import { SimpleTable } from "../detail/simple-table";
import { EXAMPLE_ROW, IMPORT_COLUMNS } from "./columns";
import { PayrollScheduleIds } from "./payroll-schedule-ids";

/** What the file must look like, written for HR rather than for a developer. */
export function FileFormat() {
  const t = useTranslations("admin.imports.format");
  const schedules = useAdminSession().data?.payrollSchedules ?? [];
  const exampleSchedule = schedules.find((schedule) => schedule.active)?.id ?? 1;
  const example = [
    IMPORT_COLUMNS.map((column) => column.header).join(","),
    EXAMPLE_ROW.replace("{schedule}", String(exampleSchedule)),
  ].join("\n");
  return (
    <section id="file-format" aria-labelledby="file-format-title" className="flex scroll-mt-4 flex-col gap-3">
      <h2 id="file-format-title" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p>{t("intro")}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t("upsert")}</li>
        <li>{t("emptyCells")}</li>
        <li>{t("enrolled")}</li>
        <li>{t("rejected")}</li>
        <li>{t("fullFiles")}</li>
      </ul>
      <SimpleTable
        id="import-columns"
        caption={t("columnsCaption")}
        columns={[t("columns.column"), t("columns.required"), t("columns.rules")]}
        empty=""
        rows={IMPORT_COLUMNS.map((column) => ({
          key: column.key,
          cells: [
            <code key="header">{column.header}</code>,
            column.required ? t("yes") : t("no"),
            t(`rules.${column.key}`),
          ],
        }))}
      />
      <PayrollScheduleIds schedules={schedules} />
      <h3 className="text-lg font-bold text-slate-900">{t("exampleTitle")}</h3>
      <p>{t("exampleIntro")}</p>
      <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">
        <code>{example}</code>
      </pre>
    </section>
  );
}
