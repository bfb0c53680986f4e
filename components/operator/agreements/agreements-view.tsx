"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { columnHeadings } from "@/components/admin/labels";
import { QueryStates } from "@/components/admin/resource/query-states";
import { StackedTable } from "@/components/admin/stacked-table";
import { When } from "@/components/admin/when";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useProgramAgreements } from "@/hooks/use-operator-console";

import { useOperatorMay } from "../operator-role";
import { inForceAndNext, useAgreementScope } from "./agreement-scope";
import { CreateAgreementForm } from "./create-agreement-form";

const COLUMNS = ["document", "scope", "required", "inForce", "next"] as const;

/** A version's tag with when it takes (or took) effect, or a dash when there is none. */
function TagSince({ tag, iso, none }: { tag?: string; iso?: string; none: string }) {
  if (!tag || !iso) return <span className="text-slate-700">{none}</span>;
  return (
    <span className="flex flex-col">
      <span className="break-all font-medium">{tag}</span>
      <span className="text-sm text-slate-700">
        <When iso={iso} />
      </span>
    </span>
  );
}

/**
 * The program's agreements (/operator/agreements): every document, whom it applies to, required or
 * optional, the version in force and the next one scheduled; a new document for the owner and
 * program roles.
 */
export function AgreementsView() {
  const t = useTranslations("operator.agreements");
  const agreements = useProgramAgreements();
  const scope = useAgreementScope();
  const mayWrite = useOperatorMay("agreements.write");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <TitledSection titleId="agreements-list-title" title={t("list.title")} gap="gap-4">
        <QueryStates query={agreements} loading={t("list.loading")} empty={t("list.empty")}>
          {(rows) => (
            <StackedTable
              id="agreements"
              caption={t("list.title")}
              columns={columnHeadings(t, "list.columns", COLUMNS)}
              rows={rows.map((agreement) => {
                const { inForce, next } = inForceAndNext(agreement);
                return {
                  key: agreement.id,
                  cells: [
                    <span key="document" className="flex flex-col">
                      <Link
                        href={`/operator/agreements/${encodeURIComponent(agreement.id)}`}
                        className="break-words font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {agreement.title ?? agreement.slug}
                      </Link>
                      <span className="break-all text-sm text-slate-700">{agreement.slug}</span>
                    </span>,
                    <span key="scope" className="break-words">
                      {scope(agreement.employerId)}
                    </span>,
                    t(agreement.required ? "required.required" : "required.optional"),
                    <TagSince
                      key="inForce"
                      tag={inForce?.tag}
                      iso={inForce?.effectiveAt}
                      none={t("list.noneInForce")}
                    />,
                    <TagSince key="next" tag={next?.tag} iso={next?.effectiveAt} none={t("list.noneScheduled")} />,
                  ],
                };
              })}
            />
          )}
        </QueryStates>
      </TitledSection>
      {mayWrite ? <CreateAgreementForm /> : <p className="text-slate-700">{t("readOnly")}</p>}
    </div>
  );
}
