import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { traceQueries } from "@/lib/telemetry/db-spans";

import { installQueryCounter } from "./query-counter";

// Against the PostgreSQL every machine of this project runs (127.0.0.1:5432, or BENCH_POSTGRES_URL):
// the counter must see statements on connections that db/client.ts has already wrapped, which is
// what the bench's counts read 0 on before (issue 28).
const url = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

describe("installQueryCounter", () => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // As db/client.ts does: each connection's `query` replaced as the pool connects it.
  pool.on("connect", (client) => traceQueries(client));

  beforeAll(async () => {
    // The connections exist, wrapped, before the counter is installed.
    await Promise.all([pool.query("select 1"), pool.query("select 2")]);
  });
  afterAll(() => pool.end());

  it("counts each statement sent on connections wrapped before it was installed", async () => {
    const counter = installQueryCounter();
    try {
      await pool.query("select 1");
      expect(counter.count).toBe(1);
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("select $1::int", [1]);
        await client.query("commit");
      } finally {
        client.release();
      }
      expect(counter.count).toBe(4);
      counter.reset();
      expect(counter.count).toBe(0);
    } finally {
      counter.restore();
    }
  });

  it("stops counting once restored", async () => {
    const counter = installQueryCounter();
    counter.restore();
    await pool.query("select 1");
    expect(counter.count).toBe(0);
  });
});
