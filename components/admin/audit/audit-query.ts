import { AUDIT_ACTIONS, AUDIT_CATEGORIES } from "@/lib/domain/security/audit";

/** The audit trail's page size (the API allows up to 100). */
export const AUDIT_PAGE_SIZE = 50;

/** The audit page's state in the address bar: its filters and, past the first page, the cursor. */
export type AuditFilters = {
  category: string;
  action: string;
  actorId: string;
  targetId: string;
  /** YYYY-MM-DD, UTC, inclusive. */
  from: string;
  /** YYYY-MM-DD, UTC, inclusive (the whole day). */
  to: string;
  /** The `next` of the newer page: opaque. */
  cursor: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A day that exists: 2026-02-30 would roll over to March, so it must read back the same.
const realDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const id = (value: string | null) => {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= 100 ? trimmed : "";
};
const oneOf = (values: readonly string[], value: string | null) => (values.includes(value ?? "") ? value! : "");

/** The state from the address bar; anything the API would refuse falls back to "no filter", never to an error. */
export function parseAuditFilters(params: { get(name: string): string | null }): AuditFilters {
  const day = (name: string) => (realDay(params.get(name) ?? "") ? params.get(name)! : "");
  const cursor = params.get("cursor") ?? "";
  return {
    category: oneOf(AUDIT_CATEGORIES, params.get("category")),
    action: oneOf(AUDIT_ACTIONS, params.get("action")),
    actorId: id(params.get("actorId")),
    targetId: id(params.get("targetId")),
    from: day("from"),
    to: day("to"),
    cursor: cursor.length <= 200 ? cursor : "",
  };
}

const FILTER_KEYS = ["category", "action", "actorId", "targetId", "from", "to"] as const;

/** The filters alone, only those set: the CSV export takes them, and they key the newer-page memory. */
export function filterSearch(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/** The address-bar form: the filters, and the cursor past the first page. */
export function pageSearch(filters: AuditFilters): string {
  const params = filterSearch(filters);
  if (filters.cursor) params.set("cursor", filters.cursor);
  return params.toString();
}

/** The API form: the address bar's, plus the page size. */
export function apiSearch(filters: AuditFilters): string {
  const params = new URLSearchParams(pageSearch(filters));
  params.set("pageSize", String(AUDIT_PAGE_SIZE));
  return params.toString();
}

export const auditHref = (filters: AuditFilters) => {
  const search = pageSearch(filters);
  return search ? `/admin/audit?${search}` : "/admin/audit";
};
