"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { ConfirmAction } from "@/components/admin/confirm-action";
import { columnHeadings } from "@/components/admin/labels";
import { OutcomeMessage, type Outcome } from "@/components/admin/resource/outcome";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { TitledSection } from "@/components/ui/titled-section";
import { useWithdrawPartnerEmployer } from "@/hooks/use-operator-partners";
import type { Partner } from "@/lib/schemas/responses/operator-partners";

import { EmployerStatus } from "../employers/employer-status";
import { GrantEmployerForm } from "./grant-employer-form";

const COLUMNS = ["name", "status", "granted", "action"] as const;
const TITLE_ID = "partner-employers-title";

/**
 * The employers the partner serves — every client of its serves exactly these — and, for the roles
 * that may, withdrawing one (its clients stop serving it at once, after a confirm step) and
 * granting another.
 */
export function PartnerEmployers({ partner, mayWrite }: { partner: Partner; mayWrite: boolean }) {
  const t = useTranslations("operator.partners.employers");
  const withdraw = useWithdrawPartnerEmployer(partner.id);
  const [outcome, setOutcome] = useState<Outcome>();
  const columns = columnHeadings(t, "columns", mayWrite ? COLUMNS : COLUMNS.slice(0, -1));
  return (
    <TitledSection titleId={TITLE_ID} title={t("title")} gap="gap-4" focusable>
      <p className="text-slate-700">{t("intro")}</p>
      <OutcomeMessage outcome={outcome} />
      {partner.employers.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <StackedTable
          id="partner-employers"
          caption={t("caption", { partner: partner.name })}
          actions={mayWrite}
          columns={columns}
          rows={partner.employers.map((employer) => ({
            key: employer.employerId,
            cells: [
              <span key="name" className="break-words font-semibold">
                {employer.name}
              </span>,
              <EmployerStatus key="status" status={employer.status} />,
              <When key="granted" iso={employer.grantedAt} />,
              ...(mayWrite
                ? [
                    <ConfirmAction
                      key="action"
                      id={`withdraw-${employer.employerId}`}
                      label={t("withdraw.button")}
                      labelFor={employer.name}
                      title={t("withdraw.confirmTitle", { employer: employer.name, partner: partner.name })}
                      body={t("withdraw.confirmBody", { employer: employer.name })}
                      confirmLabel={t("withdraw.confirm")}
                      cancelLabel={t("withdraw.cancel")}
                      run={async () => void (await withdraw.mutateAsync(employer.employerId))}
                      done={t("withdraw.done", { employer: employer.name })}
                      onOutcome={setOutcome}
                      focusAfter={TITLE_ID}
                    />,
                  ]
                : []),
            ],
          }))}
        />
      )}
      {mayWrite ? <GrantEmployerForm partner={partner} onOutcome={setOutcome} /> : null}
    </TitledSection>
  );
}
