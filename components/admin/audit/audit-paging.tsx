"use client";

import { useTranslations } from "use-intl";

import { PageStep } from "../page-step";
import { auditHref, filterSearch, type AuditFilters } from "./audit-query";
import { rememberNewer, useNewerCursor } from "./newer-pages";

/** Newer and older pages as real links (a page can be opened in a tab or bookmarked). */
export function AuditPaging({ filters, next }: { filters: AuditFilters; next: string | null }) {
  const t = useTranslations("admin.audit.paging");
  const key = filterSearch(filters).toString();
  const newer = useNewerCursor(key, filters.cursor);
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      <PageStep
        href={filters.cursor ? auditHref({ ...filters, cursor: newer ?? "" }) : undefined}
        label={filters.cursor && newer === undefined ? t("newest") : t("newer")}
        rel="prev"
      />
      <PageStep
        href={next ? auditHref({ ...filters, cursor: next }) : undefined}
        label={t("older")}
        rel="next"
        onClick={() => (next ? rememberNewer(key, next, filters.cursor) : undefined)}
      />
    </nav>
  );
}
