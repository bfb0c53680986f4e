"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { columnHeadings } from "@/components/admin/labels";
import { QueryStates } from "@/components/admin/resource/query-states";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useProgramEmployers } from "@/hooks/use-operator-console";

import { useOperatorMay } from "../operator-role";
import { CreateEmployerForm } from "./create-employer-form";
import { EmployerStatus } from "./employer-status";

const COLUMNS = ["name", "status", "people", "created"] as const;

/** The program's employers: each with its status and when it was made; a new one (owner and program roles). */
export function EmployersView() {
  const t = useTranslations("operator.employers");
  const employers = useProgramEmployers();
  const mayWrite = useOperatorMay("employers.write");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <TitledSection titleId="employers-list-title" title={t("list.title")} gap="gap-4">
        <QueryStates query={employers} loading={t("list.loading")} empty={t("list.empty")}>
          {(rows) => (
            <StackedTable
              id="employers"
              caption={t("list.title")}
              columns={columnHeadings(t, "list.columns", COLUMNS)}
              rows={rows.map((employer) => ({
                key: employer.id,
                cells: [
                  <span key="name" className="flex flex-col">
                    <Link
                      href={`/operator/employers/${encodeURIComponent(employer.id)}`}
                      className="break-words font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {employer.name}
                    </Link>
                    <span className="break-words text-slate-700">{employer.legalName}</span>
                  </span>,
                  <EmployerStatus key="status" status={employer.status} />,
                  t("list.people", { hr: employer.hrPeople, employees: employer.employees }),
                  <When key="created" iso={employer.createdAt} withTime={false} />,
                ],
              }))}
            />
          )}
        </QueryStates>
      </TitledSection>
      {mayWrite ? <CreateEmployerForm /> : <p className="text-slate-700">{t("readOnly")}</p>}
    </div>
  );
}
