// A large employer's people, written by COPY (issue 43, item 5). Each stage of onboarding is first
// reached by one real employee, through the service functions the API calls (so its requirement
// columns are what the code computes); the population is then cloned from those templates with
// its own ids, names, e-mails, external ids, SSNs (encrypted under the clone's own id), addresses and
// dates, in the proportions of STAGES, and streamed into `employees` by `COPY … FROM STDIN`.
import { spawn } from "node:child_process";
import { once } from "node:events";

import { Client } from "pg";

import { encrypt } from "@/lib/crypto/encryption";
import { createId } from "@/lib/ids";
import { ssnContext } from "@/lib/services/employee-columns";
import { ssnFingerprint } from "@/lib/services/ssn-fingerprint";

import { elapsedMs, round } from "./stats";

/**
 * A mature program's spread, most of whom never start (benefit take-up is low): the share of the
 * population at each stage, in percent. The stage names are the templates' (bench/scale.ts).
 */
export const STAGES = {
  "eligible, not started": 40,
  "personal data, no agreement": 10,
  "agreement accepted, no income": 6,
  "income passed, identity not started": 4,
  "identity at the provider": 1,
  "documents asked for": 2,
  "identity failed": 1,
  "income failed (decided)": 2,
  "no payroll schedule (HR to fix)": 3,
  "not eligible (HR to fix)": 3,
  complete: 28,
} as const;
export type Stage = keyof typeof STAGES;

export type Template = { stage: Stage; employeeId: string; ssn: string | null };

// The surnames of the 1990 US census's top of the list, about as frequent as there (Smith ≈ 1 %),
// and a long tail made of syllables, so that a search for a common name finds ~10,000 people in a
// million and one for a rare name a handful.
const COMMON_SURNAMES: Array<[string, number]> = [
  ["Smith", 100],
  ["Johnson", 81],
  ["Williams", 70],
  ["Jones", 62],
  ["Brown", 62],
  ["Davis", 48],
  ["Miller", 42],
  ["Wilson", 34],
  ["Moore", 31],
  ["Taylor", 31],
  ["Anderson", 31],
  ["Thomas", 31],
  ["Jackson", 31],
  ["White", 28],
  ["Harris", 28],
  ["Martin", 27],
  ["Thompson", 27],
  ["Garcia", 25],
  ["Martinez", 23],
  ["Robinson", 23],
];
const SYLLABLES = ["ka", "lo", "ver", "mi", "stra", "den", "bor", "ta", "ne", "quin", "ros", "hal", "pe", "du", "wen"];
const FIRST_NAMES = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Maria",
  "José",
  "Wei",
  "Aisha",
];

/** A deterministic, well-spread hash of an index (so a run is reproducible without a stored file). */
export function mix(index: number, salt = 0): number {
  let h = (index ^ (salt * 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const COMMON_WEIGHT = COMMON_SURNAMES.reduce((sum, [, weight]) => sum + weight, 0);

/** About 9 % of people have one of the common surnames, weighted as above; the rest a rare one. */
export function surnameOf(index: number): string {
  const roll = mix(index, 1) % 10_000;
  if (roll < COMMON_WEIGHT) {
    let left = roll;
    for (const [name, weight] of COMMON_SURNAMES) {
      if (left < weight) return name;
      left -= weight;
    }
  }
  const h = mix(index, 2);
  const pick = (shift: number) => SYLLABLES[(h >>> shift) % SYLLABLES.length]!;
  const name = `${pick(0)}${pick(4)}${pick(8)}${h % 3 === 0 ? pick(12) : ""}`;
  return name[0]!.toUpperCase() + name.slice(1);
}

/** The stage of person `index`, in the proportions of STAGES. */
export function stageOf(index: number): Stage {
  let roll = mix(index, 3) % 100;
  for (const [stage, share] of Object.entries(STAGES) as Array<[Stage, number]>) {
    if (roll < share) return stage;
    roll -= share;
  }
  return "complete";
}

/** COPY's CSV: NULL unquoted and empty, every value quoted, quotes doubled. */
const csv = (value: string | null) => (value === null ? "" : `"${value.replace(/"/g, '""')}"`);

type RawRow = Record<string, string | null>;

/** Every column COPY may write (generated ones are PostgreSQL's), and the templates as stored (text). */
async function readTemplates(client: Client, templates: readonly Template[]) {
  const { rows: columns } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'employees' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const names = columns.map((c) => c.column_name);
  // As text, exactly as COPY reads it back (arrays, timestamps, booleans).
  const { rows } = await client.query<RawRow>({
    text: `select ${names.map((n) => `${n}::text as ${n}`).join(", ")} from employees where id = any($1)`,
    values: [templates.map((t) => t.employeeId)],
  });
  const byStage = new Map<Stage, { row: RawRow; ssn: string | null }>();
  for (const template of templates) {
    const row = rows.find((r) => r.id === template.employeeId);
    if (!row) throw new Error(`template ${template.stage} (${template.employeeId}) is not in employees`);
    byStage.set(template.stage, { row, ssn: template.ssn });
  }
  return { names, byStage };
}

const YEAR_MS = 365.25 * 24 * 3_600_000;

/** Clone number `index` of the population of `total`, hired in order over the last three years. */
function cloneRow(template: { row: RawRow; ssn: string | null }, index: number, total: number, now: number): RawRow {
  const id = createId("empl");
  const first = FIRST_NAMES[mix(index, 4) % FIRST_NAMES.length]!;
  const last = surnameOf(index);
  const created = now - 3 * YEAR_MS + (index / total) * (3 * YEAR_MS - 3_600_000);
  const at = (offsetMs: number) => new Date(Math.min(now, created + offsetMs)).toISOString();
  const row = template.row;
  // The last four keep what the sandbox's test values mean (…1111 asks for documents): the rest varies.
  const ssn = template.ssn
    ? `${String(100 + (mix(index, 5) % 600)).padStart(3, "0")}${String(10 + (mix(index, 6) % 89)).padStart(2, "0")}${template.ssn.slice(-4)}`
    : null;
  return {
    ...row,
    id,
    external_id: `E${String(index).padStart(8, "0")}`,
    first_name: first,
    last_name: last,
    email: `${first}.${last}.${index}@example.com`.toLowerCase(),
    ssn_encrypted: ssn ? encrypt(ssn, ssnContext(id)) : null,
    // The clones' SSNs repeat (a million cannot all end in their template's four digits), which one
    // employer's employees may not: each clone's fingerprint is made unique, as real ones are, so
    // the unique index is the size and shape it is in production.
    ssn_fingerprint: ssn ? ssnFingerprint(row.employer_id!, `${ssn}:${index}`) : null,
    address_line1: row.address_line1 === null ? null : `${1 + (mix(index, 7) % 9_999)} Market St`,
    payment_customer_id: null,
    created_at: at(0),
    updated_at: at(2 * 86_400_000),
    requirements_evaluated_at: row.requirements_evaluated_at === null ? null : at(2 * 86_400_000),
    // Announced long ago, as for anyone complete before the bench: the worker has nothing to send.
    onboarding_completed_at: row.requirements_complete === "true" ? at(2 * 86_400_000) : null,
    invited_at: row.invited_at === null ? null : at(86_400_000),
    last_active_at: row.last_active_at === null ? null : at(2 * 86_400_000),
  };
}

export type PopulationLoad = { rows: number; seconds: number; rowsPerSecond: number; indexSeconds: number | null };

/**
 * Clones `count` people (numbered from `from`, of a final population of `total`) into `employees` by
 * psql's COPY. With `rebuildIndexes` the table's secondary indexes are dropped first and built again
 * after (as pg_restore does for a large load), which is several times faster than keeping them.
 */
export async function copyPopulation(
  url: string,
  templates: readonly Template[],
  { from, count, total, rebuildIndexes }: { from: number; count: number; total: number; rebuildIndexes: boolean },
): Promise<PopulationLoad> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { names, byStage } = await readTemplates(client, templates);
    const indexes = rebuildIndexes ? await dropSecondaryIndexes(client) : [];
    const started = process.hrtime.bigint();
    const child = spawn(
      "psql",
      [url, "-v", "ON_ERROR_STOP=1", "-q", "-c", `copy employees (${names.join(", ")}) from stdin with (format csv)`],
      { stdio: ["pipe", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
    const exited = once(child, "exit") as Promise<[number | null]>;
    const now = Date.now();
    let chunk = "";
    for (let index = from; index < from + count; index++) {
      const template = byStage.get(stageOf(index))!;
      const row = cloneRow(template, index, total, now);
      chunk += `${names.map((name) => csv(row[name] ?? null)).join(",")}\n`;
      if (chunk.length > 1 << 20) {
        if (!child.stdin.write(chunk)) await once(child.stdin, "drain");
        chunk = "";
      }
    }
    child.stdin.end(chunk);
    const [code] = await exited;
    if (code !== 0) throw new Error(`psql COPY into employees failed (${code}): ${stderr.trim()}`);
    const seconds = elapsedMs(started) / 1000;
    let indexSeconds: number | null = null;
    if (rebuildIndexes) {
      const indexStarted = process.hrtime.bigint();
      await client.query("set maintenance_work_mem = '1GB'");
      for (const definition of indexes) await client.query(definition);
      indexSeconds = round(elapsedMs(indexStarted) / 1000);
    }
    // What autovacuum would do soon after: statistics for the planner, and the visibility map that
    // lets counts and page ids come from the indexes alone.
    await client.query("vacuum (analyze) employees");
    return { rows: count, seconds: round(seconds), rowsPerSecond: Math.round(count / seconds), indexSeconds };
  } finally {
    await client.end();
  }
}

/** Drops every index of `employees` but its primary key; returns the statements that rebuild them. */
async function dropSecondaryIndexes(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'employees' and indexname <> 'employees_pkey'`,
  );
  for (const { indexname } of rows) await client.query(`drop index ${client.escapeIdentifier(indexname)}`);
  return rows.map((r) => r.indexdef);
}
