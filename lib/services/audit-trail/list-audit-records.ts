import { sql, type SQL } from "drizzle-orm";

import { adminUsers, apiClients } from "@/db/schema";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/domain/audit";

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

const COLUMNS = sql.raw(
  "id, occurred_at, actor_type, actor_id, actor_role, action, target_type, target_id, details, request_id, ip_address, user_agent",
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
  const result = await ctx.db.execute<{
    id: string;
    occurred_at: string | Date;
    actor_type: string;
    actor_id: string;
    actor_role: string | null;
    action: string;
    target_type: string | null;
    target_id: string | null;
    details: Record<string, unknown> | string;
    request_id: string | null;
    ip_address: string | null;
    user_agent: string | null;
    sequence: string | number | null;
    actor_name: string | null;
    actor_email: string | null;
  }>(sql`
    with trail as (
      (select ${COLUMNS}, sequence from audit_records where ${where} order by occurred_at desc, id desc limit ${limit + 1})
      union all
      (select ${COLUMNS}, null::bigint as sequence from audit_queue where ${where} order by occurred_at desc, id desc limit ${limit + 1})
    )
    select trail.*,
      coalesce(${adminUsers.name}, ${apiClients.name}) as actor_name,
      ${adminUsers.email} as actor_email
    from trail
    left join ${adminUsers} on trail.actor_type = 'admin' and ${adminUsers.id} = trail.actor_id
    left join ${apiClients} on trail.actor_type = 'partner' and ${apiClients.id} = trail.actor_id
    order by trail.occurred_at desc, trail.id desc
    limit ${limit + 1}`);
  const rows = result.rows.map((row): AuditListRow => ({
    id: row.id,
    occurredAt: new Date(row.occurred_at),
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: typeof row.details === "string" ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    requestId: row.request_id,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    sequence: row.sequence === null ? null : Number(row.sequence),
  }));
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > limit && last ? { occurredAt: last.occurredAt, id: last.id } : null };
}
