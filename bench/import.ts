// Eligibility import, end to end through the service the CLI and the admin page use, in three passes
// (a first import of new people, the same file again, a file with a tenth of its rows changed),
// against two floors for the same rows: a raw COPY into an unindexed scratch table, and a COPY
// into a table with every index of `employees`. `COPY … FROM STDIN` by psql on PostgreSQL (the pg
// client has no COPY support without pg-copy-streams, which is not installed), PGlite's own
// `COPY … FROM '/dev/blob'` on the embedded database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { createImport } from "@/lib/services/imports/create-import";
import { runImport } from "@/lib/services/imports/run-import";
import { systemContext } from "@/lib/services/context";
import { getImportOrThrow } from "@/lib/services/imports/get-import-or-throw";

import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import type { Target } from "./lib/database";
import { elapsedMs, round } from "./lib/stats";

type Floor = { method: string; seconds: number; rowsPerSecond: number };

/** One run of a file through `runImport`: its counts, time, the CPU each side spent, and memory. */
export type ImportPass = {
  name: "new" | "unchanged" | "changed";
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  status: string;
  seconds: number;
  rowsPerSecond: number;
  /** CPU seconds of this process (parse, validate, encrypt, project, serialize). */
  nodeCpuSeconds: number;
  /** CPU seconds of the PostgreSQL backends serving this database (null on PGlite, which runs in this process). */
  databaseCpuSeconds: number | null;
  /** Highest resident set size and V8 heap in use while the pass ran, sampled every 20 ms (MB). */
  peakRssMb: number;
  peakHeapMb: number;
};

export type ImportResult = {
  /** The first pass's figures (every row new): the ones compared across runs and with the floors. */
  rows: number;
  created: number;
  rejected: number;
  status: string;
  seconds: number;
  rowsPerSecond: number;
  floor: Floor;
  ratioToCopy: number;
  /** The first pass against the indexed COPY: the floor issue 28's goal compares with. */
  ratioToIndexedCopy?: number;
  /** CPU seconds per 100,000 rows of the first pass, this process's and PostgreSQL's (null on PGlite). */
  cpuSecondsPer100kRows?: { node: number; postgres: number | null };
  /** COPY of the same rows into a copy of `employees` with all its indexes (no events, no validation). */
  indexedFloor?: Floor;
  passes?: ImportPass[];
  /** Resident set size before the first pass (MB): the peaks are read against it. */
  baselineRssMb?: number;
  note?: string;
};

const COLUMNS = [
  "Employee ID",
  "First Name",
  "Last Name",
  "Email",
  "Employed",
  "Eligible",
  "Payroll Schedule",
  "Birth Date",
  "Address 1",
  "Address 2",
  "City",
  "State",
  "ZIP Code",
  "SSN",
  "Phone",
];
const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
];
const FIRST_NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Dennis", "Frances", "Ken"];
const CITIES: Array<[string, string, string]> = [
  ["San Francisco", "CA", "94105"],
  ["Austin", "TX", "73301"],
  ["Chicago", "IL", "60601"],
  ["Denver", "CO", "80202"],
  ["Boston", "MA", "02108"],
];

/**
 * A realistic file: valid rows, with a few percent missing an SSN, an address or a payroll schedule, or not eligible,
 * so the admin table's filters have something to find.
 */
export function writeEligibilityCsv(
  file: string,
  rows: number,
  scheduleId: number,
  { moved = false }: { moved?: boolean } = {},
): void {
  const fd = fs.openSync(file, "w");
  let chunk = `${COLUMNS.map((c) => `"${c}"`).join(",")}\n`;
  for (let i = 0; i < rows; i++) {
    const [city, state, zip] = CITIES[i % CITIES.length]!;
    const ssn =
      i % 20 === 7
        ? ""
        : `${String(100 + (i % 500)).padStart(3, "0")}-${String(10 + (i % 89)).padStart(2, "0")}-${String(1000 + (i % 8999)).padStart(4, "0")}`;
    // The changed file: every tenth person has moved house (the same people, nothing else different).
    const street = moved && i % 10 === 3 ? "Oak Ave" : "Market St";
    const address =
      i % 20 === 11
        ? ["", "", "", "", ""]
        : [`${1 + (i % 999)} ${street}`, i % 3 === 0 ? `Apt ${i % 50}` : "", city, state, zip];
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

async function copyWithPsql(url: string, statement: string, file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn("psql", [url, "-v", "ON_ERROR_STOP=1", "-q", "-c", statement], {
      stdio: [fs.openSync(file, "r"), "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (data: Buffer) => (stderr += data.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`psql COPY failed (${code}): ${stderr.trim()}`)),
    );
  });
}

// The second floor: the file's columns into a copy of `employees` with every index (two GIN among
// them) and the generated search column; ids and the employer come from column defaults.
const INDEXED_TABLE = (
  employerId: string,
) => `create table if not exists bench_copy_indexed (like employees including all);
  alter table bench_copy_indexed alter column id set default 'empl_' || md5(random()::text);
  alter table bench_copy_indexed alter column employer_id set default '${employerId.replace(/'/g, "''")}'`;
const INDEXED_COLUMNS =
  "external_id, first_name, last_name, email, is_employed, is_eligible, payroll_schedule_id, birth_date, address_line1, address_line2, address_city, address_state, address_postal_code, ssn_encrypted, phone_number";

async function copyInto(db: Db, target: Target, file: string, table: string, columns: string): Promise<number> {
  const statement = `copy ${table}${columns ? ` (${columns})` : ""} from stdin with (format csv, header true)`;
  const started = process.hrtime.bigint();
  if (target.kind === "postgres") await copyWithPsql(target.env.DATABASE_URL!, statement, file);
  else {
    const client = (db as unknown as { $client: PGlite }).$client;
    await client.query(statement.replace("from stdin", "from '/dev/blob'"), [], {
      blob: new Blob([fs.readFileSync(file)]),
    });
  }
  return elapsedMs(started) / 1000;
}

async function checkCount(db: Db, table: string, rows: number): Promise<void> {
  const [count] = (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows;
  if (count?.n !== rows) throw new Error(`COPY into ${table} loaded ${count?.n} rows, expected ${rows}`);
  await db.execute(sql.raw(`drop table ${table}`));
}

async function rawCopy(db: Db, target: Target, file: string, rows: number): Promise<Floor> {
  await db.execute(sql.raw(SCRATCH_TABLE));
  await db.execute(sql`truncate bench_copy_scratch`);
  const seconds = await copyInto(db, target, file, "bench_copy_scratch", "");
  await checkCount(db, "bench_copy_scratch", rows);
  const how = target.kind === "postgres" ? "psql COPY … FROM STDIN (csv)" : "PGlite COPY … FROM '/dev/blob' (csv)";
  return {
    method: `${how} into an unindexed scratch table`,
    seconds: round(seconds),
    rowsPerSecond: Math.round(rows / seconds),
  };
}

async function indexedCopy(db: Db, target: Target, file: string, rows: number, employerId: string): Promise<Floor> {
  for (const statement of INDEXED_TABLE(employerId).split(";\n")) await db.execute(sql.raw(statement));
  const seconds = await copyInto(db, target, file, "bench_copy_indexed", INDEXED_COLUMNS);
  await checkCount(db, "bench_copy_indexed", rows);
  const how = target.kind === "postgres" ? "psql COPY … FROM STDIN (csv)" : "PGlite COPY … FROM '/dev/blob' (csv)";
  return {
    method: `${how} into a copy of employees with all its indexes`,
    seconds: round(seconds),
    rowsPerSecond: Math.round(rows / seconds),
  };
}

/** CPU seconds so far of the PostgreSQL backends connected to this database (same machine: /proc). */
async function databaseCpuSeconds(db: Db, target: Target): Promise<Map<number, number> | null> {
  if (target.kind !== "postgres") return null;
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // Not Linux, or the backend has gone: that pass reports no database CPU.
      return null;
    }
  }
  return ticks;
}

/**
 * CPU spent between two readings: a backend in both, its difference; one the pool opened in
 * between, all of it (it served the pass). One that closed in between is lost: the pool keeps its
 * connections while they are busy, so that is at most an idle one.
 */
function cpuBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return round(total);
}

async function runPass(
  db: Db,
  target: Target,
  tenant: BenchTenant,
  name: ImportPass["name"],
  file: string,
): Promise<ImportPass> {
  const ctx = systemContext(db, "bench", tenant.employerId);
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  }, 20);
  const databaseBefore = await databaseCpuSeconds(db, target);
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  try {
    const created = await createImport({ ctx, fileName: path.basename(file) });
    const counts = await runImport({ ctx, importId: created.id, source: fs.createReadStream(file) });
    const seconds = elapsedMs(started) / 1000;
    const used = process.cpuUsage(cpu);
    const databaseCpu = cpuBetween(databaseBefore, await databaseCpuSeconds(db, target));
    const finished = await getImportOrThrow({ ctx, importId: created.id });
    return {
      name,
      rows: counts.rowsRead,
      created: counts.created,
      updated: counts.updated,
      unchanged: counts.unchanged,
      rejected: counts.rejected,
      status: finished.status,
      seconds: round(seconds),
      rowsPerSecond: Math.round(counts.rowsRead / seconds),
      nodeCpuSeconds: round((used.user + used.system) / 1e6),
      databaseCpuSeconds: databaseCpu,
      peakRssMb: Math.round(peakRss / 1e6),
      peakHeapMb: Math.round(peakHeap / 1e6),
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureImport(
  db: Db,
  target: Target,
  tenant: BenchTenant,
  rows: number,
  workDir: string,
): Promise<ImportResult> {
  const file = path.join(workDir, `eligibility-${rows}.csv`);
  const movedFile = path.join(workDir, `eligibility-${rows}-moved.csv`);
  writeEligibilityCsv(file, rows, tenant.scheduleId);
  writeEligibilityCsv(movedFile, rows, tenant.scheduleId, { moved: true });
  const baselineRssMb = Math.round(process.memoryUsage().rss / 1e6);
  const passes: ImportPass[] = [];
  for (const [name, source] of [
    ["new", file],
    ["unchanged", file],
    ["changed", movedFile],
  ] as const) {
    log(`  import (${name}): ${rows} rows (${Math.round(fs.statSync(source).size / 1024)} KiB) through runImport…`);
    const pass = await runPass(db, target, tenant, name, source);
    log(
      `  import (${name}): ${pass.created} created, ${pass.updated} updated, ${pass.unchanged} unchanged, ${pass.rejected} rejected in ${pass.seconds} s = ${pass.rowsPerSecond} rows/s; ` +
        `CPU node ${pass.nodeCpuSeconds} s, database ${pass.databaseCpuSeconds ?? "–"} s; peak RSS ${pass.peakRssMb} MB, heap ${pass.peakHeapMb} MB`,
    );
    passes.push(pass);
  }
  log("  import: floors (raw COPY, indexed COPY)…");
  const floor = await rawCopy(db, target, file, rows);
  const indexedFloor = await indexedCopy(db, target, file, rows, tenant.employerId);
  const first = passes[0]!;
  const result: ImportResult = {
    rows: first.rows,
    created: first.created,
    rejected: first.rejected,
    status: first.status,
    seconds: first.seconds,
    rowsPerSecond: first.rowsPerSecond,
    floor,
    ratioToCopy: round(first.rowsPerSecond / floor.rowsPerSecond, 3),
    ratioToIndexedCopy: round(first.rowsPerSecond / indexedFloor.rowsPerSecond, 3),
    cpuSecondsPer100kRows: {
      node: round((first.nodeCpuSeconds * 100_000) / first.rows),
      postgres: first.databaseCpuSeconds === null ? null : round((first.databaseCpuSeconds * 100_000) / first.rows),
    },
    indexedFloor,
    passes,
    baselineRssMb,
  };
  log(
    `  import: ${first.rowsPerSecond} rows/s vs raw COPY ${floor.rowsPerSecond} rows/s (${result.ratioToCopy}×), indexed COPY ${indexedFloor.rowsPerSecond} rows/s`,
  );
  return result;
}
