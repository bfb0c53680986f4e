"use client";

import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

import { newScheduleRow, PAY_FREQUENCIES, type EmployerFormInput, type EmployerFormValues } from "./employer-form";

type Props = {
  form: UseFormReturn<EmployerFormInput, unknown, EmployerFormValues>;
  existing: ProgramEmployer["payrollSchedules"] | undefined;
  error: (field: string) => string | undefined;
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The employer's payroll schedules: a row each (name and pay frequency) to add, removed before it
 * is saved; when changing an employer, its schedules too, the active ones each with a box to retire
 * it (a schedule is never deleted: its employees keep it on record).
 */
export function ScheduleRows({ form, existing, error }: Props) {
  const t = useTranslations("operator.employers.form");
  const rows = useFieldArray({ control: form.control, name: "schedules" });
  const firstActive = existing?.find((schedule) => schedule.active)?.id;
  const frequencies = PAY_FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }));
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error("schedules") ? "field-schedules-error" : undefined}
    >
      <legend className="font-medium text-slate-900">{t("schedules")}</legend>
      <p className="text-sm text-slate-600">{existing ? t("schedulesHintChange") : t("schedulesHint")}</p>
      <FieldError id="field-schedules" error={error("schedules") ?? error("retire")} />
      {existing && existing.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {existing.map((schedule) => (
            <li key={schedule.id}>
              {schedule.active ? (
                // Each box its own id (they share one name): the first is where the summary links.
                <label
                  htmlFor={schedule.id === firstActive ? "field-retire" : `field-retire-${schedule.id}`}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2"
                >
                  <input
                    id={schedule.id === firstActive ? "field-retire" : `field-retire-${schedule.id}`}
                    type="checkbox"
                    value={String(schedule.id)}
                    className="h-5 w-5 shrink-0 accent-brand-700"
                    {...form.register("retire")}
                  />
                  {t("retire", { name: schedule.name, frequency: t(`frequencies.${schedule.payFrequency}`) })}
                </label>
              ) : (
                <p className="py-2 text-slate-700">
                  {t("retired", { name: schedule.name, frequency: t(`frequencies.${schedule.payFrequency}`) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          role="group"
          aria-label={t("scheduleRow", { number: index + 1 })}
          className="flex flex-col gap-3 rounded-md border border-slate-300 p-3 sm:flex-row sm:items-end"
        >
          <TextField
            id={`field-schedules.${index}.name`}
            label={t("scheduleName")}
            error={error(`schedules.${index}.name`)}
            autoComplete="off"
            className="sm:flex-1"
            {...form.register(`schedules.${index}.name`)}
          />
          <SelectField
            id={`field-schedules.${index}.payFrequency`}
            label={t("payFrequency")}
            error={error(`schedules.${index}.payFrequency`)}
            options={frequencies}
            {...form.register(`schedules.${index}.payFrequency`)}
          />
          <Button
            variant="secondary"
            onClick={() => {
              rows.remove(index);
              focusLater("field-schedules");
            }}
          >
            {t("removeSchedule")}
            <span className="sr-only"> {t("scheduleRow", { number: index + 1 })}</span>
          </Button>
        </div>
      ))}
      <Button
        id="field-schedules"
        variant="secondary"
        className="self-start"
        onClick={() => {
          rows.append(newScheduleRow());
          focusLater(`field-schedules.${rows.fields.length}.name`);
        }}
      >
        {t("addSchedule")}
      </Button>
    </fieldset>
  );
}
