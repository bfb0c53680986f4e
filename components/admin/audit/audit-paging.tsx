"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { auditHref, filterSearch, type AuditFilters } from "./audit-query";
import { rememberNewer, useNewerCursor } from "./newer-pages";

const LINK = "inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold";

/** Newer and older pages as real links (a page can be opened in a tab or bookmarked). */
export function AuditPaging({ filters, next }: { filters: AuditFilters; next: string | null }) {
  const t = useTranslations("admin.audit.paging");
  const key = filterSearch(filters).toString();
  const newer = useNewerCursor(key, filters.cursor);
  const step = (href: string | undefined, label: string, rel: "prev" | "next", onClick?: () => void) =>
    href ? (
      <Link
        href={href}
        rel={rel}
        scroll={false}
        onClick={onClick}
        className={`${LINK} text-brand-700 hover:bg-brand-50`}
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${LINK} border-slate-300 text-slate-500`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      {filters.cursor
        ? step(auditHref({ ...filters, cursor: newer ?? "" }), newer === undefined ? t("newest") : t("newer"), "prev")
        : step(undefined, t("newer"), "prev")}
      {step(next ? auditHref({ ...filters, cursor: next }) : undefined, t("older"), "next", () =>
        next ? rememberNewer(key, next, filters.cursor) : undefined,
      )}
    </nav>
  );
}
