"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useFormatter, useLocale, useTranslations } from "use-intl";

import { QueryProblem } from "@/components/portal/query-problem";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useEmployee, useGoToNextTask, usePatchEmployee } from "@/hooks/use-onboarding";
import type { EmployeeResponse as PortalEmployee } from "@/lib/schemas/responses/employee";

import { identityNote } from "@/lib/portal/change-effects";

import { AddressFields } from "./address-fields";
import { CardAddressNote, IdentityChangeNote } from "./change-notes";
import { fieldMessage, problemMessage, serverFieldErrors } from "./field-errors";
import { ItinHelp } from "./itin-help";
import { LockedValue } from "./locked-value";
import {
  defaultsFrom,
  editableOf,
  PERSONAL_FIELDS,
  personalFieldFor,
  personalSchema,
  toPatch,
  type PersonalField,
  type PersonalOutput,
  type PersonalValues,
} from "./personal-schema";
import { SsnField } from "./ssn-field";

// US English writes month first; Spanish, day first.
const DATE_ORDER = { en: ["month", "day", "year"], es: ["day", "month", "year"] } as const;

export function PersonalForm() {
  const t = useTranslations("personal");
  const employee = useEmployee();
  const goToNextTask = useGoToNextTask();
  if (employee.error) return <QueryProblem error={employee.error} onRetry={() => employee.refetch()} />;
  if (!employee.data) return <p role="status">{t("loading")}</p>;
  // "Save and continue" goes on to the next task (GOV.UK: one button, no second "Continue"): check
  // your answers the first time; after the identity check, whatever comes next.
  return <PersonalFormBody key={employee.data.updatedAt} employee={employee.data} onSaved={() => goToNextTask("personal")} />;
}

function PersonalFormBody({ employee, onSaved }: { employee: PortalEmployee; onSaved: () => Promise<void> }) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  // The body is keyed by the employee's version, so what is editable is fixed for its lifetime.
  const [editable] = useState(() => editableOf(employee));
  const [schema] = useState(() => personalSchema(editable));
  const form = useForm<PersonalValues, unknown, PersonalOutput>({ resolver: zodResolver(schema), defaultValues: defaultsFrom(employee), shouldFocusError: false });
  const patch = usePatchEmployee();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [formError, setFormError] = useState<string>();
  const { errors } = form.formState;
  const verified = employee.onboarding_status === "VERIFIED";
  const [note] = useState(() => identityNote(employee.onboarding_status, { residentialAddress: editable.address, birthDate: editable.birthDate, ssn: editable.ssn }));
  const lockedReason = verified ? "verified" : "checking";
  const message = (field: PersonalField, code: string | undefined) => fieldMessage(t, "personal", field, code);
  const errorFor = (field: PersonalField) => (errors[field] ? message(field, errors[field]?.message) : undefined);

  const onInvalid = (invalid: FieldErrors<PersonalValues>) => {
    setFormError(undefined);
    setSummary(PERSONAL_FIELDS.filter((field) => invalid[field]).map((field) => ({ field, message: message(field, invalid[field]?.message) })));
  };

  const onValid = async (output: PersonalOutput) => {
    setFormError(undefined);
    try {
      await patch.mutateAsync(toPatch(output));
      setSummary([]);
      await onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error, personalFieldFor);
      for (const { field, code } of fields) form.setError(field, { type: "server", message: code });
      setSummary(fields.map(({ field, code }) => ({ field, message: message(field, code) })));
      if (fields.length === 0) setFormError(problemMessage(t, error));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-6">
      <ErrorSummary title={t("shell.errorSummaryTitle")} errors={summary} documentTitlePrefix={t("shell.errorTitlePrefix")} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {note ? <IdentityChangeNote note={note} /> : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-semibold text-slate-900">{t("personal.nameLegend")}</legend>
        <TextField label={t("personal.firstName")} autoComplete="given-name" error={errorFor("firstName")} {...form.register("firstName")} />
        <TextField label={t("personal.lastName")} autoComplete="family-name" error={errorFor("lastName")} {...form.register("lastName")} />
      </fieldset>
      {editable.birthDate ? (
        <DateField
          legend={t("personal.birthDate")}
          name="birthDate"
          hint={t("personal.birthDateHint")}
          error={errorFor("birthDate")}
          order={DATE_ORDER[locale === "es" ? "es" : "en"]}
          labels={{ day: t("personal.day"), month: t("personal.month"), year: t("personal.year") }}
          inputs={{ day: form.register("birthDay"), month: form.register("birthMonth"), year: form.register("birthYear") }}
        />
      ) : (
        <LockedValue
          reason={lockedReason}
          label={t("personal.birthDate")}
          value={employee.birthDate ? format.dateTime(new Date(`${employee.birthDate}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" }) : ""}
        />
      )}
      <TextField label={t("personal.phone")} hint={t("personal.phoneHint")} type="tel" autoComplete="tel" error={errorFor("phone")} {...form.register("phone")} />
      {verified && editable.address ? <CardAddressNote /> : null}
      {editable.address ? <AddressFields register={form.register} errorFor={errorFor} /> : <LockedValue reason={lockedReason} label={t("personal.addressLegend")} value={addressLine(employee)} />}
      {editable.ssn ? (
        <>
          <SsnField registration={form.register("ssn")} lastFour={employee.ssnLastFour} error={errorFor("ssn")} />
          {errors.ssn?.message === "ssn_starts_with_9" ? <ItinHelp /> : null}
        </>
      ) : (
        <LockedValue reason={lockedReason} label={t("personal.ssn")} value={employee.ssnLastFour ? t("personal.ssnOnFileShort", { lastFour: employee.ssnLastFour }) : ""} />
      )}
      <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
        {form.formState.isSubmitting ? t("personal.saving") : t("personal.save")}
      </Button>
    </form>
  );
}

function addressLine({ address }: PortalEmployee): string {
  if (!address) return "";
  return [address.line1, address.line2, address.city, [address.state, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}
