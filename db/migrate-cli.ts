import { closeDb, getDbHandle } from "./client";

// Opening the database applies pending migrations; this script does only that.
async function main() {
  const handle = await getDbHandle();
  console.log(`Migrations applied (${handle.kind}).`);
  await closeDb();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
