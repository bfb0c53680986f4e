"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { useAdminEmployees } from "@/hooks/use-admin-employees";

import { DownloadLink } from "../download-link";
import { AdminQueryProblem } from "../query-problem";
import { useMay } from "../role";
import { EmployeeFilters } from "./employee-filters";
import { EmployeesTable } from "./employees-table";
import { Pagination } from "./pagination";
import { BulkInvitePanel } from "./bulk-invite";
import { nextSort } from "./sort-header";
import { apiSearch, filterSearch, PAGE_SIZE, parseTableQuery, tableSearch, type TableQuery } from "./table-query";

/** The employees table. Its state lives in the URL, so reloads, links and back/forward keep it. */
export function EmployeesView() {
  const t = useTranslations("admin.employees");
  const mayExport = useMay("employees.export");
  const mayInvite = useMay("employees.invite");
  const mayAdd = useMay("employees.write");
  const router = useRouter();
  const query = parseTableQuery(useSearchParams());
  const result = useAdminEmployees(apiSearch(query));
  const go = (next: Partial<TableQuery>) => {
    const search = tableSearch({ ...query, ...next });
    router.push(search ? `/admin?${search}` : "/admin", { scroll: false });
  };
  const data = result.data;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? PAGE_SIZE)));
  // From the answer, not the URL: while the next page loads, the previous one is still on screen.
  const first = data ? (data.page - 1) * data.pageSize + 1 : 1;
  const filtered = filterSearch(query).toString() !== "";
  // Ticked people stay ticked across pages and sorts, until they are invited or the filters change.
  const [selection, setSelection] = useState<{ filters: string; ids: ReadonlySet<string> }>({
    filters: "",
    ids: new Set(),
  });
  const selected = selection.filters === filterSearch(query).toString() ? selection.ids : new Set<string>();
  const select = (ids: string[], chosen: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (chosen) next.add(id);
      else next.delete(id);
    }
    setSelection({ filters: filterSearch(query).toString(), ids: next });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      <EmployeeFilters
        key={filterSearch(query).toString()}
        query={query}
        onApply={(filters) => go({ ...filters, page: 1 })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {data
            ? data.total === 0
              ? t(filtered ? "noMatches" : "noEmployees")
              : t(data.totalCapped ? "showingMore" : "showing", {
                  first,
                  last: first + data.data.length - 1,
                  total: data.total,
                })
            : result.isPending
              ? t("loading")
              : ""}
        </p>
        {mayExport ? (
          <DownloadLink href={`/api/admin/employees/export?${filterSearch(query).toString()}`} fileName="employees.csv">
            {t("export")}
          </DownloadLink>
        ) : null}
      </div>
      {result.isError && !data ? (
        <AdminQueryProblem error={result.error} onRetry={() => void result.refetch()} />
      ) : null}
      {data && data.total > 0 ? (
        <>
          {mayInvite ? (
            <BulkInvitePanel
              selected={selected}
              filters={query}
              matching={data.total}
              matchingCapped={data.totalCapped}
              onSent={() => setSelection({ filters: "", ids: new Set() })}
            />
          ) : null}
          {data.data.length > 0 ? (
            <EmployeesTable
              rows={data.data}
              query={query}
              busy={result.isFetching}
              onSort={(column) => go(nextSort(query, column))}
              selection={mayInvite ? { selected, onSelect: select } : undefined}
            />
          ) : (
            <p>
              {t("pageEmpty")}{" "}
              <TextLink href={`/admin?${tableSearch({ ...query, page: 1 })}`}>{t("firstPage")}</TextLink>
            </p>
          )}
          <Pagination query={query} pageCount={pageCount} />
        </>
      ) : null}
      {data?.total === 0 && !filtered && mayAdd ? (
        <p>
          <TextLink href="/admin/employees/new">{t("addFirst")}</TextLink>
        </p>
      ) : null}
    </div>
  );
}
