"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { useAuditPage } from "@/hooks/use-admin-audit";
import { useTeam } from "@/hooks/use-admin-team";

import { DownloadLink } from "../download-link";
import { AdminQueryProblem } from "../query-problem";
import { AuditFiltersForm } from "./audit-filters";
import { AuditPaging } from "./audit-paging";
import { apiSearch, auditHref, filterSearch, parseAuditFilters } from "./audit-query";
import { AuditTable } from "./audit-table";

/** The employer's audit trail (owners), newest first, filtered by what the address bar says. */
export function AuditView() {
  const t = useTranslations("admin.audit");
  const router = useRouter();
  const filters = parseAuditFilters(useSearchParams());
  const page = useAuditPage(apiSearch(filters));
  const people = useTeam().data?.people ?? [];
  const data = page.data;
  const filtered = filterSearch(filters).toString();

  return (
    <div className="flex flex-col gap-6">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <AuditFiltersForm
        key={filtered}
        filters={filters}
        people={people}
        onApply={(next) => router.push(auditHref(next), { scroll: false })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {data
            ? data.data.length === 0
              ? t(filtered || filters.cursor ? "noMatches" : "empty")
              : t("showing", { count: data.data.length })
            : page.isPending
              ? t("loading")
              : ""}
        </p>
        <DownloadLink href={`/api/admin/audit/export?${filtered}`} fileName="audit-trail.csv">
          {t("download")}
        </DownloadLink>
      </div>
      {page.isError && !data ? <AdminQueryProblem error={page.error} onRetry={() => void page.refetch()} /> : null}
      {data && data.data.length > 0 ? (
        <AuditTable records={data.data} filters={filters} people={people} busy={page.isFetching} />
      ) : null}
      {data ? <AuditPaging filters={filters} next={data.next} /> : null}
    </div>
  );
}
