import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";

export type MachineInfo = {
  cpuCount: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string | null;
  pglite: string;
  next: string;
  gitCommit: string | null;
  loadAverageAtStart: number[];
  /** This machine's speed: milliseconds for a fixed CPU loop (calibrationMs), to compare machines by. */
  calibrationMs?: number;
};

/** The reference machine's calibration (docs/performance.md's runs: 2 × Xeon, Node 20, 2026-12-07). */
export const REFERENCE_CALIBRATION_MS = 95;

/**
 * A fixed single-threaded CPU loop (SHA-256 over 64 KiB, 2,000 times, and a little arithmetic),
 * the best of three: a reader compares it with REFERENCE_CALIBRATION_MS to scale the figures to
 * their machine. Lower is faster.
 */
export function calibrationMs(): number {
  const block = Buffer.alloc(64 * 1024, 7);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    let digest = block.subarray(0, 32);
    for (let i = 0; i < 2_000; i++) digest = createHash("sha256").update(block).update(digest).digest();
    let x = digest[0]!;
    for (let i = 0; i < 2_000_000; i++) x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    best = Math.min(best, performance.now() - started + (x < 0 ? 1 : 0));
  }
  return Math.round(best);
}

const packageVersion = (name: string) => {
  try {
    return (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
};

export function machineInfo(postgresVersion: string | null): MachineInfo {
  const cpus = os.cpus();
  let gitCommit: string | null = null;
  try {
    gitCommit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    gitCommit = null;
  }
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: postgresVersion,
    pglite: packageVersion("@electric-sql/pglite"),
    next: packageVersion("next"),
    gitCommit,
    loadAverageAtStart: loadAverage(),
    calibrationMs: calibrationMs(),
  };
}

/** 1, 5 and 15 minute load averages, rounded: other work on a 2-core machine shows here. */
export const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
