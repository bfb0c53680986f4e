"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";

import { DescribedRadios } from "@/components/admin/described-radios";
import { CreateSection } from "@/components/admin/resource/create-section";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useCreateAgreement, useProgramEmployers } from "@/hooks/use-operator-console";

import { CREATE_FIELDS, createBody, createFormSchema, emptyCreateForm } from "./agreement-form";
import { useAgreementForm } from "./use-agreement-form";
import { VersionTextFields, VersionTimingFields } from "./version-fields";

/**
 * A new document with its first version (owner and program roles): its slug, required or optional,
 * its place in the list, whom it applies to (the whole program, or one employer), and the first
 * version's tag, effective time and text in both languages. Once made, its page.
 */
export function CreateAgreementForm() {
  const t = useTranslations("operator.agreements");
  const common = useTranslations("admin.common");
  const router = useRouter();
  const create = useCreateAgreement();
  const employers = useProgramEmployers();
  const { form, summary, error, onSubmit } = useAgreementForm({
    schema: createFormSchema,
    defaultValues: emptyCreateForm(),
    order: CREATE_FIELDS,
    save: async (values) => {
      const agreement = await create.mutateAsync(createBody(values));
      router.push(`/operator/agreements/${encodeURIComponent(agreement.id)}?created=1`);
    },
  });
  const { register } = form;
  return (
    <CreateSection
      titleId="create-agreement-title"
      title={t("create.title")}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submit={t("create.submit")}
      submittingLabel={t("create.submitting")}
    >
      <p className="text-slate-700">{t("create.intro")}</p>
      <TextField
        label={t("form.fields.slug.label")}
        hint={t("form.fields.slug.hint")}
        error={error("slug")}
        autoComplete="off"
        spellCheck={false}
        className="sm:max-w-md"
        {...register("slug")}
      />
      <DescribedRadios
        legend={t("form.fields.required.label")}
        name="required"
        error={error("required")}
        options={(["required", "optional"] as const).map((value) => ({
          value,
          label: t(`form.fields.required.${value}`),
          description: t(`form.fields.required.${value}Means`),
        }))}
        input={register("required")}
      />
      <TextField
        label={t("form.fields.position.label")}
        hint={t("form.fields.position.hint")}
        error={error("position")}
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
        {...register("position")}
      />
      <SelectField
        label={t("form.fields.scope.label")}
        placeholder={t("form.fields.scope.choose")}
        error={error("scope")}
        options={[
          { value: "program", label: t("form.fields.scope.program") },
          ...(employers.data?.data ?? []).map((employer) => ({
            value: employer.id,
            label: t("form.fields.scope.employer", { name: employer.name }),
          })),
        ]}
        {...register("scope")}
      />
      <h3 className="text-lg font-bold text-slate-900">{t("create.firstVersion")}</h3>
      <VersionTimingFields register={(field) => register(field)} error={error} />
      <VersionTextFields register={(field) => register(field)} error={error} />
    </CreateSection>
  );
}
