#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, HTTP integration tests on the embedded database and —
// when a PostgreSQL server answers — on PostgreSQL too, then the browser journeys (Playwright),
// then every supported Node: the unit tests on the others and the first-run journey on each.
// Each step's time is printed at the end. `npm test -- static|unit|integration|e2e|nodes` runs one part.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { CHROMIUM_HELP, findChromium } from "./find-chromium.mjs";
import { nodeBinary, SUPPORTED_NODES, testNodes } from "./node-binary.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";

const timings = [];

// GNU time, where installed, reports each step's CPU seconds (its processes and all they start).
const TIME = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const cpuFile = path.join(os.tmpdir(), `npm-test-cpu-${process.pid}`);
  const [file, argv] = TIME ? [TIME, ["-q", "-f", "%U %S", "-o", cpuFile, command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { stdio: "inherit", env: { ...process.env, ...env } });
  let cpu = "";
  if (TIME && fs.existsSync(cpuFile)) {
    const [user, sys] = fs.readFileSync(cpuFile, "utf8").trim().split(/\s+/).slice(-2).map(Number);
    cpu = `${(user + sys).toFixed(1)} CPU`;
    fs.rmSync(cpuFile, { force: true });
  }
  timings.push([label, `${((Date.now() - started) / 1000).toFixed(1)} wall  ${cpu}`]);
  if (result.status !== 0) {
    summary();
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function summary() {
  console.log("\nStep timings (s):");
  for (const [label, seconds] of timings) console.log(`  ${label.padEnd(48)} ${seconds}`);
  const left = SUPPORTED_NODES.filter((major) => !testNodes().includes(major));
  if (left.length) console.log(`\n⚠ Not tested on Node ${left.join(", ")}: TEST_NODES=${process.env.TEST_NODES}.`);
}

function fail(label, message) {
  console.error(`\n${message}`);
  summary();
  console.error(`\n✖ ${label} failed`);
  process.exit(1);
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
let typesChecked = false;
if (!only || only === "static") {
  run("lint (eslint)", "npx", ["eslint", "."]);
  run("format (prettier --check)", "npx", ["prettier", "--check", "."]);
  run("typecheck (tsc)", "npx", ["tsc", "--noEmit"]);
  typesChecked = true;
}
if (!only || only === "unit" || only === "integration") {
  const projects = ["--project", "unit", "--project", "process", "--project", "integration-pglite"];
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
function chromiumOrFail(label) {
  // The journeys are part of the gate: without a browser the run fails, it never skips them.
  try {
    const chromium = findChromium();
    if (chromium) return chromium;
    fail(label, CHROMIUM_HELP);
  } catch (error) {
    // A PLAYWRIGHT_CHROMIUM_PATH/CHROMIUM_PATH that is not a browser: the message says which.
    fail(label, error instanceof Error ? error.message : String(error));
  }
}

if (!only || only === "e2e") {
  const chromium = chromiumOrFail("e2e (playwright)");
  run(`e2e (playwright, ${chromium.source})`, "npx", ["playwright", "test"], {
    PLAYWRIGHT_CHROMIUM_PATH: chromium.path,
    // tsc passed above, on these very files: the journeys' build need not check them again (next.config.mjs).
    ...(typesChecked ? { NEXT_TYPES_CHECKED: "1" } : {}),
  });
}
// Last, because it is the slowest part (about 11 minutes on two cores) and the least likely to fail
// first: the other Nodes' unit tests and the first-run journeys. `npm test -- nodes` runs it alone;
// TEST_NODES leaves Nodes out knowingly (the summary says which).
if (!only || only === "nodes") {
  // Every supported Node (TEST_NODES to leave some out knowingly): the unit tests on the Nodes
  // other than this one (which ran them above), then the first-run journey on each — a fresh
  // clone installed, built and started with `npm start` and `npm run dev` (e2e/first-run).
  const chromium = chromiumOrFail("first-run (playwright)");
  const current = Number(process.versions.node.split(".")[0]);
  const nodes = [];
  for (const major of testNodes()) {
    try {
      nodes.push({ major, ...nodeBinary(major) });
    } catch (error) {
      fail(`Node ${major}`, error.message);
    }
  }
  for (const node of nodes.filter(({ major }) => major !== current)) {
    const vitest = path.join("node_modules", "vitest", "vitest.mjs");
    run(`unit (vitest, Node ${node.version})`, node.path, [vitest, "run", "--project", "unit"], {
      PATH: `${path.dirname(node.path)}${path.delimiter}${process.env.PATH}`,
    });
  }
  for (const node of nodes) {
    const args = [
      "playwright",
      "test",
      "--config",
      "playwright.first-run.config.ts",
      "--project",
      `first-run-node-${node.major}`,
    ];
    run(`first-run journey (Node ${node.version})`, "npx", args, { PLAYWRIGHT_CHROMIUM_PATH: chromium.path });
  }
}
summary();
