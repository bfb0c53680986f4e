// `npm run import -- --employer empr_… path/to/eligibility.csv`: the eligibility-file import from
// the command line, with the same validation, upsert and report as the admin page. On the embedded
// database stop the server first (PGlite serves one process); on PostgreSQL run it any time.
import fs from "node:fs";
import path from "node:path";

import { closeDb, getDb } from "@/db/client";
import { createImport, runImport } from "@/lib/services/admin/import-employees";
import { systemContext } from "@/lib/services/context";
import { getImportOrThrow } from "@/lib/services/admin/import-queries";

async function main() {
  const args = process.argv.slice(2);
  const employerIndex = args.indexOf("--employer");
  const employerId = employerIndex >= 0 ? args[employerIndex + 1] : undefined;
  const file = args.find((arg, index) => !arg.startsWith("--") && index !== employerIndex + 1);
  if (!employerId || !file) {
    console.error("usage: npm run import -- --employer <employerId> <file.csv>");
    process.exit(2);
  }
  const db = await getDb();
  const started = Date.now();
  const ctx = systemContext(db, "cli", employerId);
  const created = await createImport({ ctx, fileName: path.basename(file) });
  const counts = await runImport({ ctx, importId: created.id, source: fs.createReadStream(file) });
  const result = await getImportOrThrow({ ctx, importId: created.id });
  const seconds = (Date.now() - started) / 1000;
  console.log(JSON.stringify({ importId: created.id, status: result.status, failure: result.failure, ...counts, seconds, rowsPerSecond: Math.round(counts.rowsRead / seconds) }));
  await closeDb();
  if (result.status !== "completed") process.exit(1);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
