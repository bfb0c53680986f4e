"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { REQUIREMENT_KEYS } from "@/lib/domain/requirements";

import { DEFAULT_QUERY, parseTableQuery, STATUSES, type TableQuery } from "./table-query";

type Filters = Pick<TableQuery, "q" | "status" | "stuckOn">;

/**
 * Search and filters, applied with a button rather than on every change, so choosing in a select
 * never reloads the table under a screen reader's feet. Keyed by the parent on the URL, so back
 * and forward show the filters of the table they bring back.
 */
export function EmployeeFilters({ query, onApply }: { query: TableQuery; onApply: (filters: Filters) => void }) {
  const t = useTranslations("admin");
  const filtered = query.q !== DEFAULT_QUERY.q || query.status !== DEFAULT_QUERY.status || query.stuckOn !== DEFAULT_QUERY.stuckOn;

  function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { q, status, stuckOn } = parseTableQuery({
      get: (name) => {
        const value = data.get(name);
        return typeof value === "string" ? value : null;
      },
    });
    onApply({ q, status, stuckOn });
  }

  return (
    <form role="search" aria-label={t("filters.label")} onSubmit={apply} className="grid gap-4 rounded-md border border-slate-300 bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <TextField label={t("filters.search")} hint={t("filters.searchHint")} name="q" type="search" maxLength={100} defaultValue={query.q} />
      <SelectField
        label={t("filters.status")}
        name="status"
        defaultValue={query.status}
        options={STATUSES.map((status) => ({ value: status, label: t(`filters.statuses.${status}`) }))}
      />
      <SelectField
        label={t("filters.stuckOn")}
        name="stuckOn"
        defaultValue={query.stuckOn}
        placeholder={t("filters.anyRequirement")}
        options={REQUIREMENT_KEYS.map((key) => ({ value: key, label: t(`requirements.${key}`) }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t("filters.apply")}</Button>
        {filtered ? (
          <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
            {t("filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
