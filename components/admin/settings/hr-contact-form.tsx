"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useHrContact, useSaveHrContact } from "@/hooks/use-hr-contact";
import { checkEmail } from "@/lib/domain/email";
import { checkPersonName } from "@/lib/domain/person-name";
import { formatPhoneForInput, parsePhoneInput } from "@/lib/domain/phone-input";

import { errorText, serverFieldErrors, summaryOf } from "../form-errors";
import { AdminQueryProblem, problemKey } from "../query-problem";

// The API's rules (lib/schemas/admin.ts hrContactSchema) with the domain's checks: an empty field
// clears it; the phone is typed as people type it and sent as E.164.
const optional = (check: (input: string) => { ok: true; value: string } | { ok: false; code: string }) =>
  z.string().transform((input, ctx): string | null => {
    if (input.trim() === "") return null;
    const result = check(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.code });
    return z.NEVER;
  });
const fromTextCheck = (check: typeof checkEmail) => (input: string) => {
  const result = check(input);
  return result.ok ? result : { ok: false as const, code: result.problems[0].code };
};
const schema = z.object({
  name: optional(fromTextCheck(checkPersonName)),
  email: optional(fromTextCheck(checkEmail)),
  phone: optional(parsePhoneInput),
});
type Values = z.input<typeof schema>;
const FIELDS = ["name", "email", "phone"] as const;
const fieldFor = (path: string) => FIELDS.find((field) => `/${field}` === path);

/** The employer's HR contact, shown to employees wherever only the employer can help them. */
export function HrContactForm() {
  const t = useTranslations("admin.settings.hrContact");
  const admin = useTranslations("admin");
  const contact = useHrContact();
  const save = useSaveHrContact();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), shouldFocusError: false });
  useEffect(() => {
    if (contact.data) reset({ name: contact.data.name ?? "", email: contact.data.email ?? "", phone: formatPhoneForInput(contact.data.phone) });
  }, [contact.data, reset]);
  const error = (field: (typeof FIELDS)[number]) => {
    const code = formState.errors[field]?.message;
    return code ? errorText(t, field, code) : undefined;
  };
  const changed = { onChange: () => setSaved(false) };

  async function submit(values: z.output<typeof schema>) {
    setSummary([]);
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (failure) {
      const fields = serverFieldErrors(failure, fieldFor);
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      setSummary(fields.length > 0 ? fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) })) : [{ field: "name", message: admin(`common.${problemKey(failure)}`) }]);
    }
  }

  return (
    <section aria-labelledby="hr-contact-title" className="flex flex-col gap-4">
      <h2 id="hr-contact-title" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      {contact.isError ? (
        <AdminQueryProblem error={contact.error} onRetry={() => void contact.refetch()} />
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
            <TextField label={t("name")} hint={t("nameHint")} error={error("name")} autoComplete="off" className="sm:max-w-md" {...register("name", changed)} />
            <TextField label={t("email")} error={error("email")} type="email" autoComplete="off" spellCheck={false} className="sm:max-w-md" {...register("email", changed)} />
            <TextField label={t("phone")} hint={t("phoneHint")} error={error("phone")} type="tel" autoComplete="off" className="sm:max-w-xs" {...register("phone", changed)} />
            <Button type="submit" disabled={formState.isSubmitting || contact.isPending} className="self-start">
              {formState.isSubmitting ? t("saving") : t("save")}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
