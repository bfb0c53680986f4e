#!/usr/bin/env node
// One app server for the browser tests (started by playwright.config.ts's webServer list, which
// starts its entries one after another): build when the build is missing or older than the
// sources (build-app.mjs) — so only the first app builds — wipe this app's data directory, then
// serve it as production does (scripts/server.mjs).
// The server's output also goes to .data/e2e-logs/<port>.log for reading after a failure.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { buildIfStale } from "./build-app.mjs";

const root = process.cwd();
const port = process.argv[2];
const dataDir = process.env.DATA_DIR;
if (!port || !dataDir?.startsWith(".data/e2e-")) {
  console.error("usage: DATA_DIR=.data/e2e-<name> node e2e/support/serve-app.mjs <port>");
  process.exit(2);
}

buildIfStale();

fs.rmSync(path.resolve(root, dataDir), { recursive: true, force: true });
fs.mkdirSync(path.resolve(root, dataDir), { recursive: true });
const logDir = path.resolve(root, ".data/e2e-logs");
fs.mkdirSync(logDir, { recursive: true });
const log = fs.createWriteStream(path.join(logDir, `${port}.log`));

const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), port], {
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => log.write(chunk));
server.stderr.on("data", (chunk) => (log.write(chunk), process.stderr.write(chunk)));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
