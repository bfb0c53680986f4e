import { auditQueue } from "@/db/schema";
import type { AuditAction } from "@/lib/domain/security/audit";
import { createId } from "@/lib/ids";

import type { Actor, Origin, QueryContext } from "../context";

/** Any context: in a transaction or not, scoped to an employer or not (then the entry names it). */
type AuditContext = QueryContext & { origin?: Origin; employerId?: string };

export type AuditEntry = {
  action: AuditAction;
  /** The employer whose trail it joins (default: the context's); null for what belongs to none (an unknown e-mail's sign-in). */
  employerId?: string | null;
  target?: { type: string; id: string };
  /** Ids, field names, counts, reasons: never a personal value. */
  details?: Record<string, unknown>;
  /** Who, when the context's actor is not it (a sign-in: the context is anonymous until it succeeds). */
  actor?: Actor;
};

/** The actor's columns: its type, id and, for HR and operators, the role it acted in. */
export function auditActor(actor: Actor): { actorType: string; actorId: string; actorRole: string | null } {
  switch (actor.type) {
    case "partner":
      return { actorType: "partner", actorId: actor.clientId, actorRole: null };
    case "employee":
      return { actorType: "employee", actorId: actor.employeeId, actorRole: null };
    case "admin":
      return { actorType: "admin", actorId: actor.adminId, actorRole: actor.role };
    case "operator":
      return { actorType: "operator", actorId: actor.operatorId, actorRole: actor.role };
    case "system":
      return { actorType: "system", actorId: actor.name, actorRole: null };
    case "anonymous":
      return { actorType: "anonymous", actorId: "anonymous", actorRole: null };
  }
}

/**
 * Writes one entry of the audit trail, in the caller's transaction when it has one (the change and
 * its record commit together, or neither does). The entry waits in audit_queue until the worker
 * seals it into its employer's chain (seal-audit-records.ts); the request holds no chain lock.
 */
export async function recordAudit({ ctx, entry }: { ctx: AuditContext; entry: AuditEntry }): Promise<void> {
  await recordAudits({ ctx, entries: [entry] });
}

/**
 * An entry about what several employers share (a partner client's webhook endpoint): one record in
 * each employer's trail the actor acts for.
 */
export async function recordAuditForActorEmployers({
  ctx,
  entry,
}: {
  ctx: AuditContext;
  entry: Omit<AuditEntry, "employerId">;
}): Promise<void> {
  const { actor } = ctx;
  const employerIds =
    actor.type === "partner"
      ? [...actor.employerIds]
      : actor.type === "admin" || actor.type === "employee"
        ? [actor.employerId]
        : [];
  await recordAudits({ ctx, entries: employerIds.map((employerId) => ({ ...entry, employerId })) });
}

/** Several entries in one statement (a bulk action: one record per person it touched). */
export async function recordAudits({
  ctx,
  entries,
}: {
  ctx: AuditContext;
  entries: readonly AuditEntry[];
}): Promise<void> {
  if (entries.length === 0) return;
  await auditInsert({ ctx, entries });
}

/**
 * The insert of the entries, not yet run: a write that has its own statement puts it there as a CTE
 * (PATCH employee, a card's reservation), so the record costs no round trip of its own.
 */
export function auditInsert({ ctx, entries }: { ctx: AuditContext; entries: readonly AuditEntry[] }) {
  const occurredAt = new Date();
  return ctx.db.insert(auditQueue).values(
    entries.map((entry) => ({
      id: createId("aud"),
      employerId: entry.employerId === undefined ? (ctx.employerId ?? null) : entry.employerId,
      occurredAt,
      ...auditActor(entry.actor ?? ctx.actor),
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      details: entry.details ?? {},
      requestId: ctx.origin?.requestId ?? null,
      ipAddress: ctx.origin?.ipAddress ?? null,
      userAgent: ctx.origin?.userAgent ?? null,
    })),
  );
}
