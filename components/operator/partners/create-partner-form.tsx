"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { fieldErrors, refusalSummary, summaryOf } from "@/components/admin/form-errors";
import { problemKey } from "@/components/admin/query-problem";
import { CreateSection } from "@/components/admin/resource/create-section";
import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useCreatePartner } from "@/hooks/use-operator-partners";
import { checkEmail } from "@/lib/domain/person/email";
import { createPartnerSchema } from "@/lib/schemas/operator-partners";

// The API's own rule for the name; the contact e-mail may stay empty, else it is checked as the API does.
const schema = z.object({
  partnerName: createPartnerSchema.shape.name,
  partnerEmail: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const result = value === "" ? undefined : checkEmail(value);
      if (result && !result.ok) ctx.addIssue({ code: "custom", message: result.problems[0].code });
    }),
});
type Values = z.input<typeof schema>;
const FIELDS = ["partnerName", "partnerEmail"] as const;
const fieldFor = (path: string) =>
  ({ "/name": "partnerName", "/contactEmail": "partnerEmail" })[path] as (typeof FIELDS)[number] | undefined;

/** A new partner (owner and program roles): its name and contact; once made, its page (to grant employers and make clients). */
export function CreatePartnerForm() {
  const t = useTranslations("operator.partners.create");
  const common = useTranslations("admin.common");
  const router = useRouter();
  const create = useCreatePartner();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { partnerName: "", partnerEmail: "" },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(t, formState.errors);

  async function submit(values: z.output<typeof schema>) {
    setSummary([]);
    try {
      const partner = await create.mutateAsync({
        name: values.partnerName,
        ...(values.partnerEmail ? { contactEmail: values.partnerEmail } : {}),
      });
      router.push(`/operator/partners/${encodeURIComponent(partner.id)}?created=1`);
    } catch (failure) {
      setSummary(
        refusalSummary({
          failure,
          t: t,
          fieldFor,
          setError,
          fallbackField: "partnerName",
          generic: common(problemKey(failure)),
        }),
      );
    }
  }

  return (
    <CreateSection
      titleId="create-partner-title"
      title={t("title")}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
      submitting={formState.isSubmitting}
      submit={t("submit")}
      submittingLabel={t("submitting")}
    >
      <p className="text-slate-700">{t("intro")}</p>
      <TextField
        label={t("name")}
        hint={t("nameHint")}
        autoComplete="off"
        error={error("partnerName")}
        className="sm:max-w-md"
        {...register("partnerName")}
      />
      <TextField
        label={t("contactEmail")}
        hint={t("contactEmailHint")}
        type="email"
        spellCheck={false}
        autoComplete="off"
        error={error("partnerEmail")}
        className="sm:max-w-md"
        {...register("partnerEmail")}
      />
    </CreateSection>
  );
}
