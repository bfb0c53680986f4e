"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { tableSearch, type TableQuery } from "./table-query";

const LINK = "inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold";

/** Previous and next as real links, so a page can be opened in a new tab or bookmarked. */
export function Pagination({ query, pageCount }: { query: TableQuery; pageCount: number }) {
  const t = useTranslations("admin.pagination");
  const href = (page: number) => `/admin?${tableSearch({ ...query, page })}`;
  const step = (page: number, label: string, rel: "prev" | "next") =>
    page >= 1 && page <= pageCount ? (
      <Link href={href(page)} rel={rel} scroll={false} className={`${LINK} text-brand-700 hover:bg-brand-50`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${LINK} border-slate-300 text-slate-500`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      {step(query.page - 1, t("previous"), "prev")}
      <p>{t("pageOf", { page: query.page, pages: pageCount })}</p>
      {step(query.page + 1, t("next"), "next")}
    </nav>
  );
}
