"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";

import { CreateSection } from "@/components/admin/resource/create-section";
import { useCreateEmployer } from "@/hooks/use-operator-console";

import { EmployerFields } from "./employer-fields";
import { employerBody, emptyEmployerForm } from "./employer-form";
import { useEmployerForm } from "./use-employer-form";

/** A new employer, with at least one payroll schedule; once made, its page (to invite its HR owner). */
export function CreateEmployerForm() {
  const t = useTranslations("operator.employers");
  const common = useTranslations("admin.common");
  const router = useRouter();
  const create = useCreateEmployer();
  const { form, summary, onSubmit } = useEmployerForm({
    defaultValues: emptyEmployerForm(),
    save: async (values) => {
      const employer = await create.mutateAsync({
        ...employerBody(values),
        payrollSchedules: values.schedules,
      });
      router.push(`/operator/employers/${encodeURIComponent(employer.id)}?created=1`);
    },
  });
  return (
    <CreateSection
      titleId="create-employer-title"
      title={t("create.title")}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submit={t("create.submit")}
      submittingLabel={t("create.submitting")}
    >
      <p className="text-slate-700">{t("create.intro")}</p>
      <EmployerFields form={form} />
    </CreateSection>
  );
}
