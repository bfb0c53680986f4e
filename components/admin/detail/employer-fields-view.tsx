"use client";

import { useTranslations } from "use-intl";

import { useAdminSession } from "@/hooks/use-admin-session";
import type { EmployeeResponse as AdminEmployee } from "@/lib/schemas/responses/employee";

import { DetailsList } from "../resource/details-list";

/** What only the employer controls, for a role that may read it but not change it. */
export function EmployerFieldsView({ employee }: { employee: AdminEmployee }) {
  const t = useTranslations("admin.employerForm");
  const session = useAdminSession();
  const yesNo = (value: boolean | null) => t(value === null ? "notConfirmed" : value ? "yes" : "no");
  const schedule = session.data?.payrollSchedules.find((candidate) => candidate.id === employee.payrollScheduleId);
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <DetailsList
        details={[
          [t("isEmployed"), yesNo(employee.isEmployed)],
          [t("isEligible"), yesNo(employee.isEligible)],
          [
            t("payrollSchedule"),
            employee.payrollScheduleId === null
              ? t("noSchedule")
              : schedule
                ? schedule.active
                  ? schedule.name
                  : t("inactiveSchedule", { name: schedule.name })
                : String(employee.payrollScheduleId),
          ],
          [t("enrolled"), yesNo(employee.enrollInNewOnboarding)],
        ]}
      />
    </div>
  );
}
