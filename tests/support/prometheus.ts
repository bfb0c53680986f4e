import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// The real Prometheus server and promtool, from Debian's `prometheus` package (.ci/run installs it;
// `apt-get install prometheus` elsewhere). Tests skip, saying so, where they are missing, except on
// CI, where a missing binary fails the run: the gate never passes by skipping its checks.

function installed(binary: string): string | undefined {
  return spawnSync(binary, ["--version"], { encoding: "utf8" }).error ? undefined : binary;
}

export const promtool = installed("promtool");
export const prometheus = installed("prometheus");
/** `.ci/run` exports CI=true and installs the package: there the tests must run. */
export const prometheusRequired = process.env.CI === "true";

export const PROMETHEUS_HELP = "Debian's prometheus package is not installed (apt-get install prometheus)";

/** Runs promtool; resolves with its exit status and output. */
export function runPromtool(args: string[], cwd?: string) {
  const result = spawnSync(promtool ?? "promtool", args, { encoding: "utf8", cwd, timeout: 30_000 });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

export type Labels = Record<string, string>;

export type PrometheusServer = {
  url: string;
  /** Resolves once the target has been scraped successfully at least once. */
  waitForScrape: (timeoutMs?: number) => Promise<void>;
  /** The metric names stored, e.g. from the target's exposition (`/api/v1/label/__name__/values`). */
  metricNames: () => Promise<string[]>;
  /** The label sets of the series matching a selector (`/api/v1/series`). */
  series: (match: string) => Promise<Labels[]>;
  /** An instant query (`/api/v1/query`): each result's labels and value. */
  query: (promql: string) => Promise<Array<{ metric: Labels; value: number }>>;
  /** The loaded rule groups with their health (`/api/v1/rules`). */
  ruleGroups: () => Promise<
    Array<{ name: string; rules: Array<{ name: string; health: string; lastError?: string }> }>
  >;
  stop: () => Promise<void>;
};

export type StartPrometheusOptions = {
  /** The metrics URL to scrape, e.g. http://127.0.0.1:9464/metrics. */
  target: string;
  /** The scrape job's name: the stored series' `job` label. */
  job?: string;
  /** Rule files to load (absolute paths), evaluated every second. */
  ruleFiles?: string[];
  externalLabels?: Labels;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test process can end without its afterAll or exit hooks (vitest ends a worker that timed out
 * or crashed with a signal): a small shell beside Prometheus kills it once this process is gone,
 * and removes its directory. Checked every half second; the pid is killed only while it is still
 * a prometheus.
 */
function startWatchdog(pid: number | undefined, dir: string): ChildProcess | undefined {
  if (pid === undefined) return undefined;
  const script = [
    'while kill -0 "$1" 2>/dev/null; do sleep 0.5; done',
    'grep -q prometheus "/proc/$2/cmdline" 2>/dev/null && kill -9 "$2"',
    'sleep 0.5; rm -rf "$3"',
  ].join("\n");
  const watchdog = spawn("sh", ["-c", script, "prometheus-watchdog", String(process.pid), String(pid), dir], {
    stdio: "ignore",
    detached: true,
  });
  watchdog.unref();
  return watchdog;
}

type ApiAnswer<T> = { status: "success"; data: T } | { status: "error"; error: string };

/**
 * Starts `prometheus` on a free loopback port with a temporary configuration and storage
 * directory, scraping `target` every second. The process is killed by `stop()` (call it in
 * afterAll), by this function itself when the server does not come up, and — should the test
 * process end without either — by a watchdog, so no Prometheus outlives its test.
 */
export async function startPrometheus(options: StartPrometheusOptions): Promise<PrometheusServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prometheus-test-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const target = new URL(options.target);
  const config = {
    global: {
      scrape_interval: "1s",
      scrape_timeout: "1s",
      evaluation_interval: "1s",
      external_labels: options.externalLabels ?? {},
    },
    rule_files: options.ruleFiles ?? [],
    scrape_configs: [
      {
        job_name: options.job ?? "benefits",
        scheme: target.protocol.replace(":", ""),
        metrics_path: target.pathname,
        static_configs: [{ targets: [target.host] }],
      },
    ],
  };
  // JSON is YAML: no YAML writer needed.
  fs.writeFileSync(path.join(dir, "prometheus.yml"), JSON.stringify(config, null, 2));

  let output = "";
  const child: ChildProcess = spawn(
    prometheus ?? "prometheus",
    [
      `--config.file=${path.join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const watchdog = startWatchdog(child.pid, dir);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // A deadline, not a wait: SIGTERM's exit ends the race at once; past 5 s it is SIGKILL.
      const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!done) {
        child.kill("SIGKILL");
        await exited;
      }
    }
    watchdog?.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const response = await fetch(`${url}${pathAndQuery}`);
    const body = (await response.json()) as ApiAnswer<T>;
    if (body.status !== "success") throw new Error(`Prometheus ${pathAndQuery}: ${body.error}`);
    return body.data;
  };

  const until = async (what: string, timeoutMs: number, check: () => Promise<boolean>) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}) before ${what}:\n${output}`);
      if (await check().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`prometheus: no ${what} within ${timeoutMs} ms:\n${output}`);
      // A poll interval: the loop waits on `check`, up to its deadline.
      await sleep(100);
    }
  };

  try {
    await until("readiness", 15_000, async () => (await fetch(`${url}/-/ready`)).ok);
  } catch (error) {
    await stop();
    throw error;
  }

  type Target = { health: string; lastError: string; scrapeUrl: string };
  return {
    url,
    stop,
    waitForScrape: (timeoutMs = 10_000) =>
      until(`successful scrape of ${options.target}`, timeoutMs, async () => {
        const { activeTargets } = await api<{ activeTargets: Target[] }>("/api/v1/targets?state=active");
        return activeTargets.some((t) => t.health === "up");
      }),
    metricNames: () => api<string[]>("/api/v1/label/__name__/values"),
    series: (match) => api<Labels[]>(`/api/v1/series?match[]=${encodeURIComponent(match)}`),
    query: async (promql) => {
      const data = await api<{ result: Array<{ metric: Labels; value: [number, string] }> }>(
        `/api/v1/query?query=${encodeURIComponent(promql)}`,
      );
      return data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    ruleGroups: async () =>
      (await api<{ groups: Awaited<ReturnType<PrometheusServer["ruleGroups"]>> }>("/api/v1/rules")).groups,
  };
}
