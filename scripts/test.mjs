#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, HTTP integration tests on the embedded database and —
// when a PostgreSQL server answers — on PostgreSQL too, then the browser journeys (Playwright).
// Each step's time is printed at the end. `npm test -- static|unit|integration|e2e` runs one part.
import { spawnSync } from "node:child_process";
import net from "node:net";

import { CHROMIUM_HELP, findChromium } from "./find-chromium.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";

const timings = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push([label, ((Date.now() - started) / 1000).toFixed(1)]);
  if (result.status !== 0) {
    summary();
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function summary() {
  console.log("\nStep timings (s):");
  for (const [label, seconds] of timings) console.log(`  ${label.padEnd(40)} ${seconds}`);
}

function postgresUrl() {
  return process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
}

const only = process.argv[2];
if (!only || only === "static") {
  run("lint (eslint)", "npx", ["eslint", "."]);
  run("format (prettier --check)", "npx", ["prettier", "--check", "."]);
  run("typecheck (tsc)", "npx", ["tsc", "--noEmit"]);
}
if (!only || only === "unit" || only === "integration") {
  const projects = ["--project", "unit", "--project", "integration-pglite"];
  const pg = postgresUrl();
  if (await reachable(pg)) {
    projects.push("--project", "integration-postgres");
  } else {
    console.log(
      `\n⚠ PostgreSQL suite skipped: nothing answers at ${new URL(pg).host} (set TEST_DATABASE_URL to run it).`,
    );
  }
  run("unit + integration (vitest)", "npx", ["vitest", "run", ...projects], { TEST_DATABASE_URL: pg });
}
if (!only || only === "e2e") {
  // The journeys are part of the gate: without a browser the run fails, it never skips them.
  let chromium;
  try {
    chromium = findChromium();
    if (!chromium) console.error(`\n${CHROMIUM_HELP}`);
  } catch (error) {
    // A PLAYWRIGHT_CHROMIUM_PATH/CHROMIUM_PATH that is not a browser: the message says which.
    console.error(`\n${error instanceof Error ? error.message : error}`);
  }
  if (!chromium) {
    summary();
    console.error("\n✖ e2e (playwright) failed: no Chromium");
    process.exit(1);
  }
  run(`e2e (playwright, ${chromium.source})`, "npx", ["playwright", "test"], {
    PLAYWRIGHT_CHROMIUM_PATH: chromium.path,
  });
}
summary();
