"use client";

import { useTranslations } from "use-intl";

import type { AdminPayrollSchedule as PayrollSchedule } from "@/lib/schemas/responses/admin-session";

import { labelOr } from "../labels";

/** The ids to write in the Payroll Schedule column: HR knows schedules by name, the file by id. */
export function PayrollScheduleIds({ schedules }: { schedules: PayrollSchedule[] }) {
  const t = useTranslations("admin.imports.format");
  return (
    <>
      <h3 className="text-lg font-bold text-slate-900">{t("schedulesTitle")}</h3>
      {schedules.length === 0 ? (
        <p>{t("noSchedules")}</p>
      ) : (
        <>
          <p>{t("schedulesIntro")}</p>
          <ul className="flex flex-col gap-1">
            {schedules.map((schedule) => {
              const frequency = labelOr(t, `frequencies.${schedule.payFrequency}`, schedule.payFrequency);
              return (
                <li key={schedule.id}>
                  <code className="font-semibold">{schedule.id}</code>: {schedule.name} ({frequency})
                  {schedule.active ? null : <span className="font-semibold text-red-700"> — {t("inactive")}</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
