"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocale, useTranslations } from "use-intl";

import { SubmitButton } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { PageHeading } from "@/components/ui/page-heading";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useCreateEmployee } from "@/hooks/use-admin-employees";
import { ApiProblem } from "@/lib/client/fetch-json";
import { US_STATES } from "@/lib/domain/person/address";

import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";
import { EmploymentFields } from "./employment-fields";
import {
  EMPTY_VALUES,
  NEW_EMPLOYEE_FIELDS,
  newEmployeeFieldFor,
  newEmployeeSchema,
  type NewEmployeeBody,
  type NewEmployeeField,
  type NewEmployeeValues,
} from "./new-employee-schema";

const FIELDSET = "flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4";
const LEGEND = "px-1 text-lg font-bold text-slate-900";
// As the portal asks it: the order people of the language write dates in.
const DATE_ORDER = { en: ["month", "day", "year"], es: ["day", "month", "year"] } as const;

export function NewEmployeeForm() {
  const t = useTranslations("admin");
  const locale = useLocale();
  const router = useRouter();
  const create = useCreateEmployee();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  // The employee who already has the SSN typed (409 ssn_taken): HR opens them rather than making a second.
  const [holder, setHolder] = useState<string>();
  const form = useForm<NewEmployeeValues, unknown, NewEmployeeBody>({
    resolver: zodResolver(newEmployeeSchema),
    defaultValues: EMPTY_VALUES,
    // Focus goes to the error summary, not to the first field (react-hook-form's default).
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, formState } = form;
  const error = fieldErrors<NewEmployeeField>(t, formState.errors);
  const text = (field: NewEmployeeField, options: { optional?: boolean; hint?: boolean } = {}) => ({
    label: options.optional
      ? t("newEmployee.optional", { label: t(`newEmployee.fields.${field}`) })
      : t(`newEmployee.fields.${field}`),
    hint: options.hint ? t(`newEmployee.hints.${field}`) : undefined,
    error: error(field),
    ...register(field),
  });

  async function submit(body: NewEmployeeBody) {
    setSummary([]);
    setHolder(undefined);
    try {
      const employee = await create.mutateAsync(body);
      router.push(`/admin/employees/${employee.id}`);
    } catch (failure) {
      setHolder(ssnHolderOf(failure));
      const fields = serverFieldErrors(failure, newEmployeeFieldFor);
      for (const { field, code } of fields) setError(field, { type: "server", message: code });
      setSummary(summaryFor(fields, (field, code) => errorText(t, field, code), t(`common.${problemKey(failure)}`)));
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading intro={t("newEmployee.intro")}>{t("newEmployee.title")}</PageHeading>
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      {holder ? <SsnHolderLink employeeId={holder} label={t("newEmployee.openSsnHolder")} /> : null}
      <form
        noValidate
        onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, NEW_EMPLOYEE_FIELDS, invalid)))}
        className="flex flex-col gap-6"
      >
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t("newEmployee.person")}</legend>
          <TextField {...text("firstName")} autoComplete="off" />
          <TextField {...text("lastName")} autoComplete="off" />
          <TextField {...text("email")} type="email" autoComplete="off" spellCheck={false} />
          <TextField {...text("externalId", { optional: true, hint: true })} autoComplete="off" spellCheck={false} />
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t("newEmployee.identity")}</legend>
          <TextField
            {...text("phoneNumber", { optional: true, hint: true })}
            type="tel"
            autoComplete="off"
            className="sm:max-w-xs"
          />
          <DateField
            legend={t("newEmployee.optional", { label: t("newEmployee.fields.birthDate") })}
            name="birthDate"
            hint={t("newEmployee.hints.birthDate")}
            error={error("birthDate")}
            order={DATE_ORDER[locale === "es" ? "es" : "en"]}
            labels={{
              day: t("newEmployee.dateParts.day"),
              month: t("newEmployee.dateParts.month"),
              year: t("newEmployee.dateParts.year"),
            }}
            inputs={{
              day: { ...register("birthDay"), autoComplete: "off" },
              month: { ...register("birthMonth"), autoComplete: "off" },
              year: { ...register("birthYear"), autoComplete: "off" },
            }}
          />
          <TextField
            {...text("ssn", { optional: true, hint: true })}
            inputMode="numeric"
            autoComplete="off"
            className="sm:max-w-xs"
          />
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t("newEmployee.address")}</legend>
          <p className="text-sm text-slate-700">{t("newEmployee.addressHint")}</p>
          <TextField {...text("line1")} autoComplete="off" />
          <TextField {...text("line2", { optional: true })} autoComplete="off" />
          <TextField {...text("city")} autoComplete="off" />
          <SelectField
            label={t("newEmployee.fields.state")}
            error={error("state")}
            {...register("state")}
            placeholder={t("newEmployee.chooseState")}
            options={US_STATES.map((state) => ({ value: state.code, label: state.name }))}
          />
          <TextField
            {...text("postalCode", { hint: true })}
            inputMode="numeric"
            autoComplete="off"
            className="sm:max-w-xs"
          />
        </fieldset>
        <EmploymentFields form={form} error={error} />
        <SubmitButton
          pending={formState.isSubmitting}
          label={t("newEmployee.submit")}
          pendingLabel={t("newEmployee.creating")}
        />
      </form>
    </div>
  );
}

/** The employee a 409 ssn_taken names: the one who already has the SSN typed. */
function ssnHolderOf(failure: unknown): string | undefined {
  const existing = failure instanceof ApiProblem ? failure.body.existingEmployeeId : undefined;
  return typeof existing === "string" ? existing : undefined;
}

/** The server's field errors in the form's order, one per field; a problem without one on the first field. */
function summaryFor(
  fields: Array<{ field: NewEmployeeField; code: string }>,
  text: (field: NewEmployeeField, code: string) => string,
  otherwise: string,
): SummaryError[] {
  const ordered = NEW_EMPLOYEE_FIELDS.flatMap((field) => fields.filter((entry) => entry.field === field).slice(0, 1));
  return ordered.length > 0
    ? ordered.map(({ field, code }) => ({ field, message: text(field, code) }))
    : [{ field: "firstName", message: otherwise }];
}

/** HR opens the employee who has the SSN rather than making a second. */
function SsnHolderLink({ employeeId, label }: { employeeId: string; label: string }) {
  return (
    <p>
      <Link
        href={`/admin/employees/${encodeURIComponent(employeeId)}`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {label}
      </Link>
    </p>
  );
}
