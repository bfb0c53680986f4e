// CPU time per request, read from /proc (Linux): the measured server's process tree, PostgreSQL's
// processes serving the bench's database, and the bench process itself (autocannon's load
// generation and the sampler), each over one load run, divided by the requests answered. On a
// two-core machine where all three compete, this says what a request costs whatever the
// throughput, and how much of the machine the load generator itself takes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export type ProcStat = { pid: number; comm: string; ppid: number; utime: number; stime: number };

/**
 * One /proc/<pid>/stat line. The command name sits in parentheses and may itself hold spaces and
 * parentheses, so the fields are counted from the last ")".
 */
export function parseProcStat(line: string): ProcStat | undefined {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return undefined;
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // After the name: state(3) ppid(4) … utime(14) stime(15), numbered as in proc(5).
  const field = (n: number) => Number(rest[n - 3]);
  const stat = {
    pid: Number(line.slice(0, open).trim()),
    comm: line.slice(open + 1, close),
    ppid: field(4),
    utime: field(14),
    stime: field(15),
  };
  return Number.isFinite(stat.utime) && Number.isFinite(stat.stime) ? stat : undefined;
}

/** Clock ticks per second for /proc's times (almost always 100). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined; // the process ended between listing and reading
  }
};

export function readProcesses(): ProcStat[] {
  return fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    const text = readText(`/proc/${entry}/stat`);
    const stat = text === undefined ? undefined : parseProcStat(text);
    return stat ? [stat] : [];
  });
}

/** Ticks (utime + stime) per process: one snapshot of a set of processes. */
export type Ticks = Map<number, number>;

/** `root` and every process descending from it (Next.js or a worker forking children). */
export function treeTicks(processes: readonly ProcStat[], root: number): Ticks {
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const ticks: Ticks = new Map();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const p = byPid.get(pid);
    if (!p || ticks.has(pid)) continue;
    ticks.set(pid, p.utime + p.stime);
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/**
 * PostgreSQL's processes that work for the bench: the backends connected to its database (their
 * command line names it) and the cluster's background processes (WAL writer, checkpointer…, which
 * name no database), but not backends of other databases, such as a test suite running beside.
 */
export function postgresTicks(processes: readonly ProcStat[], databaseName: string): Ticks {
  const ticks: Ticks = new Map();
  for (const p of processes) {
    if (p.comm !== "postgres") continue;
    const cmdline = (readText(`/proc/${p.pid}/cmdline`) ?? "").replaceAll("\0", " ");
    if (isOurs(cmdline, databaseName)) ticks.set(p.pid, p.utime + p.stime);
  }
  return ticks;
}

/** A backend's title is "postgres: <user> <database> <client> <state>"; background ones are "postgres: <cluster>: <role>". */
export function isOurs(cmdline: string, databaseName: string): boolean {
  const title = cmdline.trim();
  if (!title.startsWith("postgres:")) return true; // the postmaster itself
  const words = title.split(/\s+/);
  // Background workers: "postgres: 15/main: walwriter" — the second word ends in a colon.
  if (words[1]?.endsWith(":")) return true;
  return words[2] === databaseName;
}

/**
 * CPU ticks spent between two snapshots: a process present in both counts its growth, one that
 * started in between counts all it spent, one that ended in between is lost (its time is in its
 * parent's cutime, with everything else the parent ever reaped, so not usable).
 */
export function ticksSpent(before: Ticks, after: Ticks): number {
  let spent = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? 0;
    // A reused pid (a new process with less time than the old one had) counts from zero.
    spent += now >= then ? now - then : now;
  }
  return spent;
}

export type CpuPerRequest = {
  /** CPU milliseconds per answered request. */
  serverMs: number;
  postgresMs: number;
  benchMs: number;
  receiverMs?: number;
  /** Total CPU seconds over the run, for the reader who wants the absolute numbers. */
  serverSeconds: number;
  postgresSeconds: number;
  benchSeconds: number;
  receiverSeconds?: number;
};

const perRequest = (seconds: number, requests: number) =>
  requests > 0 ? Math.round((seconds * 1000 * 1000) / requests) / 1000 : Number.NaN;

/** Seconds of CPU, from ticks or from process.cpuUsage()'s microseconds. */
export const ticksToSeconds = (ticks: number, clockTicks = CLOCK_TICKS) => ticks / clockTicks;

export function cpuPerRequest(
  spent: { serverSeconds: number; postgresSeconds: number; benchSeconds: number; receiverSeconds?: number },
  requests: number,
): CpuPerRequest {
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  return {
    serverMs: perRequest(spent.serverSeconds, requests),
    postgresMs: perRequest(spent.postgresSeconds, requests),
    benchMs: perRequest(spent.benchSeconds, requests),
    ...(spent.receiverSeconds === undefined ? {} : { receiverMs: perRequest(spent.receiverSeconds, requests) }),
    serverSeconds: round3(spent.serverSeconds),
    postgresSeconds: round3(spent.postgresSeconds),
    benchSeconds: round3(spent.benchSeconds),
    ...(spent.receiverSeconds === undefined ? {} : { receiverSeconds: round3(spent.receiverSeconds) }),
  };
}

export type CpuWatch = { stop: (requests: number) => CpuPerRequest };

/** Starts measuring the CPU of the server tree, PostgreSQL (for one database), this process and the receiver. */
export function watchCpu(target: { serverPid: number; databaseName?: string; receiverPid?: number }): CpuWatch {
  const snapshot = () => {
    const processes = readProcesses();
    return {
      server: treeTicks(processes, target.serverPid),
      postgres: target.databaseName ? postgresTicks(processes, target.databaseName) : new Map<number, number>(),
      receiver: target.receiverPid ? treeTicks(processes, target.receiverPid) : undefined,
      bench: process.cpuUsage(),
    };
  };
  const before = snapshot();
  return {
    stop: (requests) => {
      const after = snapshot();
      const bench = process.cpuUsage(before.bench);
      return cpuPerRequest(
        {
          serverSeconds: ticksToSeconds(ticksSpent(before.server, after.server)),
          // PGlite runs inside the server: its work is in the server's time, none of its own.
          postgresSeconds: target.databaseName
            ? ticksToSeconds(ticksSpent(before.postgres, after.postgres))
            : Number.NaN,
          benchSeconds: (bench.user + bench.system) / 1e6,
          ...(before.receiver && after.receiver
            ? { receiverSeconds: ticksToSeconds(ticksSpent(before.receiver, after.receiver)) }
            : {}),
        },
        requests,
      );
    },
  };
}
