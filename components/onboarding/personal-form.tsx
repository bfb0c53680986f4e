"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { useFormatter, useLocale, useTranslations } from "use-intl";

import { PortalErrorSummary } from "@/components/portal/portal-error-summary";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { TextField } from "@/components/ui/text-field";
import { useEmployee, useGoToNextTask, usePatchEmployee } from "@/hooks/use-onboarding";
import {
  defaultsFrom,
  editableOf,
  PERSONAL_INPUTS,
  personalFieldFor,
  type PersonalField,
} from "@/lib/portal/personal-answers";
import { readForm } from "@/lib/portal/form";
import type { EmployeeResponse as PortalEmployee } from "@/lib/schemas/responses/employee";

import { AddressFields } from "./address-fields";
import { problemMessage, serverFieldErrors } from "./field-errors";
import { answerInputs, useFieldProblems } from "./use-field-problems";
import { LockedValue } from "./locked-value";
import { SsnField } from "./ssn-field";

// Shown only to some people, so loaded when shown rather than with the page (docs/portal.md, weight).
const IdentityChangeNote = lazy(() =>
  import("./change-notes").then((module) => ({ default: module.IdentityChangeNote })),
);
const CardAddressNote = lazy(() => import("./change-notes").then((module) => ({ default: module.CardAddressNote })));
const ItinHelp = lazy(() => import("./itin-help").then((module) => ({ default: module.ItinHelp })));

// US English writes month first; Spanish, day first.
const DATE_ORDER = { en: ["month", "day", "year"], es: ["day", "month", "year"] } as const;

/** The person's details, rendered on the server with them (`initial`) and kept fresh in the browser. */
export function PersonalForm({ initial }: { initial: PortalEmployee }) {
  // Always there: the server rendered the page with it, and a failed re-read keeps the last data.
  const employee = useEmployee(initial).data ?? initial;
  const goToNextTask = useGoToNextTask();
  // "Save and continue" goes on to the next task (GOV.UK: one button, no second "Continue"): check
  // your answers the first time; after the identity check, whatever comes next.
  return <PersonalFormBody key={employee.updatedAt} employee={employee} onSaved={() => goToNextTask("personal")} />;
}

function PersonalFormBody({ employee, onSaved }: { employee: PortalEmployee; onSaved: () => Promise<void> }) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  // The body is keyed by the employee's version, so what is editable is fixed for its lifetime.
  const [editable] = useState(() => editableOf(employee));
  const [defaults] = useState(() => defaultsFrom(employee));
  const patch = usePatchEmployee();
  const { problems: errors, show, errorFor, summary } = useFieldProblems<PersonalField>(t, "personal");
  const input = answerInputs(defaults, errorFor);
  const [formError, setFormError] = useState<string>();
  const verified = employee.onboarding_status === "VERIFIED";
  // Only while a check runs or once verified is there anything to say (lib/portal/change-effects.ts).
  const explainsChanges = verified || employee.onboarding_status === "PENDING";
  const lockedReason = verified ? "verified" : "checking";
  // "Change" on check your answers (and a stop's "correct your date of birth") names a field:
  // focus it, not just scroll to it, so the keyboard and the screen reader land there too.
  useEffect(() => {
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) target.focus();
  }, []);

  // Checked here with the API's rules (lib/portal/personal-check.ts), then by the API again.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const values = readForm(event.currentTarget, PERSONAL_INPUTS);
    // The checks load on the first save (the page's first-load JavaScript stays within budget).
    let rules: typeof import("@/lib/portal/personal-check");
    try {
      rules = await import("@/lib/portal/personal-check");
    } catch (error) {
      setFormError(problemMessage(t, error));
      return;
    }
    const { checkPersonal, toPatch } = rules;
    const checked = checkPersonal(values, editable);
    if (!checked.ok) return show(checked.errors);
    try {
      await patch.mutateAsync(toPatch(checked.value));
      show([]);
      await onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error, personalFieldFor);
      show(fields);
      if (fields.length === 0) setFormError(problemMessage(t, error));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <PortalErrorSummary errors={summary} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {explainsChanges ? (
        <Suspense fallback={null}>
          <IdentityChangeNote
            status={employee.onboarding_status}
            resettable={{ residentialAddress: editable.address, birthDate: editable.birthDate, ssn: editable.ssn }}
          />
        </Suspense>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-semibold text-slate-900">{t("personal.nameLegend")}</legend>
        <TextField label={t("personal.firstName")} autoComplete="given-name" {...input("firstName")} />
        <TextField label={t("personal.lastName")} autoComplete="family-name" {...input("lastName")} />
      </fieldset>
      {editable.birthDate ? (
        <DateField
          legend={t("personal.birthDate")}
          name="birthDate"
          hint={t("personal.birthDateHint")}
          error={errorFor("birthDate")}
          order={DATE_ORDER[locale === "es" ? "es" : "en"]}
          labels={{ day: t("personal.day"), month: t("personal.month"), year: t("personal.year") }}
          inputs={{
            day: { name: "birthDay", defaultValue: defaults.birthDay },
            month: { name: "birthMonth", defaultValue: defaults.birthMonth },
            year: { name: "birthYear", defaultValue: defaults.birthYear },
          }}
        />
      ) : (
        <LockedValue
          reason={lockedReason}
          label={t("personal.birthDate")}
          value={
            employee.birthDate
              ? format.dateTime(new Date(`${employee.birthDate}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })
              : ""
          }
        />
      )}
      <TextField
        label={t("personal.phone")}
        hint={t("personal.phoneHint")}
        type="tel"
        autoComplete="tel"
        {...input("phone")}
      />
      {verified && editable.address ? (
        <Suspense fallback={null}>
          <CardAddressNote />
        </Suspense>
      ) : null}
      {editable.address ? (
        <AddressFields defaults={defaults} errorFor={errorFor} />
      ) : (
        <LockedValue reason={lockedReason} label={t("personal.addressLegend")} value={addressLine(employee)} />
      )}
      {editable.ssn ? (
        <>
          <SsnField name="ssn" lastFour={employee.ssnLastFour} error={errorFor("ssn")} />
          {errors.some((error) => error.field === "ssn" && error.code === "ssn_starts_with_9") ? (
            <Suspense fallback={null}>
              <ItinHelp />
            </Suspense>
          ) : null}
        </>
      ) : (
        <LockedValue
          reason={lockedReason}
          label={t("personal.ssn")}
          value={employee.ssnLastFour ? t("personal.ssnOnFileShort", { lastFour: employee.ssnLastFour }) : ""}
        />
      )}
      <SubmitButton pending={patch.isPending} label={t("personal.save")} pendingLabel={t("personal.saving")} />
    </form>
  );
}

function addressLine({ address }: PortalEmployee): string {
  if (!address) return "";
  return [address.line1, address.line2, address.city, [address.state, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}
