import { REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/onboarding/requirements";
import { WAITING_FILTERS, type WaitingFilter } from "@/lib/domain/onboarding/waiting-on";

export const STATUSES = ["all", "complete", "incomplete"] as const;
export const SORTS = ["lastName", "createdAt", "progress"] as const;
export const PAGE_SIZE = 25;

export type TableQuery = {
  q: string;
  status: (typeof STATUSES)[number];
  stuckOn: RequirementKey | "";
  /** "true": only people who need HR action; "false" (from the funnel): only those who do not. */
  needsHrAction: "" | "true" | "false";
  waitingOn: WaitingFilter | "";
  sort: (typeof SORTS)[number];
  order: "asc" | "desc";
  page: number;
};

export const DEFAULT_QUERY: TableQuery = {
  q: "",
  status: "all",
  stuckOn: "",
  needsHrAction: "",
  waitingOn: "",
  sort: "lastName",
  order: "asc",
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

/** The table's state from the address bar; anything unknown falls back to the default, never to an error. */
export function parseTableQuery(params: { get(name: string): string | null }): TableQuery {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: oneOf(STATUSES, params.get("status"), DEFAULT_QUERY.status),
    stuckOn: oneOf<RequirementKey | "">(REQUIREMENT_KEYS, params.get("stuckOn"), ""),
    needsHrAction: oneOf<"true" | "false" | "">(["true", "false"], params.get("needsHrAction"), ""),
    waitingOn: oneOf<WaitingFilter | "">(WAITING_FILTERS, params.get("waitingOn"), ""),
    sort: oneOf(SORTS, params.get("sort"), DEFAULT_QUERY.sort),
    order: params.get("order") === "desc" ? "desc" : "asc",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export type TableFilters = Pick<TableQuery, "q" | "status" | "stuckOn" | "needsHrAction" | "waitingOn">;

/** The filters alone (no sort or page): what the CSV export and a bulk invite by filter take. */
export function filterSearch(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  if (query.stuckOn) params.set("stuckOn", query.stuckOn);
  if (query.needsHrAction) params.set("needsHrAction", query.needsHrAction);
  if (query.waitingOn) params.set("waitingOn", query.waitingOn);
  return params;
}

/** The address-bar form: only what differs from the default, so shared links stay short. */
export function tableSearch(query: TableQuery): string {
  const params = filterSearch(query);
  if (query.sort !== DEFAULT_QUERY.sort || query.order !== DEFAULT_QUERY.order) {
    params.set("sort", query.sort);
    params.set("order", query.order);
  }
  if (query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

/** The API form: every parameter spelled out, plus the page size. */
export function apiSearch(query: TableQuery): string {
  const params = filterSearch(query);
  params.set("sort", query.sort);
  params.set("order", query.order);
  params.set("page", String(query.page));
  params.set("pageSize", String(PAGE_SIZE));
  return params.toString();
}
