// Eligibility import, end to end through the service the CLI and the admin page use, against a raw
// COPY of the same rows into a scratch table: `COPY … FROM STDIN` by psql on PostgreSQL (the pg
// client has no COPY support without pg-copy-streams, which is not installed), PGlite's own
// `COPY … FROM '/dev/blob'` on the embedded database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { createImport, runImport } from "@/lib/services/admin/import-employees";
import { systemContext } from "@/lib/services/context";
import { getImportOrThrow } from "@/lib/services/admin/import-queries";

import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import type { Target } from "./lib/database";
import { elapsedMs, round } from "./lib/stats";

export type ImportResult = {
  rows: number;
  created: number;
  rejected: number;
  status: string;
  seconds: number;
  rowsPerSecond: number;
  floor: { method: string; seconds: number; rowsPerSecond: number };
  ratioToCopy: number;
  note?: string;
};

const COLUMNS = ["Employee ID", "First Name", "Last Name", "Email", "Employed", "Eligible", "Payroll Schedule", "Birth Date", "Address 1", "Address 2", "City", "State", "ZIP Code", "SSN", "Phone"];
const LAST_NAMES = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin"];
const FIRST_NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Dennis", "Frances", "Ken"];
const CITIES: Array<[string, string, string]> = [["San Francisco", "CA", "94105"], ["Austin", "TX", "73301"], ["Chicago", "IL", "60601"], ["Denver", "CO", "80202"], ["Boston", "MA", "02108"]];

/**
 * A realistic file: valid rows, with a few percent missing an SSN, an address or a payroll schedule, or not eligible,
 * so the admin table's filters have something to find.
 */
export function writeEligibilityCsv(file: string, rows: number, scheduleId: number): void {
  const fd = fs.openSync(file, "w");
  let chunk = `${COLUMNS.map((c) => `"${c}"`).join(",")}\n`;
  for (let i = 0; i < rows; i++) {
    const [city, state, zip] = CITIES[i % CITIES.length]!;
    const ssn = i % 20 === 7 ? "" : `${String(100 + (i % 500)).padStart(3, "0")}-${String(10 + (i % 89)).padStart(2, "0")}-${String(1000 + (i % 8999)).padStart(4, "0")}`;
    const address = i % 20 === 11 ? ["", "", "", "", ""] : [`${1 + (i % 999)} Market St`, i % 3 === 0 ? `Apt ${i % 50}` : "", city, state, zip];
    const birth = `${1960 + (i % 40)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
    const row = [
      `E${String(i).padStart(7, "0")}`,
      FIRST_NAMES[i % FIRST_NAMES.length]!,
      `${LAST_NAMES[(i * 7) % LAST_NAMES.length]!}${i % 97 === 0 ? "-Lee" : ""}`,
      `employee${i}@example.com`,
      "yes",
      i % 33 === 5 ? "no" : "yes",
      // One in 50 without a schedule: HR's to fix (the "needs HR action" filter finds them).
      i % 50 === 13 ? "" : String(scheduleId),
      birth,
      ...address,
      ssn,
      `+1415555${String(1000 + (i % 8999)).padStart(4, "0")}`,
    ];
    chunk += `${row.join(",")}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = "";
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
}

const SCRATCH_TABLE = `create table if not exists bench_copy_scratch (
  external_id text, first_name text, last_name text, email text, employed boolean, eligible boolean,
  payroll_schedule integer, birth_date date, address1 text, address2 text, city text, state text,
  zip text, ssn text, phone text)`;

async function copyWithPsql(url: string, file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn("psql", [url, "-v", "ON_ERROR_STOP=1", "-q", "-c", "copy bench_copy_scratch from stdin with (format csv, header true)"], {
      stdio: [fs.openSync(file, "r"), "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (data: Buffer) => (stderr += data.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`psql COPY failed (${code}): ${stderr.trim()}`))));
  });
}

async function rawCopy(db: Db, target: Target, file: string, rows: number): Promise<ImportResult["floor"]> {
  await db.execute(sql.raw(SCRATCH_TABLE));
  await db.execute(sql`truncate bench_copy_scratch`);
  const started = process.hrtime.bigint();
  let method: string;
  if (target.kind === "postgres") {
    method = "psql COPY … FROM STDIN (csv) into an unindexed scratch table";
    await copyWithPsql(target.env.DATABASE_URL!, file);
  } else {
    method = "PGlite COPY … FROM '/dev/blob' (csv) into an unindexed scratch table";
    const client = (db as unknown as { $client: PGlite }).$client;
    await client.query("copy bench_copy_scratch from '/dev/blob' with (format csv, header true)", [], { blob: new Blob([fs.readFileSync(file)]) });
  }
  const seconds = elapsedMs(started) / 1000;
  const [count] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from bench_copy_scratch`)).rows;
  if (count?.n !== rows) throw new Error(`raw COPY loaded ${count?.n} rows, expected ${rows}`);
  await db.execute(sql`drop table bench_copy_scratch`);
  return { method, seconds: round(seconds), rowsPerSecond: Math.round(rows / seconds) };
}

export async function measureImport(db: Db, target: Target, tenant: BenchTenant, rows: number, workDir: string): Promise<ImportResult> {
  const file = path.join(workDir, `eligibility-${rows}.csv`);
  writeEligibilityCsv(file, rows, tenant.scheduleId);
  log(`  import: ${rows} rows (${Math.round(fs.statSync(file).size / 1024)} KiB) through runImport…`);
  const started = process.hrtime.bigint();
  const ctx = systemContext(db, "bench", tenant.employerId);
  const created = await createImport({ ctx, fileName: path.basename(file) });
  const counts = await runImport({ ctx, importId: created.id, source: fs.createReadStream(file) });
  const seconds = elapsedMs(started) / 1000;
  const finished = await getImportOrThrow({ ctx, importId: created.id });
  log(`  import: ${counts.created} created, ${counts.rejected} rejected in ${round(seconds)} s; raw COPY floor…`);
  const floor = await rawCopy(db, target, file, rows);
  const rowsPerSecond = Math.round(counts.rowsRead / seconds);
  const result: ImportResult = {
    rows: counts.rowsRead,
    created: counts.created,
    rejected: counts.rejected,
    status: finished.status,
    seconds: round(seconds),
    rowsPerSecond,
    floor,
    ratioToCopy: round(rowsPerSecond / floor.rowsPerSecond, 3),
  };
  log(`  import: ${rowsPerSecond} rows/s vs raw COPY ${floor.rowsPerSecond} rows/s (${result.ratioToCopy}×)`);
  return result;
}
