import { randomBytes } from "node:crypto";
import path from "node:path";

import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Client } from "pg";
import { afterAll, beforeAll, expect } from "vitest";

import type { Db } from "@/db/client";
import * as schema from "@/db/schema";

import { postgresAdminUrl, runStatement } from "./postgres-url";

// A migration tried on data from before it: a scratch database of the suite's kind (PostgreSQL or
// PGlite), migrated by hand up to the migration, filled by the test, then taken through it.

export type Scratch = {
  query: (text: string) => Promise<Array<Record<string, unknown>>>;
  /** The app's Drizzle client over the scratch database: to run the use cases on migrated data. */
  db: Db;
  close: () => Promise<void>;
};

export const migrations = readMigrationFiles({ migrationsFolder: path.join(process.cwd(), "db", "migrations") });

/** The index of the first migration with a statement containing `text` (-1 when none has). */
export const migrationWith = (text: string) =>
  migrations.findIndex((migration) => migration.sql.some((statement) => statement.includes(text)));

export async function openScratch(): Promise<Scratch> {
  if (process.env.DATABASE_KIND === "postgres") {
    const name = `it_migration_${randomBytes(4).toString("hex")}`;
    await runStatement(postgresAdminUrl(), `create database ${name}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${name}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    return {
      query: async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>,
      db: drizzlePg(client, { schema, casing: "snake_case" }),
      close: async () => {
        await client.end();
        await runStatement(postgresAdminUrl(), `drop database if exists ${name} with (force)`);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite("memory://", { extensions: { pg_trgm } });
  return {
    query: async (text) => (await db.query<Record<string, unknown>>(text)).rows,
    // The same cast as db/client.ts: the app's statements run alike on either driver.
    db: drizzlePglite(db, { schema, casing: "snake_case" }) as unknown as Db,
    close: () => db.close(),
  };
}

/** Migrations `from` up to (not including) `to`, in one transaction, as the migrator runs them. */
export async function applyMigrations(scratch: Scratch, from: number, to: number): Promise<void> {
  await scratch.query("begin");
  for (const migration of migrations.slice(from, to))
    for (const statement of migration.sql) if (statement.trim()) await scratch.query(statement);
  await scratch.query("commit");
}

/**
 * A file's scratch database, opened in beforeAll and migrated up to (not through) the first
 * migration with a statement containing `marker`, closed in afterAll. `query` runs on it (the test
 * fills it with data from before the migration); `migrate` then takes it through that migration.
 */
export function scratchBeforeMigration(
  marker: string,
): Pick<Scratch, "query"> & { db: () => Db; migrate: () => Promise<void> } {
  const index = migrationWith(marker);
  let scratch: Scratch | undefined;
  beforeAll(async () => {
    expect(index).toBeGreaterThan(0);
    scratch = await openScratch();
    await applyMigrations(scratch, 0, index);
  });
  afterAll(async () => scratch?.close());
  const opened = () => {
    if (!scratch) throw new Error("scratchBeforeMigration: used before beforeAll");
    return scratch;
  };
  return {
    query: (text) => opened().query(text),
    db: () => opened().db,
    migrate: () => applyMigrations(opened(), index, index + 1),
  };
}
