import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { Client } from "pg";

import { closeDb, getDb, type Db } from "@/db/client";
import { resetEnvCache } from "@/lib/env";

import { runStatement } from "../../tests/support/postgres-url";

import type { DatabaseKind } from "./options";

/** The server the bench creates its throwaway database on; never the `test` database. */
export const postgresAdminUrl = () => process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type Target = {
  kind: DatabaseKind;
  /** For PostgreSQL, the throwaway database's name. */
  databaseName?: string;
  dataDir: string;
  /** The environment every process of this target runs with (bench, floor server, next start). */
  env: Record<string, string>;
};

// One key and session secret per bench run, given to every process explicitly: they must agree on
// what was encrypted during set-up, and nothing is written to a developer's .data/.
const RUN_SECRETS = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  SESSION_SECRET: randomBytes(32).toString("hex"),
};

/** The server's version, or why it cannot be reached. */
export async function probePostgres(): Promise<{ ok: true; version: string } | { ok: false; reason: string }> {
  const client = new Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return { ok: true, version: rows[0]?.server_version ?? "unknown" };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

export const adminQuery = (statement: string) => runStatement(postgresAdminUrl(), statement);

export async function createTarget(kind: DatabaseKind, root: string): Promise<Target> {
  const dataDir = path.join(root, kind);
  fs.mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = {
    ...RUN_SECRETS,
    DATA_DIR: dataDir,
    APP_ENV: "sandbox",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (kind === "pglite") return { kind, dataDir, env: { ...env, DATABASE_URL: "" } };
  const databaseName = `bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${databaseName}`;
  return { kind, databaseName, dataDir, env: { ...env, DATABASE_URL: url.toString() } };
}

export async function dropTarget(target: Target): Promise<void> {
  await closeDb();
  // pool.end() resolves before every backend has gone; give them a moment so the forced drop does
  // not terminate connections that are already closing (harmless, but noisy in the log).
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (target.databaseName) await adminQuery(`drop database if exists ${target.databaseName} with (force)`);
}

/**
 * Opens the target's database in this process (migrating it). On PGlite the bench must close it
 * again (`releaseTarget`) before a server process opens the same data directory.
 */
export async function openTarget(target: Target): Promise<Db> {
  await closeDb();
  for (const [name, value] of Object.entries(target.env)) {
    if (value === "") delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  return getDb();
}

export const releaseTarget = () => closeDb();
