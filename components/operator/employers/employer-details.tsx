"use client";

import { useTranslations } from "use-intl";

import { DetailsList } from "@/components/admin/resource/details-list";
import { When } from "@/components/admin/when";
import { Button } from "@/components/ui/button";
import { TitledSection } from "@/components/ui/titled-section";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

type Props = { employer: ProgramEmployer; onEdit?: () => void };

/** An employer's details as the console shows them; a button to change them for the roles that may. */
export function EmployerDetails({ employer, onEdit }: Props) {
  const t = useTranslations("operator.employers");
  const f = useTranslations("operator.employers.form");
  const repayment = [
    employer.repayment.payrollDeduction ? f("payrollDeduction") : undefined,
    employer.repayment.paymentMethod ? f("paymentMethod") : undefined,
  ].filter(Boolean);
  const contact = [employer.hrContact.name, employer.hrContact.email, employer.hrContact.phone].filter(Boolean);
  return (
    <TitledSection titleId="employer-details-title" title={t("detail.title")} gap="gap-4" focusable>
      <div className="rounded-md border border-slate-300 bg-white p-4">
        <DetailsList
          breakWords
          details={[
            [f("name"), employer.name],
            [f("legalName"), employer.legalName],
            [f("defaultLanguage"), f(`languages.${employer.defaultLanguage}`)],
            [f("repayment"), repayment.join(", ")],
            [
              f("schedules"),
              <ul key="schedules" className="flex flex-col">
                {employer.payrollSchedules.map((schedule) => (
                  <li key={schedule.id}>
                    {t(schedule.active ? "detail.schedule" : "detail.scheduleRetired", {
                      name: schedule.name,
                      frequency: f(`frequencies.${schedule.payFrequency}`),
                      id: schedule.id,
                    })}
                  </li>
                ))}
              </ul>,
            ],
            [f("contact"), contact.length > 0 ? contact.join(" · ") : t("detail.noContact")],
            [t("detail.requireMfa"), t(employer.requireMfa ? "detail.yes" : "detail.no")],
            [t("detail.createdAt"), <When key="created" iso={employer.createdAt} />],
          ]}
        />
      </div>
      {onEdit ? (
        <Button variant="secondary" className="self-start" onClick={onEdit}>
          {t("edit.open")}
        </Button>
      ) : null}
    </TitledSection>
  );
}
