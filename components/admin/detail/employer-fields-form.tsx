"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { SelectField } from "@/components/ui/select-field";
import { usePatchEmployee } from "@/hooks/use-admin-employees";
import { useAdminSession } from "@/hooks/use-admin-session";
import type { AdminPayrollSchedule as PayrollSchedule } from "@/lib/schemas/responses/admin-session";
import type { EmployeeResponse as AdminEmployee } from "@/lib/schemas/responses/employee";

import { CheckboxField } from "@/components/ui/checkbox-field";
import { EmploymentAnswers } from "../employment-answers";
import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";
import {
  EMPLOYER_FIELDS,
  employerFieldFor,
  employerPatch,
  employerValues,
  type EmployerValues,
} from "./employer-fields";

/** What only the employer controls: employment, eligibility, payroll schedule and enrolment. */
export function EmployerFieldsForm({ employee }: { employee: AdminEmployee }) {
  const t = useTranslations("admin");
  const session = useAdminSession();
  // The schedule select can only show the current value once its options exist.
  if (!session.data) return <p role="status">{t(session.isError ? "common.loadFailed" : "detail.loading")}</p>;
  return <EmployerFields employee={employee} schedules={session.data.payrollSchedules} />;
}

function EmployerFields({ employee, schedules }: { employee: AdminEmployee; schedules: PayrollSchedule[] }) {
  const t = useTranslations("admin");
  const patch = usePatchEmployee(employee.id);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [outcome, setOutcome] = useState<"saved" | "unchanged" | undefined>();
  // `values` follows the server: after a save the refetched employee becomes the new baseline.
  const { register, handleSubmit, setError, formState } = useForm<EmployerValues>({
    values: employerValues(employee),
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const fieldError = fieldErrors<(typeof EMPLOYER_FIELDS)[number]>(t, errors);
  // Only active schedules can be chosen; an inactive current one is shown so the form tells the truth.
  const current = schedules.find((schedule) => schedule.id === employee.payrollScheduleId);
  const options = schedules
    .filter((schedule) => schedule.active || schedule === current)
    .map((schedule) => ({
      value: String(schedule.id),
      label: schedule.active ? schedule.name : t("employerForm.inactiveSchedule", { name: schedule.name }),
    }));

  async function save(values: EmployerValues) {
    setSummary([]);
    setOutcome(undefined);
    const operations = employerPatch(employee, values);
    if (operations.length === 0) {
      setOutcome("unchanged");
      return;
    }
    try {
      await patch.mutateAsync(operations);
      setOutcome("saved");
    } catch (error) {
      const fields = serverFieldErrors(error, employerFieldFor);
      for (const { field, code } of fields) setError(field, { type: "server", message: code });
      const summaryErrors = fields.map(({ field, code }) => ({ field, message: errorText(t, field, code) }));
      setSummary(
        summaryErrors.length > 0
          ? summaryErrors
          : [{ field: EMPLOYER_FIELDS[0], message: t(`common.${problemKey(error)}`) }],
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, (invalid) => setSummary(summaryOf(t, EMPLOYER_FIELDS, invalid)))}
      className="flex flex-col gap-5 rounded-md border border-slate-300 bg-white p-4"
    >
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      <EmploymentAnswers error={fieldError} input={(field) => register(field)} />
      <SelectField
        label={t("employerForm.payrollSchedule")}
        placeholder={t("employerForm.noSchedule")}
        options={options}
        error={fieldError("payrollScheduleId")}
        {...register("payrollScheduleId")}
      />
      <CheckboxField
        label={t("employerForm.enrolled")}
        error={fieldError("enrollInNewOnboarding")}
        {...register("enrollInNewOnboarding")}
      />
      {/* Always in the page, so the change of its text is announced. */}
      <p role="status" className={outcome === "saved" ? "font-semibold text-green-800" : "text-slate-700"}>
        {outcome ? t(`employerForm.${outcome}`) : ""}
      </p>
      <SubmitButton pending={isSubmitting} label={t("employerForm.save")} pendingLabel={t("employerForm.saving")} />
    </form>
  );
}
