import fs from "node:fs";
import path from "node:path";

import type { MachineInfo } from "./machine";
import type { BenchOptions, DatabaseKind } from "./options";

export type Goal = {
  name: string;
  target: string;
  measured: string;
  met: boolean | null;
  /** Measured and shown, but not held on this database (issue 28's goals on PGlite). */
  reported?: boolean;
  database: DatabaseKind | "build";
};

/** Everything one `npm run bench` measured; each measure adds its own section. */
export type BenchResults = {
  startedAt: string;
  finishedAt?: string;
  command: string;
  options: Omit<BenchOptions, "only"> & { only: string[] };
  machine: MachineInfo;
  skipped: string[];
  databases: Partial<Record<DatabaseKind, Record<string, unknown>>>;
  build?: Record<string, unknown>;
  goals: Goal[];
};

export const RESULTS_DIR = path.join("bench", "results");

export function writeResults(results: BenchResults): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `${results.startedAt.replace(/[:.]/g, "-")}${results.options.quick ? "-quick" : ""}.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
