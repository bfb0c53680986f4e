import path from "node:path";

import { drizzle } from "drizzle-orm/node-postgres";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Client, ClientBase, Pool, PoolClient } from "pg";

import { grantServingRole } from "./serving-role";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");
/** pg_advisory_lock key held while migrating ("benefits:migrate"; any constant shared by all instances). */
const MIGRATION_LOCK_KEY = 7_236_405_191_880_337_001n.toString();

/**
 * Applies pending migrations to PostgreSQL. Many app instances and workers may start at once on one
 * database: migrations run on one connection holding a session advisory lock, so the others wait
 * and then find nothing to do (drizzle's own CREATE SCHEMA / CREATE TYPE would otherwise race).
 *
 * - `migrationUrl` (MIGRATION_DATABASE_URL) set: they run as that role, the schema's owner, on a
 *   connection of its own, which then grants the role the pool serves with what the app needs
 *   (db/serving-role.ts) — on the audit trail no more than reading and appending.
 * - unset: on a connection of the pool, as one role. When nothing is pending nothing runs, so an
 *   instance serving with a role of its own opens a database someone else migrated (`npm run
 *   migrate` with MIGRATION_DATABASE_URL, docs/deploy.md); with migrations pending, that role's
 *   refusal says what to do.
 */
export async function migratePostgres({ pool, migrationUrl }: { pool: Pool; migrationUrl?: string }): Promise<void> {
  if (!migrationUrl) {
    const client = await pool.connect();
    try {
      await underMigrationLock(client, () => migrateIfPending(client));
    } catch (error) {
      // A connection in an unknown state (mid-lock, mid-migration) is not handed back to the pool.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    client.release();
    return;
  }
  const servingRole = (await pool.query<{ role: string }>("select current_user as role")).rows[0]!.role;
  const { Client } = await import("pg");
  const owner = new Client({ connectionString: migrationUrl });
  await owner.connect();
  try {
    await underMigrationLock(owner, async () => {
      await migrate(drizzle(owner), { migrationsFolder: MIGRATIONS_FOLDER });
      const ownerRole = (await owner.query<{ role: string }>("select current_user as role")).rows[0]!.role;
      if (ownerRole !== servingRole) await grantServingRole(owner, servingRole);
    });
  } finally {
    await owner.end();
  }
}

async function underMigrationLock(client: ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}

async function migrateIfPending(client: PoolClient | Client): Promise<void> {
  const pending = await pendingMigrations(client);
  if (pending === 0) return;
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    const failure = (error as { cause?: { code?: unknown } }).cause ?? error;
    if ((failure as { code?: unknown }).code !== "42501") throw error;
    throw new Error(
      `DATABASE_URL's role may not apply the ${pending ?? "pending"} migrations (permission denied): ` +
        "set MIGRATION_DATABASE_URL to the role that owns the schema, or run `npm run migrate` with it first " +
        '(docs/deploy.md, "Database roles")',
      { cause: error },
    );
  }
}

/**
 * How many migrations the database has not applied (drizzle's rule: those newer than the last
 * applied); undefined when that cannot be read (a new database, or a role not granted to read it),
 * which leaves it to drizzle's migrator.
 */
async function pendingMigrations(client: ClientBase): Promise<number | undefined> {
  let last: number;
  try {
    const { rows } = await client.query<{ last: string | null }>(
      "select max(created_at)::text as last from drizzle.__drizzle_migrations",
    );
    last = rows[0]?.last === null || rows[0]?.last === undefined ? -Infinity : Number(rows[0].last);
  } catch {
    return undefined;
  }
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).filter(
    (migration) => migration.folderMillis > last,
  ).length;
}
