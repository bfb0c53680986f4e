import { randomBytes } from "node:crypto";

import { postgresAdminUrl, runStatement } from "./postgres-url";

// The two roles of docs/deploy.md ("Database roles") for tests: random names, dropped afterwards.

/** `url` connecting as `role` to `database` (the test server trusts local connections). */
function urlFor(role: string, database?: string): string {
  const url = new URL(postgresAdminUrl());
  url.username = role;
  url.password = "";
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh, empty database owned by a role of its own (it migrates), and the app's role (it serves,
 * and owns nothing), neither a superuser; the migrations are left to the app.
 */
export async function createTwoRoleDatabase() {
  const tag = randomBytes(4).toString("hex");
  const owner = `it_owner_${tag}`;
  const app = `it_app_${tag}`;
  const database = `it_roles_${tag}`;
  const admin = (statement: string) => runStatement(postgresAdminUrl(), statement);
  await admin(`create role ${owner} login`);
  await admin(`create role ${app} login`);
  await admin(`create database ${database} owner ${owner}`);
  return {
    owner,
    app,
    database,
    ownerUrl: urlFor(owner, database),
    appUrl: urlFor(app, database),
    drop: async () => {
      await admin(`drop database if exists ${database} with (force)`);
      await admin(`drop role if exists ${app}`);
      await admin(`drop role if exists ${owner}`);
    },
  };
}

/**
 * A role to serve the database at `databaseUrl` with, beside the role that owns it (the migrator
 * grants it its privileges); `drop()` takes those back and drops it.
 */
export async function createServingRole(databaseUrl: string) {
  const role = `it_app_${randomBytes(4).toString("hex")}`;
  await runStatement(postgresAdminUrl(), `create role ${role} login`);
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = "";
  return {
    role,
    url: url.toString(),
    drop: async () => {
      await runStatement(databaseUrl, `drop owned by ${role}`);
      await runStatement(postgresAdminUrl(), `drop role if exists ${role}`);
    },
  };
}
