#!/usr/bin/env node
// `npm test`: the gate, in stages, each timed against its share of the clean-clone CI's 900 s
// (docs/development.md, "What `npm test` runs"):
//   static       lint, format, typecheck, copy-paste, side by side             80 s
//   unit         the unit tests (vitest --project unit)                        60 s
//   integration  process tests, the HTTP suite on PostgreSQL, and the PGlite
//                subset (what the embedded database does differently)          180 s
//   e2e          the browser journeys' build, then the journeys (Playwright)   360 s
//   nodes        the unit tests on the other supported Nodes, and the
//                first-run journey on Node 24                                 150 s
// (install, 60 s, is .ci/run's.) `npm test -- static|unit|integration|e2e` runs one stage;
// `npm test -- nodes` runs the first-run journey on every supported Node (20, 22, 24) with the
// unit tests on the other Nodes: run it before a release and when a dependency with native code
// or an engines range changes. A stage over its share prints a warning; it does not fail the run.
import { spawn, spawnSync } from "node:child_process";
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

/** Each stage's share of the clean-clone CI's 900 s, in seconds (docs/development.md). */
const BUDGETS = { static: 80, unit: 60, integration: 180, e2e: 360, nodes: 150 };
const stages = [];
let stage;

function beginStage(name) {
  endStage();
  stage = { name, started: Date.now() };
  stages.push(stage);
}

function endStage() {
  if (stage) stage.seconds = (Date.now() - stage.started) / 1000;
  stage = undefined;
}

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

/**
 * Runs a step without blocking this process, for steps that run beside each other: `quiet` keeps
 * its output until it ends (then prints it whole, so two steps' lines never interleave). Resolves
 * with its exit code; the wall time goes into the summary.
 */
function runBeside(label, command, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (!quiet) console.log(`\n▶ ${label}`);
    const chunks = [];
    const child = spawn(command, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      timings.push([label, `${((Date.now() - started) / 1000).toFixed(1)} wall`]);
      if (quiet) console.log(`\n▶ ${label}\n${Buffer.concat(chunks).toString("utf8")}`);
      resolve({ label, code: code ?? 1 });
    });
  });
}

function summary() {
  endStage();
  console.log("\nStep timings (s):");
  for (const [label, seconds] of timings) console.log(`  ${label.padEnd(48)} ${seconds}`);
  console.log("\nStages against their share of the 900 s budget (s):");
  for (const { name, seconds = 0 } of stages) {
    const budget = name === "nodes (every Node)" ? undefined : BUDGETS[name];
    const over = budget !== undefined && seconds > budget;
    console.log(
      `  ${name.padEnd(20)} ${seconds.toFixed(1).padStart(7)} / ${budget ?? "—"}${over ? "  ⚠ over its share" : ""}`,
    );
  }
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
const STAGES = ["static", "unit", "integration", "e2e", "nodes"];
if (only && !STAGES.includes(only)) {
  console.error(`Unknown part "${only}": npm test -- ${STAGES.join("|")}`);
  process.exit(2);
}
let typesChecked = false;
if (!only || only === "static") {
  beginStage("static");
  // Three checks that each keep one core busy, side by side: two cores take them in about two
  // thirds of the time one after another took (48 + 24 + 35 s). The copy-paste check (jscpd, a
  // native binary: 2–3 s) runs beside them. Each one's output is printed whole when it ends.
  const checks = await Promise.all([
    runBeside("lint (eslint)", "npx", ["eslint", "."], {}, { quiet: true }),
    runBeside("format (prettier --check)", "npx", ["prettier", "--check", "."], {}, { quiet: true }),
    runBeside("typecheck (tsc)", "npx", ["tsc", "--noEmit"], {}, { quiet: true }),
    runBeside("copy-paste (jscpd)", process.execPath, ["scripts/duplicates.mjs"], {}, { quiet: true }),
  ]);
  const failed = checks.find(({ code }) => code !== 0);
  if (failed) {
    summary();
    console.error(`\n✖ ${failed.label} failed`);
    process.exit(failed.code);
  }
  typesChecked = true;
}
if (!only || only === "unit") {
  beginStage("unit");
  run("unit (vitest)", "npx", ["vitest", "run", "--project", "unit"]);
}
if (!only || only === "integration") {
  beginStage("integration");
  // The HTTP suite whole on PostgreSQL, and on PGlite the files tagged embedded-db (vitest.config.mts).
  // Without PostgreSQL the whole suite runs on PGlite instead, and the summary says so.
  const projects = ["--project", "process", "--project", "integration-pglite"];
  const pg = postgresUrl();
  const env = { TEST_DATABASE_URL: pg };
  if (await reachable(pg)) {
    projects.push("--project", "integration-postgres");
  } else {
    env.INTEGRATION_PGLITE = "all";
    console.log(
      `\n⚠ PostgreSQL suite skipped: nothing answers at ${new URL(pg).host} (set TEST_DATABASE_URL to run it). ` +
        "The whole HTTP suite runs on the embedded database instead.",
    );
  }
  run("integration (vitest)", "npx", ["vitest", "run", ...projects], env);
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
  beginStage("e2e");
  const chromium = chromiumOrFail("e2e (playwright)");
  run(`e2e (playwright, ${chromium.source})`, "npx", ["playwright", "test"], {
    PLAYWRIGHT_CHROMIUM_PATH: chromium.path,
    // tsc passed above, on these very files: the journeys' build need not check them again (next.config.mjs).
    ...(typesChecked ? { NEXT_TYPES_CHECKED: "1" } : {}),
  });
}
// Last, because it is the slowest part and the least likely to fail first: the unit tests on the
// other supported Nodes, and the first-run journey — a fresh clone installed, built and started
// with `npm start` and `npm run dev` (e2e/first-run) — on Node 24 in every run (the newest LTS,
// the one a newcomer most likely has), on every supported Node with `npm test -- nodes`.
// TEST_NODES leaves Nodes out knowingly (the summary says which).
if (!only || only === "nodes") {
  beginStage(only === "nodes" ? "nodes (every Node)" : "nodes");
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
  // The other Nodes' unit tests run beside the first-run journeys, which spend most of their time
  // waiting on npm, the build and the servers: one after another they took 56 s more.
  const vitest = path.join("node_modules", "vitest", "vitest.mjs");
  const others = nodes.filter(({ major }) => major !== current);
  const unitRuns = (async () => {
    for (const node of others) {
      const result = await runBeside(
        `unit (vitest, Node ${node.version}), beside the first run`,
        node.path,
        [vitest, "run", "--project", "unit"],
        { PATH: `${path.dirname(node.path)}${path.delimiter}${process.env.PATH}` },
        { quiet: true },
      );
      if (result.code !== 0) return result;
    }
    return undefined;
  })();
  const newest = Math.max(...nodes.map(({ major }) => major));
  const journeys = only === "nodes" ? nodes : nodes.filter(({ major }) => major === newest);
  const journeyRuns = (async () => {
    for (const node of journeys) {
      const args = [
        "playwright",
        "test",
        "--config",
        "playwright.first-run.config.ts",
        "--project",
        `first-run-node-${node.major}`,
      ];
      const result = await runBeside(`first-run journey (Node ${node.version})`, "npx", args, {
        PLAYWRIGHT_CHROMIUM_PATH: chromium.path,
        // Every Node's journey starts `npm run dev` twice, as `npm start`; the every-run one once.
        ...(only === "nodes" ? { FIRST_RUN_DEV_RESTART: "1" } : {}),
      });
      if (result.code !== 0) return result;
    }
    return undefined;
  })();
  const failed = (await Promise.all([unitRuns, journeyRuns])).find(Boolean);
  if (failed) {
    summary();
    console.error(`\n✖ ${failed.label} failed`);
    process.exit(failed.code);
  }
  if (only !== "nodes" && journeys.length < nodes.length)
    console.log(
      `\nThe first-run journey ran on Node ${newest} only; \`npm test -- nodes\` runs it on ${nodes.map(({ major }) => major).join(", ")}.`,
    );
}
summary();
