import { closeDb, getDb } from "@/db/client";
import { describeDemo, SEED_REFUSES_PRODUCTION, seedDemoData, seedIfEmpty } from "./seed";

// `npm run seed` adds the demo employers to an empty database; `-- --force` adds another set.
// On the embedded database, stop the server first: PGlite serves one process only. Never in
// production (APP_ENV=production): it says so and exits 1, as the server never seeds there.
async function main() {
  // Before the settings are read or the database opened: the answer does not depend on them.
  if (process.env.APP_ENV === "production") {
    console.error(SEED_REFUSES_PRODUCTION);
    process.exit(1);
  }
  const db = await getDb();
  const seeded = process.argv.includes("--force") ? await seedDemoData(db) : await seedIfEmpty(db);
  console.log(
    seeded
      ? describeDemo(seeded)
      : "The database already has employers; nothing seeded (use -- --force to add another demo set).",
  );
  await closeDb();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
