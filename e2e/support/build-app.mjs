#!/usr/bin/env node
// The production build the browser journeys serve: built when it is missing or older than the
// sources, else left as it is. Used by serve-app.mjs (the first app server builds, the second
// finds it fresh) and by `npm test`, which builds beside the integration stage so the browser
// stage finds it ready (scripts/test.mjs). `node e2e/support/build-app.mjs` runs it alone.
// E2E_SKIP_BUILD=1 keeps the existing build as it is (quick reruns while only tests change).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = process.cwd();

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

/** Builds when needed; exits the process with next build's status (and its output) if it fails. */
export function buildIfStale() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (process.env.E2E_SKIP_BUILD === "1" || builtAt >= Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))))
    return;
  const started = Date.now();
  console.error(builtAt ? "[e2e] sources changed since the last build; rebuilding" : "[e2e] no build yet; building");
  // Node runs Next directly (not through npx) so that signals reach it. Quiet unless it fails;
  // then all of it goes to stderr, which Playwright shows.
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}\n${build.stderr}\n[e2e] next build failed\n`);
    process.exit(build.status ?? 1);
  }
  console.error(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildIfStale();
