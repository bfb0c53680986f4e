import { getEnv } from "@/lib/env";

import { closeDb, getDbHandle } from "./client";

// Opening the database applies pending migrations; this script does only that. With
// MIGRATION_DATABASE_URL they run as that role, which then grants DATABASE_URL's role what the app
// needs (docs/deploy.md, "Database roles"): the release step of a deployment whose instances serve
// without the owner's credentials.
async function main() {
  const handle = await getDbHandle();
  console.log(
    getEnv().MIGRATION_DATABASE_URL
      ? `Migrations applied (${handle.kind}) as MIGRATION_DATABASE_URL's role; DATABASE_URL's role granted what the app needs.`
      : `Migrations applied (${handle.kind}).`,
  );
  await closeDb();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
