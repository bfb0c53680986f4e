"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useUpdateEmployer } from "@/hooks/use-operator-console";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

import { EmployerFields } from "./employer-fields";
import { employerBody, employerFormOf } from "./employer-form";
import { useEmployerForm } from "./use-employer-form";

type Props = { employer: ProgramEmployer; onDone: (saved: boolean) => void };

/** Changing an employer: every field at once, schedules added or retired (never deleted). */
export function EditEmployerForm({ employer, onDone }: Props) {
  const t = useTranslations("operator.employers");
  const common = useTranslations("admin.common");
  const heading = useRef<HTMLHeadingElement>(null);
  const update = useUpdateEmployer(employer.id);
  useEffect(() => heading.current?.focus(), []);
  const { form, summary, onSubmit } = useEmployerForm({
    defaultValues: employerFormOf(employer),
    save: async (values) => {
      await update.mutateAsync({
        ...employerBody(values),
        ...(values.schedules.length > 0 ? { addPayrollSchedules: values.schedules } : {}),
        ...(values.retire.length > 0 ? { retirePayrollSchedules: values.retire.map(Number) } : {}),
      });
      onDone(true);
    },
  });
  return (
    <section aria-labelledby="edit-employer-title" className="flex flex-col gap-4">
      <h2 id="edit-employer-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {t("edit.title")}
      </h2>
      <ErrorSummary title={common("errorSummaryTitle")} errors={summary} />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
      >
        <EmployerFields form={form} existingSchedules={employer.payrollSchedules} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            pending={form.formState.isSubmitting}
            label={t("edit.submit")}
            pendingLabel={t("edit.saving")}
          />
          <Button variant="secondary" onClick={() => onDone(false)}>
            {t("edit.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
