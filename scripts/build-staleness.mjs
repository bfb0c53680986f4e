// Whether the production build in .next is missing or older than what goes into it: `npm start`
// (scripts/start.mjs) and the browser journeys (e2e/support/build-app.mjs) build only then. The
// compiled commands in dist/ use newestMtime too (scripts/build-node.mjs).
import fs from "node:fs";
import path from "node:path";

// Everything that ends up in the build, messages and the proxy included (test files do not).
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

/** The newest modification time of a file, or of anything under a folder (test files left out); 0 when it is missing. */
export function newestMtime(target) {
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

/** `built`: when the build was made (0 for none); `stale`: a source is newer, or there is none. */
export function buildState(root = process.cwd()) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  return { built, stale: built < Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source)))) };
}
