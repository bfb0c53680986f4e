import { sql, type Column, type SQL } from "drizzle-orm";

import { accounts, apiClients, auditQueue, auditRecords } from "@/db/schema";
import { cte, decodeRow, statement } from "@/db/statement";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/domain/security/audit";

import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

export type AuditFilter = {
  /** One action, or every action of a category (`team`, `card`…). */
  action?: AuditAction;
  category?: string;
  /** An HR person's, partner client's or system job's id. */
  actorId?: string;
  /** What the action was about (an employee, a card, an HR person…). */
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
};

/** Where a page ends: the last row's time and id (newest first). */
export type AuditCursor = { occurredAt: Date; id: string };

export type AuditListRow = {
  id: string;
  occurredAt: Date;
  actorType: string;
  actorId: string;
  actorRole: string | null;
  /** The HR person's name and e-mail, or the partner client's name, when known. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** Null while it waits to be sealed (seconds); then its place in the employer's chain. */
  sequence: number | null;
};

// What a page shows of a record, the same columns in the sealed trail and the queue before it.
const SHOWN = {
  id: auditRecords.id,
  occurredAt: auditRecords.occurredAt,
  actorType: auditRecords.actorType,
  actorId: auditRecords.actorId,
  actorRole: auditRecords.actorRole,
  action: auditRecords.action,
  targetType: auditRecords.targetType,
  targetId: auditRecords.targetId,
  details: auditRecords.details,
  requestId: auditRecords.requestId,
  ipAddress: auditRecords.ipAddress,
  userAgent: auditRecords.userAgent,
};
/** The shown columns as a stored record has them: none of them is null where the schema says so. */
type AuditListRowColumns = Omit<AuditListRow, "actorName" | "actorEmail" | "sequence">;
const SHOWN_NAMES = sql.join(
  Object.values(SHOWN).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * The employer's audit trail, newest first, filtered; sealed records and those still queued (the
 * last few seconds) alike, so an action shows at once. Owners only. Keyset paging on (time, id):
 * a page never shifts as new records arrive.
 */
export async function listAuditRecords({
  ctx,
  filter = {},
  after,
  limit,
}: {
  ctx: EmployerContext;
  filter?: AuditFilter;
  after?: AuditCursor;
  limit: number;
}): Promise<{ rows: AuditListRow[]; next: AuditCursor | null }> {
  authorize(ctx.actor, "audit.read");
  return readAuditPage(ctx, filter, after, limit);
}

/** The same rows for the CSV, page by page, so a long trail never sits in memory. */
export async function* readAuditRecords({
  ctx,
  filter,
  pageSize = 1000,
}: {
  ctx: EmployerContext;
  filter: AuditFilter;
  pageSize?: number;
}): AsyncGenerator<AuditListRow> {
  let after: AuditCursor | undefined;
  for (;;) {
    const page = await readAuditPage(ctx, filter, after, pageSize);
    yield* page.rows;
    if (!page.next) return;
    after = page.next;
  }
}

async function readAuditPage(
  ctx: EmployerContext,
  filter: AuditFilter,
  after: AuditCursor | undefined,
  limit: number,
): Promise<{ rows: AuditListRow[]; next: AuditCursor | null }> {
  const conditions: SQL[] = [sql`employer_id = ${ctx.employerId}`];
  if (filter.action) conditions.push(sql`action = ${filter.action}`);
  else if (filter.category) {
    const actions = AUDIT_ACTIONS.filter((action) => action.startsWith(`${filter.category}.`));
    conditions.push(
      actions.length > 0
        ? sql`action in (${sql.join(
            actions.map((action) => sql`${action}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (filter.actorId) conditions.push(sql`actor_id = ${filter.actorId}`);
  if (filter.targetId) conditions.push(sql`target_id = ${filter.targetId}`);
  if (filter.from) conditions.push(sql`occurred_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`occurred_at < ${filter.to.toISOString()}::timestamptz`);
  if (after) conditions.push(sql`(occurred_at, id) < (${after.occurredAt.toISOString()}::timestamptz, ${after.id})`);
  const where = sql.join(conditions, sql` and `);
  const trail = cte(
    "trail",
    sql`(select ${SHOWN_NAMES}, sequence from ${auditRecords} where ${where} order by occurred_at desc, id desc limit ${limit + 1})
      union all
      (select ${SHOWN_NAMES}, null::bigint as sequence from ${auditQueue} where ${where} order by occurred_at desc, id desc limit ${limit + 1})`,
  );
  const at = (column: Column) => trail.column(column);
  const result = await ctx.db.execute<Record<string, unknown>>(
    statement(
      [trail],
      sql`select ${trail.name}.*,
        coalesce(${accounts.name}, ${apiClients.name}) as actor_name,
        ${accounts.email} as actor_email
      from ${trail.name}
      left join ${accounts} on ${at(auditRecords.actorType)} = 'admin' and ${accounts.id} = ${at(auditRecords.actorId)}
      left join ${apiClients} on ${at(auditRecords.actorType)} = 'partner' and ${apiClients.id} = ${at(auditRecords.actorId)}
      order by ${at(auditRecords.occurredAt)} desc, ${at(auditRecords.id)} desc
      limit ${limit + 1}`,
    ),
  );
  const rows = result.rows.map((raw): AuditListRow => {
    const { sequence, ...shown } = decodeRow({ ...SHOWN, sequence: auditRecords.sequence }, raw);
    return {
      ...(shown as AuditListRowColumns),
      actorName: (raw.actor_name as string | null) ?? null,
      actorEmail: (raw.actor_email as string | null) ?? null,
      sequence,
    };
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > limit && last ? { occurredAt: last.occurredAt, id: last.id } : null };
}
