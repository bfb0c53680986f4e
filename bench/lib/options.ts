import { parseArgs } from "node:util";

export const MEASURES = ["http", "freshness", "import", "webhooks", "admin", "portal", "scale"] as const;
export type Measure = (typeof MEASURES)[number];
export const DATABASES = ["postgres", "pglite"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export type BenchOptions = {
  only: ReadonlySet<Measure>;
  databases: readonly DatabaseKind[];
  quick: boolean;
  /** Seconds of load per HTTP endpoint. */
  durationSec: number;
  connections: number;
  /** Eligibility rows to import, per database. */
  importRows: Record<DatabaseKind, number>;
  webhookEvents: number;
  freshnessWrites: number;
  /** Fresh complete employees prepared for the card-creation run, per database. */
  cardEmployees: Record<DatabaseKind, number>;
  /** The large employer's population (`scale`, PostgreSQL only). */
  employees: number;
  /** Samples per admin-table query combination. */
  adminSamples: number;
  /** Rebuild .next-bench: "auto" when sources are newer than the build. */
  build: "auto" | "always" | "never";
  /** Write docs/performance.md: by default only for a full run (every measure, not --quick). */
  writeDocs: boolean;
  /** CPU-profile the app server, one server per endpoint (changes the numbers: not for the goals). */
  profile: boolean;
};

export const USAGE = `usage: npm run bench -- [--only http,freshness,import,webhooks,admin,portal,scale] [--db postgres,pglite]
  [--quick] [--duration 10] [--connections 50] [--rows 100000] [--pglite-rows 100000] [--events 1000]
  [--writes 200] [--card-employees 5000] [--employees 1000000] [--samples 30] [--build auto|always|never] [--docs | --no-docs] [--profile]`;

const list = <T extends string>(raw: string | undefined, allowed: readonly T[], name: string): T[] => {
  if (raw === undefined) return [...allowed];
  const values = raw
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  const unknown = values.filter((value) => !allowed.includes(value as T));
  if (unknown.length > 0)
    throw new Error(`--${name}: unknown ${unknown.join(", ")} (choose from ${allowed.join(", ")})\n${USAGE}`);
  return values as T[];
};

const positive = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number\n${USAGE}`);
  return value;
};

/** `--quick` shrinks every count and duration so the whole run is a smoke test of a few minutes. */
export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: "string" },
      db: { type: "string" },
      quick: { type: "boolean", default: false },
      duration: { type: "string" },
      connections: { type: "string" },
      rows: { type: "string" },
      "pglite-rows": { type: "string" },
      events: { type: "string" },
      writes: { type: "string" },
      "card-employees": { type: "string" },
      employees: { type: "string" },
      samples: { type: "string" },
      build: { type: "string" },
      docs: { type: "boolean" },
      "no-docs": { type: "boolean" },
      profile: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const rows = positive(values.rows, quick ? 2_000 : 100_000, "rows");
  const cardEmployees = positive(values["card-employees"], quick ? 300 : 5_000, "card-employees");
  const build = values.build ?? "auto";
  if (build !== "auto" && build !== "always" && build !== "never")
    throw new Error(`--build must be auto, always or never\n${USAGE}`);
  const only = new Set(list(values.only, MEASURES, "only"));
  const profile = values.profile ?? false;
  const fullRun = !quick && !profile && only.size === MEASURES.length;
  return {
    only,
    databases: list(values.db, DATABASES, "db"),
    quick,
    durationSec: positive(values.duration, quick ? 2 : 10, "duration"),
    connections: positive(values.connections, 50, "connections"),
    importRows: { postgres: rows, pglite: positive(values["pglite-rows"], rows, "pglite-rows") },
    webhookEvents: positive(values.events, quick ? 100 : 1_000, "events"),
    freshnessWrites: positive(values.writes, quick ? 20 : 200, "writes"),
    cardEmployees: { postgres: cardEmployees, pglite: Math.ceil(cardEmployees / 2) },
    employees: Math.max(20_000, Math.round(positive(values.employees, quick ? 20_000 : 1_000_000, "employees"))),
    adminSamples: positive(values.samples, quick ? 5 : 30, "samples"),
    build,
    writeDocs: values["no-docs"] ? false : (values.docs ?? fullRun),
    profile,
  };
}
