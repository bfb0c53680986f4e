#!/usr/bin/env node
// The production build the browser journeys serve (and the compiled worker the deploy journeys
// start, dist/): built when it is missing or older than the sources, else left as it is. Used by
// serve-app.mjs (the first app server builds, the second finds it fresh); `node
// e2e/support/build-app.mjs` runs it alone. E2E_SKIP_BUILD=1 keeps the existing .next as it is
// (quick reruns while only tests change).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildState } from "../../scripts/build-staleness.mjs";

/** Builds when needed; exits the process with next build's status (and its output) if it fails. */
export function buildIfStale() {
  // The worker the deploy journeys start runs compiled, from dist/ (scripts/build-node.mjs): well
  // under a second, so built whenever a source changed, E2E_SKIP_BUILD or not.
  const node = spawnSync(process.execPath, [path.join("scripts", "build-node.mjs"), "--if-stale"], {
    encoding: "utf8",
  });
  if (node.status !== 0) {
    process.stderr.write(`${node.stdout}\n${node.stderr}\n[e2e] the compiled commands (dist/) failed to build\n`);
    process.exit(node.status ?? 1);
  }
  const { built, stale } = buildState();
  if (process.env.E2E_SKIP_BUILD === "1" || !stale) return;
  const started = Date.now();
  console.error(built ? "[e2e] sources changed since the last build; rebuilding" : "[e2e] no build yet; building");
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
