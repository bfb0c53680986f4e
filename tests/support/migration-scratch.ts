import { randomBytes } from "node:crypto";
import path from "node:path";

import { readMigrationFiles } from "drizzle-orm/migrator";
import { Client } from "pg";

import { postgresAdminUrl, runStatement } from "./postgres-url";

// A migration tried on data from before it: a scratch database of the suite's kind (PostgreSQL or
// PGlite), migrated by hand up to the migration, filled by the test, then taken through it.

export type Scratch = { query: (text: string) => Promise<Array<Record<string, unknown>>>; close: () => Promise<void> };

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
      close: async () => {
        await client.end();
        await runStatement(postgresAdminUrl(), `drop database if exists ${name} with (force)`);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite("memory://", { extensions: { pg_trgm } });
  return { query: async (text) => (await db.query<Record<string, unknown>>(text)).rows, close: () => db.close() };
}

/** Migrations `from` up to (not including) `to`, in one transaction, as the migrator runs them. */
export async function applyMigrations(scratch: Scratch, from: number, to: number): Promise<void> {
  await scratch.query("begin");
  for (const migration of migrations.slice(from, to))
    for (const statement of migration.sql) if (statement.trim()) await scratch.query(statement);
  await scratch.query("commit");
}
