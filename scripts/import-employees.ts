// `npm run import -- --employer empr_… [--full | --changes] path/to/eligibility.csv`: the
// eligibility-file import from the command line, with the same validation, upsert, full-file rule
// and report as the admin page. Without --full or --changes the file is read as its name (…_FULL.csv)
// or the employer's setting says. Exit 0 when applied, 3 when a full file is held for HR to confirm
// in the admin area, 1 when it failed. On the embedded database stop the server first (PGlite
// serves one process); on PostgreSQL run it any time.
import fs from "node:fs";
import path from "node:path";

import { closeDb, getDb } from "@/db/client";
import { createImport } from "@/lib/services/imports/create-import";
import { runImport } from "@/lib/services/imports/run-import";
import { getImportOrThrow } from "@/lib/services/imports/get-import-or-throw";
import { systemContext } from "@/lib/services/context";

const USAGE = "usage: npm run import -- --employer <employerId> [--full | --changes] <file.csv>";

async function main() {
  const args = process.argv.slice(2);
  const employerIndex = args.indexOf("--employer");
  const employerId = employerIndex >= 0 ? args[employerIndex + 1] : undefined;
  const file = args.find((arg, index) => !arg.startsWith("--") && index !== employerIndex + 1);
  const unknown = args.filter((arg) => arg.startsWith("--") && !["--employer", "--full", "--changes"].includes(arg));
  if (!employerId || !file || unknown.length > 0 || (args.includes("--full") && args.includes("--changes"))) {
    console.error(USAGE);
    process.exit(2);
  }
  const mode = args.includes("--full") ? "full" : args.includes("--changes") ? "changes" : undefined;
  const db = await getDb();
  const started = Date.now();
  const ctx = systemContext(db, "cli", employerId);
  const created = await createImport({ ctx, fileName: path.basename(file), mode });
  const counts = await runImport({ ctx, importId: created.id, source: fs.createReadStream(file) });
  const result = await getImportOrThrow({ ctx, importId: created.id });
  const seconds = (Date.now() - started) / 1000;
  const held =
    result.status === "held"
      ? { population: result.population, missing: result.missing, heldUntil: result.heldUntil }
      : {};
  console.log(
    JSON.stringify({
      importId: created.id,
      mode: result.mode,
      status: result.status,
      failure: result.failure,
      ...counts,
      ...held,
      seconds,
      rowsPerSecond: Math.round(counts.rowsRead / seconds),
    }),
  );
  await closeDb();
  if (result.status === "held") process.exit(3);
  if (result.status !== "completed") process.exit(1);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
