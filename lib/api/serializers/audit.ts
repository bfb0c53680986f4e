import type { AuditQuery } from "@/lib/schemas/admin";
import type { AuditRecordView } from "@/lib/schemas/responses/admin-audit";
import { AppError } from "@/lib/errors/app-error";
import type { AuditCursor, AuditFilter, AuditListRow } from "@/lib/services/audit-trail/list-audit-records";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The query's filters as the use case takes them: a day's `to` covers that whole day (UTC). */
export function auditFilterOf(query: AuditQuery): AuditFilter {
  const day = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  return {
    action: query.action,
    category: query.category,
    actorId: query.actorId,
    targetId: query.targetId,
    from: query.from ? new Date(day(query.from) ? `${query.from}T00:00:00.000Z` : query.from) : undefined,
    to: query.to
      ? day(query.to)
        ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS)
        : new Date(query.to)
      : undefined,
  };
}

/** A page's end as an opaque string, and back (400 for one this service did not write). */
export const encodeAuditCursor = (cursor: AuditCursor): string =>
  Buffer.from(JSON.stringify([cursor.occurredAt.toISOString(), cursor.id])).toString("base64url");

export function decodeAuditCursor(value: string): AuditCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown[];
    const occurredAt = new Date(String(at));
    if (typeof at === "string" && typeof id === "string" && id.length <= 64 && !Number.isNaN(occurredAt.getTime()))
      return { occurredAt, id };
  } catch {
    // fall through
  }
  throw new AppError("invalid_request", "The cursor is not one this service gave out.", {
    errors: [{ path: "/cursor", code: "invalid", message: "Use the `next` of the page before, unchanged." }],
  });
}

/** One record as the HR area shows it: who (with their name when known), what, about what, from where. */
export const serializeAuditRecord = (row: AuditListRow): AuditRecordView => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  actor: {
    type: row.actorType,
    id: row.actorId,
    role: row.actorRole,
    name: row.actorName,
    email: row.actorEmail,
  },
  action: row.action,
  target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
  details: row.details,
  requestId: row.requestId,
  ipAddress: row.ipAddress,
  userAgent: row.userAgent,
  sequence: row.sequence,
});

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  "Time (UTC)",
  "Action",
  "Actor type",
  "Actor ID",
  "Actor name",
  "Actor e-mail",
  "Role",
  "Target type",
  "Target ID",
  "Details",
  "Request ID",
  "IP address",
  "User agent",
  "Sequence",
] as const;

export const auditCsvRecord = (row: AuditListRow): string[] => [
  row.occurredAt.toISOString(),
  row.action,
  row.actorType,
  row.actorId,
  row.actorName ?? "",
  row.actorEmail ?? "",
  row.actorRole ?? "",
  row.targetType ?? "",
  row.targetId ?? "",
  JSON.stringify(row.details),
  row.requestId ?? "",
  row.ipAddress ?? "",
  row.userAgent ?? "",
  row.sequence === null ? "" : String(row.sequence),
];
