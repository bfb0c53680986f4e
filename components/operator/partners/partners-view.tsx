"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { columnHeadings } from "@/components/admin/labels";
import { QueryStates } from "@/components/admin/resource/query-states";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { usePartners } from "@/hooks/use-operator-partners";

import { useOperatorMay } from "../operator-role";
import { CreatePartnerForm } from "./create-partner-form";

const COLUMNS = ["name", "contact", "employers", "clients", "created"] as const;

/** The program's partners: whom to reach, how many employers each serves and clients it holds; a new one (owner and program roles). */
export function PartnersView() {
  const t = useTranslations("operator.partners");
  const partners = usePartners();
  const mayWrite = useOperatorMay("partners.write");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <TitledSection titleId="partners-list-title" title={t("list.title")} gap="gap-4">
        <QueryStates query={partners} loading={t("list.loading")} empty={t("list.empty")}>
          {(rows) => (
            <StackedTable
              id="partners"
              caption={t("list.title")}
              columns={columnHeadings(t, "list.columns", COLUMNS)}
              rows={rows.map((partner) => ({
                key: partner.id,
                cells: [
                  <Link
                    key="name"
                    href={`/operator/partners/${encodeURIComponent(partner.id)}`}
                    className="break-words font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {partner.name}
                  </Link>,
                  partner.contactEmail ? (
                    <span key="contact" className="break-all">
                      {partner.contactEmail}
                    </span>
                  ) : (
                    t("noContact")
                  ),
                  partner.employers,
                  partner.activeClients,
                  <When key="created" iso={partner.createdAt} withTime={false} />,
                ],
              }))}
            />
          )}
        </QueryStates>
      </TitledSection>
      {mayWrite ? <CreatePartnerForm /> : <p className="text-slate-700">{t("readOnly")}</p>}
    </div>
  );
}
