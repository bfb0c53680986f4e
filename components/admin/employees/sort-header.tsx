"use client";

import type { TableQuery } from "./table-query";

type Props = {
  column: TableQuery["sort"];
  label: string;
  query: TableQuery;
  onSort: (column: TableQuery["sort"]) => void;
};

/** A column header that sorts on the server; its state is in aria-sort, the arrow is only a picture of it. */
export function SortHeader({ column, label, query, onSort }: Props) {
  const active = query.sort === column;
  const ascending = query.order === "asc";
  return (
    <th
      scope="col"
      aria-sort={active ? (ascending ? "ascending" : "descending") : undefined}
      className="px-3 py-1 align-bottom"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
          className={`size-4 shrink-0 ${active ? "" : "text-slate-500"}`}
        >
          {active ? (
            <path d={ascending ? "M10 5l6 9H4z" : "M10 15l6-9H4z"} />
          ) : (
            <path d="M10 2.5l5 6H5zM10 17.5l5-6H5z" />
          )}
        </svg>
      </button>
    </th>
  );
}

/** Clicking the active column flips its order; a new column starts where people usually want it. */
export function nextSort(query: TableQuery, column: TableQuery["sort"]): Pick<TableQuery, "sort" | "order" | "page"> {
  if (query.sort === column) return { sort: column, order: query.order === "asc" ? "desc" : "asc", page: 1 };
  return { sort: column, order: column === "createdAt" ? "desc" : "asc", page: 1 };
}
