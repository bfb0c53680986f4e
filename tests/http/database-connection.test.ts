import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb, getDbHandle } from "@/db/client";

// A PostgreSQL backend that goes away under an idle pooled connection (a server restart, a
// failover, an operator's pg_terminate_backend) must cost one reconnect, never the process.
describe.runIf(process.env.DATABASE_KIND === "postgres")("PostgreSQL connection loss", () => {
  it("survives the server terminating idle pooled connections and reconnects on the next query", async () => {
    const db = await getDb();
    expect((await getDbHandle()).kind).toBe("postgres");
    // Open a few pooled connections, then leave them idle.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)));
    const unhandled: unknown[] = [];
    const onError = (error: unknown) => unhandled.push(error);
    process.on("uncaughtException", onError);
    try {
      await terminateOtherBackends();
      await new Promise((resolve) => setTimeout(resolve, 200));
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
