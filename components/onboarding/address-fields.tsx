"use client";

import { useTranslations } from "use-intl";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { US_STATES } from "@/lib/domain/person/us-states";

import type { PersonalField, PersonalValues } from "@/lib/portal/personal-answers";

import { answerInputs } from "./use-field-problems";

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

type Props = { defaults: PersonalValues; errorFor: (field: PersonalField) => string | undefined };

export function AddressFields({ defaults, errorFor }: Props) {
  const t = useTranslations("personal");
  const input = answerInputs(defaults, errorFor);
  return (
    <fieldset aria-describedby="address-hint" className="flex flex-col gap-4">
      <legend className="text-lg font-semibold text-slate-900">{t("addressLegend")}</legend>
      <p id="address-hint" className="-mt-2 text-sm text-slate-600">
        {t("addressHint")}
      </p>
      <TextField label={t("line1")} autoComplete="address-line1" {...input("line1")} />
      <TextField label={t("line2")} autoComplete="address-line2" {...input("line2")} />
      <TextField label={t("city")} autoComplete="address-level2" {...input("city")} />
      <SelectField
        label={t("state")}
        placeholder={t("statePlaceholder")}
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        {...input("state")}
      />
      <TextField
        label={t("postalCode")}
        hint={t("postalCodeHint")}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        className="max-w-48"
        {...input("postalCode")}
      />
    </fieldset>
  );
}
