"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useEligibilitySettings, useSaveEligibilitySettings } from "@/hooks/use-admin-imports";
import { ELIGIBILITY_FILE_MODES } from "@/lib/domain/full-file";

import { errorText, serverFieldErrors, summaryOf } from "../form-errors";
import { AdminQueryProblem, problemKey } from "../query-problem";
import { RadioGroup } from "../radio-group";

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
type Values = z.input<typeof schema>;
const FIELDS = ["eligibilityFileMode", "fullFileThresholdPercent"] as const;
const fieldFor = (path: string) => FIELDS.find((field) => `/${field}` === path);

/** How the employer's eligibility files are read, from every door: changes only, or the whole population with its threshold. */
export function FileSettings() {
  const t = useTranslations("admin.imports.settings");
  const admin = useTranslations("admin");
  const settings = useEligibilitySettings();
  const save = useSaveEligibilitySettings();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), shouldFocusError: false });
  useEffect(() => {
    if (settings.data) reset({ eligibilityFileMode: settings.data.eligibilityFileMode, fullFileThresholdPercent: String(settings.data.fullFileThresholdPercent) });
  }, [settings.data, reset]);
  const error = (field: (typeof FIELDS)[number]) => {
    const code = formState.errors[field]?.message;
    return code ? errorText(t, field, code) : undefined;
  };

  async function submit(values: z.output<typeof schema>) {
    setSummary([]);
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (failure) {
      const fields = serverFieldErrors(failure, fieldFor);
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      setSummary(fields.length > 0 ? fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) })) : [{ field: "eligibilityFileMode", message: admin(`common.${problemKey(failure)}`) }]);
    }
  }

  return (
    <section aria-labelledby="file-settings-title" className="flex flex-col gap-4">
      <h2 id="file-settings-title" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      {settings.isError ? (
        <AdminQueryProblem error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <ErrorSummary title={admin("common.errorSummaryTitle")} errors={summary} />
          <p role="status" className="font-medium text-green-800">
            {saved ? t("saved") : ""}
          </p>
          <form
            noValidate
            onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
            className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
          >
            <RadioGroup
              legend={t("modeLegend")}
              name="eligibilityFileMode"
              options={ELIGIBILITY_FILE_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
              error={error("eligibilityFileMode")}
              input={register("eligibilityFileMode", { onChange: () => setSaved(false) })}
            />
            <TextField
              label={t("thresholdLabel")}
              hint={t("thresholdHint")}
              error={error("fullFileThresholdPercent")}
              inputMode="numeric"
              autoComplete="off"
              className="sm:max-w-xs"
              {...register("fullFileThresholdPercent", { onChange: () => setSaved(false) })}
            />
            <Button type="submit" disabled={formState.isSubmitting || settings.isPending} className="self-start">
              {formState.isSubmitting ? t("saving") : t("save")}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
