import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { commandArgs, type Command } from "../support/commands";
import { postgresAdminUrl, runStatement } from "../support/postgres-url";

// Several processes opening one empty PostgreSQL database at the same moment: without the
// migration lock, all but one died in drizzle's CREATE TYPE / CREATE TABLE ("duplicate key value
// violates unique constraint pg_type_typname_nsp_index"); without the seed lock, each seeded its
// own demo employers. (e2e/deploy proves the same for whole app instances and workers.)

const ROOT = path.resolve(__dirname, "../..");
const PROCESSES = 4;
let url: string;
let name: string;

/** `npm run <command>`, as an operator runs it (the compiled dist/<command>.mjs). */
function run(command: Command): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, commandArgs(command), {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        APP_ENV: "sandbox",
        DATA_DIR: `.data/test/start-together-${randomBytes(3).toString("hex")}`,
        LOG_LEVEL: "warn",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function query<T>(statement: string): Promise<T[]> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.DATABASE_KIND === "postgres")("processes starting together on an empty database", () => {
  beforeAll(async () => {
    name = `together_${randomBytes(4).toString("hex")}`;
    await runStatement(postgresAdminUrl(), `create database ${name}`);
    const target = new URL(postgresAdminUrl());
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    if (name) await runStatement(postgresAdminUrl(), `drop database if exists ${name} with (force)`);
  });

  it("all migrate (one at a time, under the advisory lock), and the demo seed runs once", async () => {
    const migrated = await Promise.all(Array.from({ length: PROCESSES }, () => run("migrate")));
    expect(
      migrated.map((r) => r.code),
      migrated.map((r) => r.output).join("\n"),
    ).toEqual(Array(PROCESSES).fill(0));
    const journal = (await import(path.join(ROOT, "db/migrations/meta/_journal.json"), { with: { type: "json" } })) as {
      default: { entries: unknown[] };
    };
    const [applied] = await query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
    expect(Number(applied?.count)).toBe(journal.default.entries.length);

    const seeded = await Promise.all(Array.from({ length: PROCESSES }, () => run("seed")));
    expect(seeded.map((r) => r.code)).toEqual(Array(PROCESSES).fill(0));
    expect(seeded.filter((r) => r.output.includes("Demo data seeded"))).toHaveLength(1);
    const [employers] = await query<{ count: string }>("select count(*) from employers");
    expect(Number(employers?.count)).toBe(2);
  }, 60_000);
});
