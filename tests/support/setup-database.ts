import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, inject } from "vitest";

import { closeDb, getDb, openPgliteFromTemplate } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";

import { postgresAdminUrl, runStatement } from "./postgres-url";

// Each test file gets its own database, a copy of the run's migrated template
// (tests/support/template-database.ts): an in-memory PGlite loaded from its dump, or a PostgreSQL
// database created from it and dropped afterwards. Nothing depends on data another file or run left.
// Two files may run at once (vitest.config.mts): each worker keeps the keys and files the app
// generates into DATA_DIR in a folder of its own, so two first runs never race to create them.
// (tests/support/fresh-process-state.ts, the setup file before this one, starts each file afresh.)
process.env.DATA_DIR = path.join(process.env.DATA_DIR ?? ".data/test", `worker-${process.env.VITEST_POOL_ID ?? 0}`);
let databaseName: string | undefined;
const admin = (statement: string) => runStatement(postgresAdminUrl(), statement);

beforeAll(async () => {
  resetEnvCache();
  if (process.env.DATABASE_KIND !== "postgres") {
    await openPgliteFromTemplate(new Blob([fs.readFileSync(provided("pgliteTemplateFile"))]));
    return;
  }
  databaseName = `it_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${databaseName} template ${provided("postgresTemplate")}`);
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
  resetEnvCache();
  await getDb();
});

function provided(key: "postgresTemplate" | "pgliteTemplateFile"): string {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: the project's globalSetup must be tests/support/template-database.ts`);
  return value;
}

afterAll(async () => {
  await resetThrottleStore();
  await closeDb();
  if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`);
});
