"use client";

import { useFormatter, useTranslations } from "use-intl";

import type { EmployeeImport } from "@/lib/schemas/responses/admin-imports";

const COUNTS = ["rowsRead", "created", "updated", "unchanged", "rejected", "madeIneligible"] as const;

export function ImportCounts({ job }: { job: EmployeeImport }) {
  const t = useTranslations("admin.imports.counts");
  const format = useFormatter();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {COUNTS.map((count) => (
        <div key={count} className="rounded-md border border-slate-300 p-3">
          <dt className="text-sm text-slate-700">{t(count)}</dt>
          <dd className="text-2xl font-bold">{format.number(job[count])}</dd>
        </div>
      ))}
    </dl>
  );
}
