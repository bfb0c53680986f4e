import { randomBytes } from "node:crypto";

import { afterAll, beforeAll } from "vitest";

import { closeDb, getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";

import { postgresAdminUrl, runStatement } from "./postgres-url";

// Each test file gets its own database: in-memory PGlite, or a fresh PostgreSQL database that is
// dropped afterwards. Nothing depends on data another file or run left behind.
let databaseName: string | undefined;
const admin = (statement: string) => runStatement(postgresAdminUrl(), statement);

beforeAll(async () => {
  if (process.env.DATABASE_KIND === "postgres") {
    databaseName = `it_${process.pid}_${randomBytes(4).toString("hex")}`;
    await admin(`create database ${databaseName}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${databaseName}`;
    process.env.DATABASE_URL = url.toString();
  }
  resetEnvCache();
  await getDb();
});

afterAll(async () => {
  await closeDb();
  if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`);
});
