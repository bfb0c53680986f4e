"use client";

import { useTranslations } from "use-intl";
import { z } from "zod";

import { TextField } from "@/components/ui/text-field";
import { useEligibilitySettings, useSaveEligibilitySettings } from "@/hooks/use-admin-imports";
import { ELIGIBILITY_FILE_MODES } from "@/lib/domain/program/full-file";

import { RadioGroup } from "../radio-group";
import { SettingsForm } from "../settings-form";

// The API's rules (lib/schemas/admin.ts eligibilitySettingsSchema); the percentage is typed as text.
const schema = z.object({
  eligibilityFileMode: z.enum(ELIGIBILITY_FILE_MODES),
  fullFileThresholdPercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "threshold_invalid")
    .transform(Number)
    .refine((value) => value <= 100, "threshold_invalid"),
});
const FIELDS = ["eligibilityFileMode", "fullFileThresholdPercent"] as const;

/** How the employer's eligibility files are read, from every door: changes only, or the whole population with its threshold. */
export function FileSettings() {
  const t = useTranslations("admin.imports.settings");
  return (
    <SettingsForm
      id="file-settings"
      schema={schema}
      fields={FIELDS}
      t={t}
      query={useEligibilitySettings()}
      save={useSaveEligibilitySettings()}
      toValues={(settings) => ({
        eligibilityFileMode: settings.eligibilityFileMode,
        fullFileThresholdPercent: String(settings.fullFileThresholdPercent),
      })}
    >
      {({ register, error, changed }) => (
        <>
          <RadioGroup
            legend={t("modeLegend")}
            name="eligibilityFileMode"
            options={ELIGIBILITY_FILE_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
            error={error("eligibilityFileMode")}
            input={register("eligibilityFileMode", changed)}
          />
          <TextField
            label={t("thresholdLabel")}
            hint={t("thresholdHint")}
            error={error("fullFileThresholdPercent")}
            inputMode="numeric"
            autoComplete="off"
            className="sm:max-w-xs"
            {...register("fullFileThresholdPercent", changed)}
          />
        </>
      )}
    </SettingsForm>
  );
}
