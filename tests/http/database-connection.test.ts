import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb, getDbHandle } from "@/db/client";

// A PostgreSQL backend that goes away under an idle pooled connection (a server restart, a
// failover, an operator's pg_terminate_backend) must cost one reconnect, never the process.
describe.runIf(process.env.DATABASE_KIND === "postgres")("PostgreSQL connection loss", () => {
  it("survives the server terminating idle pooled connections and reconnects on the next query", async () => {
    const db = await getDb();
    const handle = await getDbHandle();
    expect(handle.kind).toBe("postgres");
    // Open a few pooled connections, then leave them idle.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)));
    expect(handle.poolStats().idle).toBeGreaterThan(0);
    const unhandled: unknown[] = [];
    const onError = (error: unknown) => unhandled.push(error);
    process.on("uncaughtException", onError);
    try {
      await terminateOtherBackends();
      // Each idle connection's loss reaches the pool as an error, and the pool drops that connection:
      // once none is left, every one of those errors has been handled (or has crashed the process).
      await expect.poll(() => handle.poolStats().total, { timeout: 10_000 }).toBe(0);
      const rows = await db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows.rows[0]?.one).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("uncaughtException", onError);
    }
  });
});

async function terminateOtherBackends(): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      "select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    expect(Number(result.rows[0].n)).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}

// db/statement-cache.ts: a statement that repeats is prepared on the connection, and answers as before.
describe.runIf(process.env.DATABASE_KIND === "postgres")("repeating statements", () => {
  it("are prepared once per connection under their text's name, and answer the same", async () => {
    const { PREPARE_AFTER, statementName } = await import("@/db/statement-cache");
    const db = await getDb();
    // Long enough to be worth preparing (MIN_PREPARED_LENGTH).
    const comment = `/* ${"x".repeat(200)} */`;
    const text = (value: number) => sql`select ${value}::int + 1 as next ${sql.raw(comment)}`;
    await db.transaction(async (tx) => {
      const answers: number[] = [];
      for (let i = 0; i < PREPARE_AFTER + 2; i++) {
        const result = await tx.execute<{ next: number }>(text(i));
        answers.push(result.rows[0]!.next);
      }
      expect(answers).toEqual(Array.from({ length: PREPARE_AFTER + 2 }, (_, i) => i + 1));
      const sent = `select $1::int + 1 as next ${comment}`;
      const prepared = await tx.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements where name = ${statementName(sent)}`,
      );
      expect(prepared.rows).toEqual([{ name: statementName(sent), statement: sent }]);
    });
  });
});
