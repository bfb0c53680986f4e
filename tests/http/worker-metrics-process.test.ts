import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { commandArgs } from "../support/commands";

// `npm run worker` serves its own metrics on its own METRICS_PORT (the web process has another):
// its loops' runs and last tick, and the database gauges. PostgreSQL only, as the worker is.
const postgres = process.env.DATABASE_KIND === "postgres";
const ROOT = path.resolve(__dirname, "../..");

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe("npm run worker's metrics", () => {
  it("refuses METRICS_PORT equal to PORT, naming it", () => {
    const result = spawnSync(process.execPath, commandArgs("worker"), {
      cwd: ROOT,
      env: { ...process.env, PORT: "3471", METRICS_PORT: "3471" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/METRICS_PORT: must not be PORT/);
  });

  it.skipIf(!postgres)("serves /metrics from the worker process, and stops with it on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, commandArgs("worker"), {
      cwd: ROOT,
      env: { ...process.env, METRICS_PORT: String(port), LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      // Its metrics answer once it has started; a few ticks of its loops later, their runs show.
      const deadline = Date.now() + 25_000;
      let text = "";
      while (!/^worker_job_runs_total\{job="identity_checks",outcome="ok"\} [1-9]/m.test(text)) {
        if (Date.now() > deadline) throw new Error(`npm run worker served no job runs:\n${output}\n${text}`);
        // A poll interval between scrapes: the loop waits on the job runs, up to its deadline.
        await new Promise((resolve) => setTimeout(resolve, 250));
        text = await fetch(`http://127.0.0.1:${port}/metrics`)
          .then((response) => response.text())
          .catch(() => "");
      }
      expect(text).toMatch(/^worker_last_tick_timestamp_seconds \d/m);
      expect(text).toMatch(/^worker_job_runs_total\{job="identity_checks",outcome="ok"\} [1-9]/m);
      expect(text).toMatch(/^worker_job_lag_seconds\{job="webhook_deliveries"\} /m);
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^process_cpu_seconds_total /m);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  });
});
