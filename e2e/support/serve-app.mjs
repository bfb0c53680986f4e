#!/usr/bin/env node
// One app server for the browser tests (started by playwright.config.ts's webServer list, which
// starts its entries one after another): build when the build is missing or older than the
// sources — so only the first app builds — wipe this app's data directory, then serve it as
// production does (scripts/server.mjs).
// The server's output also goes to .data/e2e-logs/<port>.log for reading after a failure.
// E2E_SKIP_BUILD=1 serves the existing build as it is (quick reruns while only tests change).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = process.cwd();
// Node runs Next directly (not through npx) so that signals reach the server itself.
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const port = process.argv[2];
const dataDir = process.env.DATA_DIR;
if (!port || !dataDir?.startsWith(".data/e2e-")) {
  console.error("usage: DATA_DIR=.data/e2e-<name> node e2e/support/serve-app.mjs <port>");
  process.exit(2);
}

// Everything that ends up in the build, messages and the proxy included.
const SOURCES = [
  "app",
  "components",
  "hooks",
  "lib",
  "db",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "package.json",
  "postcss.config.mjs",
  "tailwind.config.ts",
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const buildId = path.join(root, ".next", "BUILD_ID");
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (process.env.E2E_SKIP_BUILD !== "1" && builtAt < Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))) {
  const started = Date.now();
  console.error(builtAt ? "[e2e] sources changed since the last build; rebuilding" : "[e2e] no build yet; building");
  // Quiet unless it fails; then all of it goes to stderr, which Playwright shows.
  const build = spawnSync(process.execPath, [nextBin, "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}\n${build.stderr}\n[e2e] next build failed\n`);
    process.exit(build.status ?? 1);
  }
  console.error(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

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
