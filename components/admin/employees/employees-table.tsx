"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "use-intl";

import { EmailText } from "@/components/ui/email-text";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import type { AdminEmployeeRow as EmployeeRow } from "@/lib/schemas/responses/admin-employees";

import { ActivityCell } from "./activity-cell";
import { SortHeader } from "./sort-header";
import type { TableQuery } from "./table-query";
import { WaitingOnCell } from "./waiting-on-cell";

type Props = {
  rows: EmployeeRow[];
  query: TableQuery;
  busy: boolean;
  onSort: (column: TableQuery["sort"]) => void;
  /** The ids chosen for a bulk invite, and how to change them; without it (a role that cannot invite), no ticks. */
  selection?: { selected: ReadonlySet<string>; onSelect: (ids: string[], chosen: boolean) => void };
};

const CELL = "px-3 py-2 align-top";

/**
 * The employees of one page. It scrolls sideways inside its own labelled, focusable region on a
 * narrow screen, so the page itself never does and keyboard users can scroll it too. The region is
 * `relative` because the screen-reader-only text in the cells is positioned absolutely: without a
 * positioned scroll box it would stick out of it and widen the page.
 */
export function EmployeesTable({ rows, query, busy, onSort, selection }: Props) {
  const t = useTranslations("admin.employees");
  const format = useFormatter();
  return (
    <div
      role="region"
      aria-labelledby="employees-caption"
      tabIndex={0}
      aria-busy={busy || undefined}
      className="relative overflow-x-auto rounded-md border border-slate-300 bg-white"
    >
      <table className="min-w-full border-collapse text-left text-sm">
        <caption id="employees-caption" className="px-3 pt-3 text-left font-semibold text-slate-900">
          {t("caption", { sort: t(`sortNames.${query.sort}`), order: t(`orderNames.${query.order}`) })}
        </caption>
        <thead className="border-b-2 border-slate-300">
          <tr>
            {selection ? (
              <th scope="col" className={`${CELL} align-bottom`}>
                <span className="sr-only">{t("columns.select")}</span>
                <input
                  type="checkbox"
                  aria-label={t("selectPage")}
                  className="size-5"
                  checked={rows.length > 0 && rows.every((row) => selection.selected.has(row.id))}
                  onChange={(event) =>
                    selection.onSelect(
                      rows.map((row) => row.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </th>
            ) : null}
            <SortHeader column="lastName" label={t("columns.name")} query={query} onSort={onSort} />
            <th scope="col" className={`${CELL} align-bottom`}>
              {t("columns.email")}
            </th>
            <SortHeader column="progress" label={t("columns.progress")} query={query} onSort={onSort} />
            <th scope="col" className={`${CELL} align-bottom`}>
              {t("columns.waitingOn")}
            </th>
            <th scope="col" className={`${CELL} align-bottom`}>
              {t("columns.activity")}
            </th>
            <SortHeader column="createdAt" label={t("columns.added")} query={query} onSort={onSort} />
            <th scope="col" className={`${CELL} align-bottom`}>
              {t("columns.externalId")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 last:border-0">
              {selection ? (
                <td className={CELL}>
                  <input
                    type="checkbox"
                    aria-label={t("selectRow", { name: t("name", { first: row.firstName, last: row.lastName }) })}
                    className="mt-3 size-5"
                    checked={selection.selected.has(row.id)}
                    onChange={(event) => selection.onSelect([row.id], event.currentTarget.checked)}
                  />
                </td>
              ) : null}
              <th scope="row" className={`${CELL} font-normal`}>
                <Link
                  href={`/admin/employees/${row.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t("name", { first: row.firstName, last: row.lastName })}
                </Link>
              </th>
              <td className={CELL}>
                <EmailText email={row.email} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {t("progress", { fulfilled: row.fulfilled, total: REQUIREMENT_KEYS.length })}
                {row.complete ? (
                  <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 font-semibold text-green-800">
                    {t("complete")}
                  </span>
                ) : null}
              </td>
              <td className={CELL}>
                <WaitingOnCell row={row} />
              </td>
              <td className={CELL}>
                <ActivityCell row={row} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={row.createdAt}>
                  {format.dateTime(new Date(row.createdAt), { dateStyle: "medium" })}
                </time>
              </td>
              <td className={`${CELL} break-all`}>
                {row.externalId ?? <span className="text-slate-600">{t("none")}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
