"use client";

import { useTranslations } from "use-intl";

import { PageStep } from "../page-step";
import { tableSearch, type TableQuery } from "./table-query";

/** Previous and next as real links, so a page can be opened in a new tab or bookmarked. */
export function Pagination({ query, pageCount }: { query: TableQuery; pageCount: number }) {
  const t = useTranslations("admin.pagination");
  const step = (page: number, label: string, rel: "prev" | "next") => (
    <PageStep
      href={page >= 1 && page <= pageCount ? `/admin?${tableSearch({ ...query, page })}` : undefined}
      label={label}
      rel={rel}
    />
  );
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      {step(query.page - 1, t("previous"), "prev")}
      <p>{t("pageOf", { page: query.page, pages: pageCount })}</p>
      {step(query.page + 1, t("next"), "next")}
    </nav>
  );
}
