import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { dumpMigratedPglite, migratePostgresTemplate } from "@/db/client";

import { postgresAdminUrl, runStatement } from "./postgres-url";

declare module "vitest" {
  interface ProvidedContext {
    /** PostgreSQL suite: the migrated database each test file's database is created from. */
    postgresTemplate: string | undefined;
    /** PGlite suite: a dumpDataDir tarball of a migrated database, loaded by each test file. */
    pgliteTemplateFile: string | undefined;
  }
}

// vitest globalSetup, once per project and run: a fresh database costs ~3 s of initdb (PGlite) or
// ~2.5 s of migrations (PostgreSQL) — paid here once instead of by each of the ~55 files.
// The name carries this process's id and random bytes, so concurrent runs never share a template.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tag = `${process.pid}_${randomBytes(4).toString("hex")}`;
  if (project.config.env.DATABASE_KIND === "postgres") {
    const name = `it_template_${tag}`;
    await runStatement(postgresAdminUrl(), `create database ${name}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${name}`;
    await migratePostgresTemplate(url.toString());
    project.provide("postgresTemplate", name);
    return () => runStatement(postgresAdminUrl(), `drop database if exists ${name} with (force)`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `pglite-template-${tag}-`));
  const file = path.join(folder, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}
