import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import type { NodeBinary } from "./node-binary";

// Settings that would point the app at something outside the journey (a database, real mail or
// Stripe, another origin), and npm's own variables from the `npm test` around us: the clone must
// start as it would in a fresh shell.
const DROPPED = [
  "NEXT_TYPES_CHECKED",
  "DATABASE_URL",
  "DATA_DIR",
  "SMTP_URL",
  "PUBLIC_BASE_URL",
  "NODE_OPTIONS",
  "INIT_CWD",
  "FORCE_COLOR",
];
const isDropped = (name: string) =>
  DROPPED.includes(name) || /^(npm_|STRIPE_|PAYMENTS_|PERSONA_|SFTP_|PORT$)/i.test(name);

export function journeyEnv(node: NodeBinary, ports: { app: number; sftp: number }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (isDropped(name)) delete env[name];
  return {
    ...env,
    // `npm` and everything it starts (next, the server) run on this Node; the node_modules/.bin
    // folders `npm test` put on PATH are dropped, so the clone finds its tools in its own install only.
    PATH: [
      path.dirname(node.path),
      ...(process.env.PATH ?? "").split(path.delimiter).filter((entry) => entry && !/node_modules[\\/]/.test(entry)),
    ].join(path.delimiter),
    PORT: String(ports.app),
    // SFTP listens beside the app (2222 by default): its own port, so journeys never collide.
    SFTP_PORT: String(ports.sftp),
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

/** `count` consecutive free ports from `from` on (up to 20 tried). */
export async function freePorts(from: number, count: number): Promise<number[]> {
  for (let first = from; first < from + 20; first += count) {
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return ports;
  }
  throw new Error(`no ${count} free ports from ${from}`);
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(port, "0.0.0.0", () => server.close(() => resolve(true)));
  });

/** A command (`npm start`, `npm run dev`) running in the clone, its output in a log file. */
export class AppProcess {
  private readonly child: ChildProcess;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly label: string,
    args: string[],
    readonly cwd: string,
    env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {
    const log = fs.openSync(logFile, "w");
    // Its own process group: after it stops we can tell whether anything it started is left behind.
    this.child = spawn("npm", args, { cwd, env, detached: true, stdio: ["ignore", log, log] });
    fs.closeSync(log);
    this.exited = new Promise((resolve) => this.child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  output(): string {
    return fs.readFileSync(this.logFile, "utf8");
  }

  tail(lines = 40): string {
    return this.output().split("\n").slice(-lines).join("\n");
  }

  /** Waits until `url` answers 200; fails at once, with the output, if the command exits first. */
  async waitForOk(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void this.exited.then(() => (gone = true));
    while (Date.now() < deadline) {
      if (gone) throw new Error(`${this.label} exited before ${url} answered. Its output ends:\n${this.tail()}`);
      const status = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(
      `${url} did not answer 200 within ${timeoutMs / 1000} s. ${this.label}'s output ends:\n${this.tail()}`,
    );
  }

  /**
   * SIGTERM to the command's whole process group, as Ctrl-C in a terminal or a process manager
   * stopping a service does. npm itself dies of the signal (its way); what must hold is that
   * everything it started — in its group or not (scripts/start.mjs gives the server a group of its
   * own) — ends within the timeout and frees the port, and `stopped` (when given) appears in the
   * output: the app's own graceful shutdown ran to its end.
   */
  async stop(port: number, stopped?: string, timeoutMs = 30_000): Promise<void> {
    process.kill(-this.child.pid!, "SIGTERM");
    const outcome = await Promise.race([
      this.exited,
      new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs, undefined)),
    ]);
    const free = outcome && (await waitUntil(() => isFree(port), timeoutMs));
    const settled = outcome && (await waitUntil(async () => processesIn(this.cwd).length === 0, timeoutMs));
    const leftovers = settled ? [] : processesIn(this.cwd);
    this.kill();
    if (!outcome)
      throw new Error(`${this.label} did not exit within ${timeoutMs / 1000} s of SIGTERM:\n${this.tail()}`);
    if (outcome.code !== 0 && outcome.signal !== "SIGTERM") {
      throw new Error(`${this.label} exited with ${outcome.code ?? outcome.signal} on SIGTERM:\n${this.tail()}`);
    }
    if (!settled) {
      throw new Error(
        `${this.label} exited, but ${timeoutMs / 1000} s after SIGTERM these processes it started still run:\n` +
          leftovers.map((p) => `  ${p.pid} ${p.command}`).join("\n") +
          `\n${this.tail()}`,
      );
    }
    if (!free) throw new Error(`port ${port} is still taken ${timeoutMs / 1000} s after SIGTERM:\n${this.tail()}`);
    if (stopped && !this.output().includes(stopped)) {
      throw new Error(`${this.label} did not shut down gracefully (no ${stopped} in its output):\n${this.tail()}`);
    }
  }

  /** Ends the whole group and anything else still running in the clone at once (clean-up after a failure). */
  kill(): void {
    const targets = [-this.child.pid!, ...processesIn(this.cwd).map((p) => p.pid)];
    for (const target of targets) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}

type RunningProcess = { pid: number; command: string };

/**
 * Processes whose working directory is `dir` or below it: what `npm start` or `npm run dev` in the
 * clone started, whatever process group they put themselves in. Read from /proc, so Linux only
 * (where CI runs); elsewhere the check finds nothing rather than guessing.
 */
export function processesIn(dir: string): RunningProcess[] {
  if (!fs.existsSync("/proc/self/cwd")) return [];
  const root = fs.realpathSync(dir);
  const found: RunningProcess[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      if (cwd !== root && !cwd.startsWith(root + path.sep)) continue;
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
      // A zombie (ended, not yet reaped by its parent) has no command line and holds nothing.
      if (command) found.push({ pid, command: command.slice(0, 200) });
    } catch {
      // ended while we looked, or not ours to read
    }
  }
  return found;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
