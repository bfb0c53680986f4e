import { and, eq, getTableColumns, inArray, isNull, lt, or, sql, type GetColumnData, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

import type { Db, Queryable } from "@/db/client";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";

// One work queue for every kind of background work kept in a table: identity checks, overdue
// reviews, eligibility files, card reservations, e-mails to employees, adverse action notices.
// Each queue is data (its table, which rows are due, its lease, its attempts, its backoff, when it
// gives up and what giving up writes), and the same three steps run them all: a claim that takes
// due rows with SKIP LOCKED under a lease (two workers never take one row; a worker that dies
// loses it to another once the lease passes), the work, and a settle that either schedules the
// next attempt after the queue's backoff or dead-letters the row.

/**
 * How long a claim is the worker's: the row is due again only after it.
 * - `until`: a column the claim sets to now + the lease (and a settle clears); `growth: "doubling"`
 *   makes the lease itself the backoff, twice as long at every attempt up to `maxSeconds`.
 * - `since`: a column the claim sets to now; the row is due again once the lease has passed since.
 */
export type Lease =
  | { until: PgColumn; seconds: number; growth?: { doubling: true; maxSeconds: number } }
  | { since: PgColumn; seconds: number };

/** A queue: which rows are work, how they are claimed, and what a failure does. */
export type Queue<Item extends Record<string, PgColumn>> = {
  /** For logs: "identity check", "eligibility file". */
  name: string;
  table: PgTable;
  id: PgColumn;
  /** The attempts so far; a claim counts one more. None: attempts are not counted (a review's asks). */
  attempts?: PgColumn;
  /** What makes a row due, besides its lease. */
  due: SQL;
  /** Which due rows go first. */
  order: SQL | PgColumn;
  lease: Lease;
  /** What a claim writes besides the lease and the attempt (the provider that will run the check). */
  claimSet?: PgUpdateSetSource<PgTable>;
  /** The columns a claimed row is handed over with, by the keys the work reads. */
  item: Item;
  /**
   * After a failed attempt: how long until the next (`nextAttemptAt` is set to now + that), or
   * nothing when the claim has already scheduled it (a lease that doubles, a review's next ask).
   */
  backoff?: { nextAttemptAt: PgColumn; delayMs: (failedAttempts: number) => number };
  /** Where the failure's reason is kept (a short, scrubbed message: never a value the row holds). */
  lastError?: PgColumn;
  /** What a retry writes besides the backoff and the error (an eligibility file goes back to queued). */
  retrySet?: PgUpdateSetSource<PgTable>;
  /** A retry only touches a row still in this state (a check settled meanwhile stays settled). */
  retryWhile?: SQL;
  /** After this many attempts a failure is final: the row is dead-lettered. None: retried as long as it takes. */
  maxAttempts?: number;
  /** What dead-lettering writes (a status of failed); `onDead` runs after, for what it must tell. */
  deadSet?: PgUpdateSetSource<PgTable>;
};

/** A claimed row, as the queue's `item` columns read it. */
export type Claimed<Item extends Record<string, PgColumn>> = { [K in keyof Item]: GetColumnData<Item[K]> };

const seconds = (value: number) => sql`make_interval(secs => ${value}::float8)`;

/** The row's lease has passed (or it was never claimed). */
export function leaseFree(lease: Lease): SQL {
  return "until" in lease
    ? or(isNull(lease.until), lt(lease.until, sql`now()`))!
    : or(isNull(lease.since), lt(lease.since, sql`now() - ${seconds(lease.seconds)}`))!;
}

/** What a claim writes to take the lease, given the attempts column before the claim. */
function takeLease(lease: Lease, attempts: PgColumn | undefined): [PgColumn, SQL] {
  if ("since" in lease) return [lease.since, sql`now()`];
  const length =
    lease.growth && attempts
      ? sql`least(${lease.seconds}::float8 * power(2, least(${attempts}, 16)), ${lease.growth.maxSeconds}::float8)`
      : sql`${lease.seconds}::float8`;
  return [lease.until, sql`now() + make_interval(secs => ${length})`];
}

/** A set written by column (drizzle writes one by the table\'s keys). */
function setOf(table: PgTable, pairs: Array<[PgColumn, unknown]>): Record<string, unknown> {
  const keys = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]));
  return Object.fromEntries(
    pairs.map(([column, value]) => {
      const key = keys.get(column);
      if (!key) throw new Error(`queue: column ${column.name} is not its table's`);
      return [key, value];
    }),
  );
}

/**
 * Claims up to `limit` due rows (or the one row `id`, when it is due: a request that sends its
 * own e-mail at once, an events consumer's lease), in the queue's order, skipping rows another
 * worker holds: one statement.
 */
export async function claim<Item extends Record<string, PgColumn>>(
  db: Queryable,
  queue: Queue<Item>,
  { limit, id, pick }: { limit: number; id?: string; pick?: SQL },
): Promise<Array<Claimed<Item>>> {
  const due = and(queue.due, leaseFree(queue.lease), id === undefined ? undefined : eq(queue.id, id));
  // `pick`: the ids to claim, chosen by a queue that shares its work out its own way (webhook
  // deliveries, fairly across endpoints); still only those due and free are taken.
  const picked = pick
    ? sql`(${pick})`
    : db
        .select({ id: queue.id })
        .from(queue.table)
        .where(due)
        .orderBy(queue.order)
        .limit(limit)
        // Rows another worker holds are skipped, not waited for. One row asked for by id is waited
        // for and looked at again, as an UPDATE by id would be: a release in flight is not a hold.
        .for("update", id === undefined ? { skipLocked: true } : {});
  const set = {
    ...setOf(queue.table, [
      takeLease(queue.lease, queue.attempts),
      ...(queue.attempts ? [[queue.attempts, sql`${queue.attempts} + 1`] as [PgColumn, SQL]] : []),
    ]),
    ...queue.claimSet,
  };
  const rows = await db
    .update(queue.table)
    .set(set)
    .where(pick ? and(inArray(queue.id, picked), due) : inArray(queue.id, picked))
    .returning(queue.item);
  return rows as Array<Claimed<Item>>;
}

/** The lease taken again, for work that runs longer than one (a large file); false when the row is no longer held. */
export async function renewLease<Item extends Record<string, PgColumn>>(
  db: Queryable,
  queue: Queue<Item>,
  id: string,
  { while: still }: { while?: SQL } = {},
): Promise<boolean> {
  const renewed = await db
    .update(queue.table)
    .set(setOf(queue.table, [takeLease(queue.lease, queue.attempts)]))
    .where(and(eq(queue.id, id), still))
    .returning({ id: queue.id });
  return renewed.length > 0;
}

/**
 * A claimed row handed back with nothing wrong: the work is not finished (a review still under
 * way) and the row is due again when the queue says (its `due`, its scheduled next attempt). Its
 * lease and any earlier failure's reason are cleared; a row no longer in `retryWhile` is left as is.
 */
export async function releaseClaim<Item extends Record<string, PgColumn>>(
  db: Queryable,
  queue: Queue<Item>,
  id: string,
): Promise<void> {
  const pairs: Array<[PgColumn, unknown]> = [];
  if ("until" in queue.lease) pairs.push([queue.lease.until, null]);
  if (queue.lastError) pairs.push([queue.lastError, null]);
  if (pairs.length === 0) return;
  await db
    .update(queue.table)
    .set(setOf(queue.table, pairs))
    .where(and(eq(queue.id, id), queue.retryWhile));
}

/**
 * After a failed attempt: dead-lettered when it was the queue's last (`"dead"`), else released
 * for the next attempt after the queue's backoff (`"retry"`). `reason`: what went wrong, already
 * fit to keep (failureReason, scrubbed where a queue needs it).
 */
export async function settleFailure<Item extends Record<string, PgColumn>>(
  db: Queryable,
  queue: Queue<Item>,
  row: { id: string; attempts: number },
  reason: string,
  /** `delayMs`: the next attempt's delay when the failure itself says (a receiver's Retry-After); `set`: more to write either way. */
  { delayMs, set: also }: { delayMs?: number; set?: PgUpdateSetSource<PgTable> } = {},
): Promise<"retry" | "dead"> {
  const dead = queue.maxAttempts !== undefined && row.attempts >= queue.maxAttempts;
  const pairs: Array<[PgColumn, unknown]> = [];
  if ("until" in queue.lease) pairs.push([queue.lease.until, null]);
  if (queue.lastError) pairs.push([queue.lastError, reason]);
  if (!dead && queue.backoff)
    pairs.push([queue.backoff.nextAttemptAt, new Date(Date.now() + (delayMs ?? queue.backoff.delayMs(row.attempts)))]);
  const set = { ...setOf(queue.table, pairs), ...(dead ? queue.deadSet : queue.retrySet), ...also };
  if (Object.keys(set).length > 0)
    await db
      .update(queue.table)
      .set(set)
      .where(and(eq(queue.id, row.id), queue.retryWhile));
  return dead ? "dead" : "retry";
}

/**
 * One round of a queue: claims up to `limit` rows and runs `work` on each, side by side. A `work`
 * that throws is a failed attempt (settleFailure; `describe` turns the error into the reason kept,
 * `onDead` is told of a row given up). Returns how many rows it claimed.
 */
export async function runQueue<Item extends Record<string, PgColumn>>(
  db: Db,
  queue: Queue<Item>,
  {
    limit,
    work,
    describe = failureReason,
    onDead,
  }: {
    limit: number;
    work: (item: Claimed<Item>) => Promise<void>;
    describe?: (error: unknown) => string;
    onDead?: (item: Claimed<Item>, reason: string) => Promise<void>;
  },
): Promise<number> {
  const claimed = await claim(db, queue, { limit });
  await Promise.all(
    claimed.map(async (item) => {
      try {
        await work(item);
      } catch (error) {
        const reason = describe(error);
        const row = { id: String(item.id), attempts: Number(item.attempts ?? 0) };
        const outcome = await settleFailure(db, queue, row, reason);
        if (outcome === "dead") {
          logger.error(
            { queue: queue.name, id: row.id, attempt: row.attempts, reason },
            `${queue.name} failed for good`,
          );
          await onDead?.(item, reason);
        } else
          logger.warn(
            { queue: queue.name, id: row.id, attempt: row.attempts, reason },
            `${queue.name} failed; will retry`,
          );
      }
    }),
  );
  return claimed.length;
}

/**
 * Up to `limit` rows, each claimed only once the one before is done: for slow work (an e-mail)
 * whose lease must not run out while it waits its turn behind the others. `work` settles its row
 * itself (sent, or settleFailure). Returns how many rows it handled.
 */
export async function claimEach<Item extends Record<string, PgColumn>>(
  db: Queryable,
  queue: Queue<Item>,
  { limit, work }: { limit: number; work: (item: Claimed<Item>) => Promise<void> },
): Promise<number> {
  let handled = 0;
  for (; handled < limit; handled += 1) {
    const [item] = await claim(db, queue, { limit: 1 });
    if (!item) break;
    await work(item);
  }
  return handled;
}
