import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { Client } from "pg";

import { ROOT } from "./servers";

// A production-shaped deployment on one machine: app instances (scripts/server.mjs on the
// build the journeys use) and worker processes (`npm run worker`, compiled), all on one PostgreSQL
// database, each a real process that can be stopped gracefully or killed with SIGKILL.

export const postgresServerUrl = () => process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function postgresAnswers(): Promise<boolean> {
  const client = new Client({ connectionString: postgresServerUrl(), connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs SQL on the server's maintenance database (create and drop the deployment's own database). */
export async function adminQuery<T extends Record<string, unknown>>(
  statement: string,
  database?: string,
): Promise<T[]> {
  const url = new URL(postgresServerUrl());
  if (database) url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

export type Member = {
  name: string;
  kind: "app" | "worker";
  port?: number;
  dataDir: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  log: () => string;
};

// Every member started by this test process, so that a test that fails midway stops what it started
// (a stray app would keep its port and answer the next run's readiness probe in its place).
const started = new Set<Member>();

/** Kills (SIGKILL) every member this process started that is still running: a spec's afterEach. */
export async function killStrays(): Promise<void> {
  const running = [...started].filter(
    (member) => member.process.exitCode === null && member.process.signalCode === null,
  );
  for (const member of running) member.process.kill("SIGKILL");
  await Promise.all(running.map((member) => member.exited));
  started.clear();
}

/** Starts an app instance or a worker; its data directory starts empty unless `keepData`. */
export function startMember(options: {
  name: string;
  kind: "app" | "worker";
  port?: number;
  env: Record<string, string>;
  keepData?: boolean;
}): Member {
  const dataDir = path.join(".data", `e2e-deploy-${options.name}`);
  if (!options.keepData) fs.rmSync(path.resolve(ROOT, dataDir), { recursive: true, force: true });
  fs.mkdirSync(path.resolve(ROOT, dataDir), { recursive: true });
  const args =
    options.kind === "app"
      ? [path.join(ROOT, "scripts", "server.mjs"), String(options.port)]
      : // `npm run worker` without npm: the compiled dist/worker.mjs (e2e/support/build-app.mjs builds it).
        ["--enable-source-maps", path.join(ROOT, "scripts", "run-built.mjs"), "worker"];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Also kept in .data/e2e-logs/deploy-<name>.log, for reading after a failure.
  const logDir = path.resolve(ROOT, ".data", "e2e-logs");
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = fs.createWriteStream(path.join(logDir, `deploy-${options.name}.log`), {
    flags: options.keepData ? "a" : "w",
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    logFile.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const member = { ...options, dataDir, process: child, exited, log: () => output };
  started.add(member);
  return member;
}

/** Polls until `probe` answers truthy, or fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function ready(member: Member, timeoutMs = 90_000): Promise<void> {
  if (member.kind === "worker") {
    await eventually(
      `${member.name} started\n${member.log()}`,
      async () => member.log().includes("background worker started"),
      timeoutMs,
    );
    return;
  }
  // A member that has exited is not coming up: fail at once with its log rather than wait.
  const alive = () => member.process.exitCode === null && member.process.signalCode === null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`${member.name} exited before it was ready:\n${member.log()}`);
    const answered = await fetch(`http://127.0.0.1:${member.port}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${member.name} ready\n${member.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
