"use client";

import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl";

import { SelectField } from "@/components/ui/select-field";
import { useAdminSession } from "@/hooks/use-admin-session";

import { CheckboxField } from "@/components/ui/checkbox-field";
import { EmploymentAnswers } from "../employment-answers";
import type { NewEmployeeBody, NewEmployeeField, NewEmployeeValues } from "./new-employee-schema";

type Props = {
  form: UseFormReturn<NewEmployeeValues, unknown, NewEmployeeBody>;
  error: (field: NewEmployeeField) => string | undefined;
};

/** What the employer decides: employment, eligibility, schedule (active ones only) and enrolment. */
export function EmploymentFields({ form, error }: Props) {
  const t = useTranslations("admin");
  const schedules = useAdminSession().data?.payrollSchedules.filter((schedule) => schedule.active) ?? [];
  // One active schedule: that is the one, chosen already (HR can still pick "none").
  const only = schedules.length === 1 ? String(schedules[0]!.id) : "";
  const { getValues, setValue } = form;
  useEffect(() => {
    if (only && getValues("payrollScheduleId") === "" && !form.formState.dirtyFields.payrollScheduleId)
      setValue("payrollScheduleId", only);
  }, [only, getValues, setValue, form.formState.dirtyFields.payrollScheduleId]);
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">{t("newEmployee.employment")}</legend>
      <EmploymentAnswers error={error} input={(field) => form.register(field)} />
      <SelectField
        label={t("employerForm.payrollSchedule")}
        placeholder={t("employerForm.noSchedule")}
        options={schedules.map((schedule) => ({ value: String(schedule.id), label: schedule.name }))}
        error={error("payrollScheduleId")}
        {...form.register("payrollScheduleId")}
      />
      <CheckboxField
        label={t("employerForm.enrolled")}
        hint={t("newEmployee.hints.enrollInNewOnboarding")}
        error={error("enrollInNewOnboarding")}
        {...form.register("enrollInNewOnboarding")}
      />
    </fieldset>
  );
}
