import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { sleep } from "./stats";

export const BENCH_DIST_DIR = ".next-bench";

export type Server = {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** The server's Prometheus endpoint (METRICS_PORT), when it serves one. */
  metricsUrl?: string;
};

type StartOptions = {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  logDir: string;
  healthPath: string;
};

/** Starts a server process, waits until its health path answers, and knows how to stop it. */
async function startServer(options: StartOptions): Promise<Server> {
  fs.mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const out = fs.openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port) };
  for (const [name, value] of Object.entries(options.env)) if (value === "") delete env[name];
  const child = spawn(options.command, options.args, { env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${url}${options.healthPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${options.name} did not answer ${options.healthPath} within 120 s; see ${logFile}`);
    }
    await sleep(200);
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The app as production runs it: scripts/server.mjs (what `npm start` runs after building: our own
 * node:http listener in front of Next.js, which hands route handlers the client's address for the
 * per-IP throttles, and runs instrumentation before listening), on the bench build, with the
 * worker off unless asked for, one log line per request (LOG_LEVEL=info, production's default,
 * whatever the bench process itself logs at), and telemetry on, exported to the bench's own OTLP
 * receiver when one is given. The bare Next.js floor (app/api/bench-floor/…/route.bench.ts, only in
 * this build) is switched on, so floor and app share one server. The bench drives thousands of
 * requests a second with one client: its per-client rate is raised out of the way, but the throttle
 * still runs (and costs what it costs) on every partner call.
 */
export function startNextServer(options: {
  env: Record<string, string>;
  port: number;
  logDir: string;
  name: string;
  nodeArgs?: string[];
  /** The OTLP/HTTP endpoint (without /v1/traces) the server exports its traces to. */
  otlpEndpoint?: string;
  /** Serve Prometheus metrics on this port, as production does (the event loop's delay, GC). */
  metricsPort?: number;
}): Promise<Server> {
  const started = startServer({
    name: options.name,
    command: process.execPath,
    args: [...(options.nodeArgs ?? []), path.join("scripts", "server.mjs"), String(options.port)],
    env: {
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      BENCH_FLOOR_ROUTE: "1",
      BACKGROUND_WORKER: "off",
      RATE_LIMIT_PARTNER_API: "999999/1s",
      LISTEN_ADDRESS: "127.0.0.1",
      LOG_LEVEL: "info",
      ...(options.otlpEndpoint
        ? { OTEL_EXPORTER_OTLP_ENDPOINT: options.otlpEndpoint, OTEL_SERVICE_NAME: "benefits-onboarding-bench" }
        : {}),
      ...(options.metricsPort ? { METRICS_PORT: String(options.metricsPort) } : {}),
      ...options.env,
    },
    port: options.port,
    logDir: options.logDir,
    healthPath: "/api/health",
  });
  const { metricsPort } = options;
  return metricsPort
    ? started.then((server) => ({ ...server, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` }))
    : started;
}

/** The bench's OTLP/HTTP trace receiver (bench/otlp-receiver.ts), in its own process. */
export function startOtlpReceiver(options: { port: number; logDir: string }): Promise<Server> {
  return startServer({
    name: "otlp-receiver",
    command: process.execPath,
    args: ["--import", "tsx", path.join("bench", "otlp-receiver.ts")],
    env: {},
    port: options.port,
    logDir: options.logDir,
    healthPath: "/health",
  });
}

/** The bare node:http floor (bench/floor-server.ts), run by tsx in its own process. */
export function startFloorServer(options: {
  env: Record<string, string>;
  port: number;
  logDir: string;
  name: string;
}): Promise<Server> {
  return startServer({
    name: options.name,
    command: process.execPath,
    args: ["--import", "tsx", path.join("bench", "floor-server.ts")],
    env: options.env,
    port: options.port,
    logDir: options.logDir,
    healthPath: "/health",
  });
}
