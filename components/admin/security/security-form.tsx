"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslations } from "use-intl";

import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { Panel } from "@/components/ui/panel";
import { useSaveSecuritySettings } from "@/hooks/use-security-settings";
import type { SecuritySettings } from "@/lib/schemas/responses/admin-security-settings";

import { errorText, serverFieldErrors } from "../form-errors";
import { problemKey } from "../query-problem";
import { securitySchema } from "./security-schema";
import { SECURITY_FIELDS, fieldForPointer, toPatch, toValues, type SecurityValues } from "./security-values";
import { SsoFields } from "./sso-fields";

type Translate = ReturnType<typeof useTranslations<"admin">>;

/** Every problem in page order, the mapping's rows in theirs: field ids and codes. */
function problemsOf(errors: FieldErrors<SecurityValues>): Array<{ field: string; code: string }> {
  return SECURITY_FIELDS.flatMap((field) => {
    if (field === "roleMapping") {
      const rows = (errors.roleMapping ?? []) as Array<{ claim?: { message?: string } } | undefined>;
      const own = errors.roleMapping?.message ? [{ field, code: errors.roleMapping.message }] : [];
      return [
        ...own,
        ...rows.flatMap((row, index) =>
          row?.claim?.message ? [{ field: `roleMapping.${index}.claim`, code: row.claim.message }] : [],
        ),
      ];
    }
    const message = errors[field]?.message;
    return typeof message === "string" ? [{ field, code: message }] : [];
  });
}

const wordsFor = (t: Translate, field: string) => (code: string) =>
  errorText(t, field.startsWith("roleMapping.") ? "mappingClaim" : field, code);

/**
 * MFA and single sign-on for the employer: loads the stored settings, checks them, saves with
 * PATCH (step-up first when the API asks), says "Saved", and puts the API's field problems (JSON
 * Pointers such as /sso/issuer) on their fields and in the error summary.
 */
export function SecurityForm({ settings }: { settings: SecuritySettings }) {
  const t = useTranslations("admin");
  const save = useSaveSecuritySettings();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [saved, setSaved] = useState(false);
  const form = useForm<SecurityValues>({
    resolver: zodResolver(securitySchema(Boolean(settings.sso?.clientSecretLastFour))),
    defaultValues: toValues(settings),
    shouldFocusError: false,
  });
  const { handleSubmit, reset, setError, formState } = form;
  useEffect(() => reset(toValues(settings)), [settings, reset]);

  const message = (field: string, code: string) => wordsFor(t, field)(code);
  const showSummary = (problems: Array<{ field: string; code: string }>) =>
    setSummary(problems.map((problem) => ({ field: problem.field, message: message(problem.field, problem.code) })));

  async function submit(values: SecurityValues) {
    setSummary([]);
    setSaved(false);
    try {
      await save.mutateAsync(toPatch(values, settings));
      setSaved(true);
    } catch (failure) {
      const problems = serverFieldErrors(failure, (path) => fieldForPointer(path, values));
      for (const problem of problems)
        setError(problem.field as keyof SecurityValues, { type: "server", message: problem.code });
      if (problems.length > 0) showSummary(problems);
      else setSummary([{ field: "requireMfa", message: t(`common.${problemKey(failure)}`) }]);
    }
  }

  const fieldError = (field: keyof SecurityValues) => {
    const code = formState.errors[field]?.message;
    return typeof code === "string" ? message(field, code) : undefined;
  };
  const changed = { onChange: () => setSaved(false) };

  return (
    <>
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      <form
        noValidate
        onSubmit={handleSubmit(submit, (invalid) => showSummary(problemsOf(invalid)))}
        className="flex flex-col gap-8"
      >
        <Panel titleId="mfa-title" title={t("security.mfa.title")} titleClassName="text-xl font-bold text-slate-900">
          <CheckboxField
            label={t("security.mfa.require")}
            hint={t("security.mfa.requireHint")}
            error={fieldError("requireMfa")}
            {...form.register("requireMfa", changed)}
          />
        </Panel>
        <SsoFields
          form={form}
          settings={settings}
          fieldError={fieldError}
          claimError={(index) => {
            const code = formState.errors.roleMapping?.[index]?.claim?.message;
            return code ? message(`roleMapping.${index}.claim`, code) : undefined;
          }}
          changed={changed}
        />
        {/* Always in the page, so "Saved" is announced. */}
        <p role="status" className="font-medium text-green-800">
          {saved ? t("security.saved") : ""}
        </p>
        <SubmitButton pending={formState.isSubmitting} label={t("security.save")} pendingLabel={t("security.saving")} />
      </form>
    </>
  );
}
