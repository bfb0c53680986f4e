#!/usr/bin/env node
// `npm start`: builds the app when there is no build or the sources are newer than it, then
// serves it with scripts/server.mjs (graceful shutdown, readiness). Migrations and the demo seed
// run inside the server process (instrumentation.ts), because the embedded database serves one
// process only.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");
const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "hooks",
  "messages",
  "public",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.mjs",
  "package.json",
  "tailwind.config.ts",
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? "Sources changed since the last build; rebuilding…" : "No build yet; building (about a minute)…",
  );
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
// The server gets its own process group: Ctrl-C in a terminal, or a process manager stopping the
// group, signals every process of ours, and the server must hear it once, from us: it takes a
// second signal for "exit now" and would skip its graceful shutdown.
const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), port], {
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
