import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

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
};

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
  };
}

/** 1, 5 and 15 minute load averages, rounded: other work on a 2-core machine shows here. */
export const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
