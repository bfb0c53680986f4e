"use client";

import { get, type UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl";

import { RadioGroup } from "@/components/admin/radio-group";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FieldGroup } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

import type { EmployerFormInput, EmployerFormValues } from "./employer-form";
import { ScheduleRows } from "./schedule-rows";
import { employerErrorText } from "./use-employer-form";

type Props = {
  form: UseFormReturn<EmployerFormInput, unknown, EmployerFormValues>;
  /** Changing an employer: its schedules, the active ones each with a way to retire it. */
  existingSchedules?: ProgramEmployer["payrollSchedules"];
};

/** An employer's fields: its names, language, how its people repay, payroll schedules and HR contact. */
export function EmployerFields({ form, existingSchedules }: Props) {
  const t = useTranslations("operator.employers.form");
  const { register, formState } = form;
  const error = (field: string): string | undefined => {
    const entry = get(formState.errors, field) as { message?: unknown } | undefined;
    const code = entry?.message;
    return typeof code === "string" && code ? employerErrorText(t, field, code) : undefined;
  };
  return (
    <>
      <TextField
        label={t("name")}
        hint={t("nameHint")}
        error={error("name")}
        autoComplete="off"
        className="sm:max-w-md"
        {...register("name")}
      />
      <TextField
        label={t("legalName")}
        hint={t("legalNameHint")}
        error={error("legalName")}
        autoComplete="off"
        className="sm:max-w-md"
        {...register("legalName")}
      />
      <RadioGroup
        legend={t("defaultLanguage")}
        hint={t("defaultLanguageHint")}
        name="defaultLanguage"
        error={error("defaultLanguage")}
        options={[
          { value: "en", label: t("languages.en") },
          { value: "es", label: t("languages.es") },
        ]}
        input={register("defaultLanguage")}
      />
      <FieldGroup id="field-repayment" legend={t("repayment")} hint={t("repaymentHint")} error={error("repayment")}>
        <CheckboxField label={t("payrollDeduction")} {...register("payrollDeduction")} />
        <CheckboxField label={t("paymentMethod")} {...register("paymentMethod")} />
      </FieldGroup>
      <ScheduleRows form={form} existing={existingSchedules} error={error} />
      <FieldGroup id="field-contact" legend={t("contact")} hint={t("contactHint")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("contactName")}
            error={error("contactName")}
            autoComplete="off"
            className="sm:max-w-md"
            {...register("contactName")}
          />
          <TextField
            label={t("contactEmail")}
            error={error("contactEmail")}
            type="email"
            spellCheck={false}
            autoComplete="off"
            className="sm:max-w-md"
            {...register("contactEmail")}
          />
          <TextField
            label={t("contactPhone")}
            hint={t("contactPhoneHint")}
            error={error("contactPhone")}
            type="tel"
            autoComplete="off"
            className="sm:max-w-xs"
            {...register("contactPhone")}
          />
        </div>
      </FieldGroup>
    </>
  );
}
