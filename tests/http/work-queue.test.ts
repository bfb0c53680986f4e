// @module-tag embedded-db — the queue's claim, lease, backoff and dead-letter are SQL both databases must run alike.
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, type PgColumn } from "drizzle-orm/pg-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { getDb, type Db } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { claim, claimEach, renewLease, runQueue, settleFailure, type Queue } from "@/lib/queue/queue";

// The work queue (lib/queue) on a table of its own, made here: what each queue of the worker relies
// on — SKIP LOCKED, a lease that hands work on, attempts, backoff, dead-lettering — with nothing
// else of the app in the way.

const items = pgTable("queue_test_items", {
  id: text("id").primaryKey(),
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastError: text("last_error"),
  claimedBy: text("claimed_by"),
});

const queue = {
  name: "test item",
  table: items,
  id: items.id,
  attempts: items.attempts,
  due: sql`${items.status} = 'pending' and ${items.nextAttemptAt} <= now()`,
  order: items.id,
  lease: { until: items.lockedUntil, seconds: 60 },
  claimSet: { claimedBy: "worker" },
  item: { id: items.id, attempts: items.attempts, claimedBy: items.claimedBy },
  backoff: { nextAttemptAt: items.nextAttemptAt, delayMs: (failed: number) => failed * 60_000 },
  lastError: items.lastError,
  retrySet: { status: "pending" },
  retryWhile: sql`${items.status} = 'pending'`,
  maxAttempts: 3,
  deadSet: { status: "dead" },
} satisfies Queue<Record<string, PgColumn>>;

let db: Db;
const row = async (id: string) => (await db.select().from(items).where(eq(items.id, id)))[0]!;
const expireLease = (id: string) =>
  db
    .update(items)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(items.id, id));

beforeAll(async () => {
  db = await getDb();
  await db.execute(sql`create table if not exists queue_test_items (
    id text primary key, status text not null default 'pending', attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(), locked_until timestamptz, last_attempt_at timestamptz,
    last_error text, claimed_by text)`);
});

beforeEach(async () => {
  await db.delete(items);
  await db.insert(items).values([{ id: "a" }, { id: "b" }, { id: "c" }]);
});

describe("the work queue", () => {
  it("claims due rows in order under a lease, counting the attempt and writing the claim's own columns", async () => {
    // The first two in the queue's order; an update hands its rows back in no set order.
    const claimed = (await claim(db, queue, { limit: 2 })).sort((x, y) => x.id.localeCompare(y.id));
    expect(claimed).toEqual([
      { id: "a", attempts: 1, claimedBy: "worker" },
      { id: "b", attempts: 1, claimedBy: "worker" },
    ]);
    const a = await row("a");
    expect(a.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
    // Held: a second claim takes only what is left, then nothing.
    expect((await claim(db, queue, { limit: 5 })).map((item) => item.id)).toEqual(["c"]);
    expect(await claim(db, queue, { limit: 5 })).toEqual([]);
  });

  it("hands a row on once its lease has passed, and claims one row by id only when it is due", async () => {
    expect(await claim(db, queue, { limit: 1, id: "b" })).toEqual([{ id: "b", attempts: 1, claimedBy: "worker" }]);
    expect(await claim(db, queue, { limit: 1, id: "b" })).toEqual([]);
    await expireLease("b");
    expect(await claim(db, queue, { limit: 1, id: "b" })).toEqual([{ id: "b", attempts: 2, claimedBy: "worker" }]);
  });

  it("skips a row another transaction holds instead of waiting for it", async () => {
    if (process.env.DATABASE_KIND !== "postgres") return; // PGlite is one connection: nothing runs beside a transaction.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = inTransaction({ db }, async (tx) => {
      await tx.db.execute(sql`select 1 from queue_test_items where id = 'a' for update`);
      locked();
      await held;
    });
    await isLocked;
    expect((await claim(db, queue, { limit: 3 })).map((item) => item.id).sort()).toEqual(["b", "c"]);
    release();
    await holder;
  });

  it("after a failure: releases the lease, keeps the reason and schedules the next attempt after the backoff", async () => {
    const [a] = await claim(db, queue, { limit: 1 });
    expect(await settleFailure(db, queue, a!, "the provider timed out")).toBe("retry");
    const stored = await row("a");
    expect(stored).toMatchObject({ status: "pending", lockedUntil: null, lastError: "the provider timed out" });
    const delay = stored.nextAttemptAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(50_000);
    expect(delay).toBeLessThanOrEqual(60_000);
    // Not due again before then.
    expect((await claim(db, queue, { limit: 3 })).map((item) => item.id).sort()).toEqual(["b", "c"]);
  });

  it("dead-letters a row whose last allowed attempt failed, and leaves a row settled meanwhile as it is", async () => {
    await db.update(items).set({ attempts: 2 }).where(eq(items.id, "a"));
    const [a] = await claim(db, queue, { limit: 1 });
    expect(a!.attempts).toBe(3);
    expect(await settleFailure(db, queue, a!, "refused")).toBe("dead");
    expect(await row("a")).toMatchObject({ status: "dead", lastError: "refused", lockedUntil: null });

    const [b] = await claim(db, queue, { limit: 1 });
    await db.update(items).set({ status: "done" }).where(eq(items.id, b!.id));
    await settleFailure(db, queue, b!, "too late");
    expect(await row("b")).toMatchObject({ status: "done", lastError: null });
  });

  it("runs a round: each claimed row's work, a failure settled by the queue and its dead-letter told", async () => {
    await db.update(items).set({ attempts: 2 }).where(eq(items.id, "c"));
    const done: string[] = [];
    const dead: string[] = [];
    const claimed = await runQueue(db, queue, {
      limit: 3,
      work: async ({ id }) => {
        if (id !== "a") throw new Error(`no ${id}`);
        await db.update(items).set({ status: "done", lockedUntil: null }).where(eq(items.id, id));
        done.push(id);
      },
      onDead: async ({ id }, reason) => {
        dead.push(`${id}: ${reason}`);
      },
    });
    expect(claimed).toBe(3);
    expect(done).toEqual(["a"]);
    expect(dead).toEqual(["c: no c"]);
    expect(await row("b")).toMatchObject({ status: "pending", lastError: "no b", lockedUntil: null });
    expect(await row("c")).toMatchObject({ status: "dead" });
  });

  it("claims one row at a time for slow work, each only once the one before is done, up to its limit", async () => {
    const seen: string[] = [];
    const handled = await claimEach(db, queue, {
      limit: 2,
      work: async ({ id }) => {
        // The next row is not claimed yet while this one is worked on.
        const held = await db
          .select({ id: items.id })
          .from(items)
          .where(sql`${items.lockedUntil} > now()`);
        seen.push(`${id}:${held.map((row) => row.id).join(",")}`);
      },
    });
    expect(handled).toBe(2);
    expect(seen).toEqual(["a:a", "b:a,b"]);
    expect(await claimEach(db, queue, { limit: 5, work: async () => {} })).toBe(1);
  });

  it("renews a lease while the row is still held, and not once it is no longer", async () => {
    const [a] = await claim(db, queue, { limit: 1 });
    await db
      .update(items)
      .set({ lockedUntil: sql`now() + interval '5 seconds'` })
      .where(eq(items.id, a!.id));
    expect(await renewLease(db, queue, "a", { while: sql`${items.status} = 'pending'` })).toBe(true);
    expect((await row("a")).lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
    await db.update(items).set({ status: "done" }).where(eq(items.id, "a"));
    expect(await renewLease(db, queue, "a", { while: sql`${items.status} = 'pending'` })).toBe(false);
  });

  it("a lease that doubles with each attempt, up to its most", async () => {
    const doubling = {
      ...queue,
      lease: { ...queue.lease, seconds: 10, growth: { doubling: true as const, maxSeconds: 35 } },
    };
    const lease = async () => {
      await claim(db, doubling, { limit: 1, id: "a" });
      const seconds = ((await row("a")).lockedUntil!.getTime() - Date.now()) / 1000;
      await expireLease("a");
      return Math.round(seconds / 5) * 5;
    };
    // Attempts before each claim: 0, 1, 2 → 10 s, 20 s, then 40 s capped at 35 s.
    expect([await lease(), await lease(), await lease()]).toEqual([10, 20, 35]);
  });

  it("a lease counted from the last attempt: due again once that long has passed", async () => {
    const since = { ...queue, lease: { since: items.lastAttemptAt, seconds: 300 } };
    expect((await claim(db, since, { limit: 1, id: "a" })).length).toBe(1);
    expect(await claim(db, since, { limit: 1, id: "a" })).toEqual([]);
    await db
      .update(items)
      .set({ lastAttemptAt: sql`now() - interval '301 seconds'` })
      .where(eq(items.id, "a"));
    expect((await claim(db, since, { limit: 1, id: "a" })).length).toBe(1);
  });
});
