import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";

import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { tracePgliteQueries, tracePoolCheckout, traceQueries } from "@/lib/telemetry/db-spans";

import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";
import { MIGRATIONS_FOLDER, migratePostgres } from "./migrate";
import { auditRewritableBy } from "./serving-role";
import { prepareRepeatedStatements } from "./statement-cache";

// Both drivers expose the same query builder; services are written against the node-postgres
// type and the PGlite instance is presented through it (the runtime API is identical).
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

/** Connections by state, for the db_pool_connections gauge (PGlite is one connection). */
export type PoolStats = { total: number; idle: number; waiting: number };
type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void>; poolStats: () => PoolStats };
type PgliteHandle = Handle & { client: PGlite };

// One handle per process; Next.js may load this module more than once, globalThis survives that.
const globalForDb = globalThis as unknown as { __dbHandle?: Promise<Handle> };

export function getDbHandle(): Promise<Handle> {
  refuseDuringBuild();
  return globalForDb.__dbHandle ?? holdHandle(openDatabase());
}

/** Keeps the process's one handle; a failed open is forgotten, so the next call tries again. */
function holdHandle(opening: Promise<Handle>): Promise<Handle> {
  globalForDb.__dbHandle = opening.catch((error: unknown) => {
    globalForDb.__dbHandle = undefined;
    throw error;
  });
  return globalForDb.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.__dbHandle;
  globalForDb.__dbHandle = undefined;
  if (handle) await (await handle).close();
}

/**
 * `next build` prerenders pages in worker processes (it sets NEXT_PHASE for them: next's
 * build/index.js, before it starts its static workers). A page that reaches the database there
 * would migrate it, and with the embedded one hold its lock while `npm start` starts the server.
 * Refusing turns that into a build error that names the code path, instead of a server that
 * cannot start.
 */
function refuseDuringBuild() {
  if (process.env.NEXT_PHASE !== "phase-production-build") return;
  const caller = new Error().stack
    ?.split("\n")
    .slice(2)
    .find((line) => !line.includes("getDb"));
  const message =
    `No database during \`next build\`: something asked for one while the build prerendered a page ` +
    `(${caller?.trim() ?? "caller unknown"}). Pages and layouts must read the session — cookies(), headers() ` +
    "or connection() — before they touch data, so that the page is rendered per request (lib/api/page-session.ts).";
  // Next.js drops the error of a prerender that has meanwhile gone dynamic (a cookies() read beside
  // it), so the refusal is also written to the build's output, where the first-run journey looks.
  console.error(message);
  throw new Error(message);
}

async function openDatabase(): Promise<Handle> {
  const env = getEnv();
  if (env.DATABASE_URL?.startsWith("postgres")) {
    return openPostgres(env.DATABASE_URL, env.PG_POOL_MAX, {
      migrationUrl: env.MIGRATION_DATABASE_URL,
      refuseAuditWriter: env.APP_ENV === "production",
    });
  }
  const dataDir = env.DATABASE_URL === "memory://" ? undefined : path.resolve(env.DATA_DIR, "pglite");
  return openPglite(dataDir);
}

async function openPostgres(
  url: string,
  max: number,
  { migrationUrl, refuseAuditWriter = false }: { migrationUrl?: string; refuseAuditWriter?: boolean } = {},
): Promise<Handle> {
  const { Pool: PgPool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool: Pool = new PgPool({ connectionString: url, max });
  // An idle client whose connection dies (server restart, failover, a terminated backend) is
  // reported on the pool; without a listener Node treats it as uncaught and the process exits.
  // The pool has already discarded that client, and the next query opens a fresh one.
  pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL connection lost"));
  // Every connection the pool opens gets its queries traced (a flag check while tracing is off).
  // Statements that repeat are parsed and planned once per connection (db/statement-cache.ts).
  pool.on("connect", (connection) => {
    prepareRepeatedStatements(connection);
    traceQueries(connection);
  });
  // And the wait for a pooled connection, apart from the statements (bench/lib/traces.ts breakdownOf).
  tracePoolCheckout(pool);
  const db = drizzle(pool, { schema, casing: "snake_case" });
  try {
    // Under an advisory lock, as MIGRATION_DATABASE_URL's role when it is set (db/migrate.ts).
    await migratePostgres({ pool, migrationUrl });
    // Production serves only with a role that cannot rewrite the audit trail (docs/security.md#audit-trail).
    const rewrites = refuseAuditWriter ? await auditRewritableBy(pool) : undefined;
    if (rewrites)
      throw new Error(
        `DATABASE_URL: the role it connects as ${rewrites}, so the app could rewrite the audit trail. Production ` +
          "serves with a role of its own, and migrates with MIGRATION_DATABASE_URL, the role that owns the schema " +
          '(docs/deploy.md, "Database roles").',
      );
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: "postgres",
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<PgliteHandle> {
  const { PGlite: PGliteClass } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let releaseLock = () => {};
  if (dataDir) {
    // PGlite neither creates parent directories nor locks against a second process.
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  // Extensions the migrations create must be loaded into PGlite first (PostgreSQL ships them).
  // (An undefined first argument would drop the options: in-memory is named explicitly.)
  const client: PGlite = new PGliteClass(dataDir ?? "memory://", { extensions: { pg_trgm }, loadDataDir: template });
  tracePgliteQueries(client);
  const pgliteDb = drizzle(client, { schema, casing: "snake_case" });
  await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    client,
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

// Test templates (issue 24 item 6): the suites make one migrated database per run and give each
// test file a copy, instead of initialising and migrating one per file. Migrations still run on
// the copy, so a stale template is brought up to date rather than trusted.

/** Migrates the PostgreSQL database at `url` and disconnects: a template for `CREATE DATABASE … TEMPLATE`. */
export async function migratePostgresTemplate(url: string): Promise<void> {
  await (await openPostgres(url, 1)).close();
}

/** A tarball (PGlite's dumpDataDir) of a freshly migrated in-memory database. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const handle = await openPglite(undefined);
  try {
    return await handle.client.dumpDataDir("none");
  } finally {
    await handle.close();
  }
}

/** Opens this process's database as an in-memory PGlite loaded from `template` (dumpMigratedPglite): no initdb. */
export function openPgliteFromTemplate(template: Blob): Promise<Db> {
  if (globalForDb.__dbHandle) throw new Error("openPgliteFromTemplate: this process already has a database open");
  return holdHandle(openPglite(undefined, template)).then((handle) => handle.db);
}
