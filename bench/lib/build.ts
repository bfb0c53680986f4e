import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { log } from "./log";
import { BENCH_DIST_DIR } from "./processes";

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

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/**
 * `next build` into .next-bench (never .next, which `npm start` and the browser tests serve), when
 * asked or when sources are newer than that build. `next build` rewrites tsconfig.json and
 * next-env.d.ts to point at the build's types; both are put back as they were. BENCH_FLOOR_ROUTE=1
 * makes the bare Next.js floor (app/api/bench-floor/…/route.bench.ts) a route of this build only.
 */
export function ensureBuild(mode: "auto" | "always" | "never"): { built: boolean; seconds: number } {
  const buildId = path.join(BENCH_DIST_DIR, "BUILD_ID");
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const stale = builtAt < Math.max(...SOURCES.map(newestMtime));
  if (mode === "never" || (mode === "auto" && !stale)) {
    if (!builtAt) throw new Error(`No build in ${BENCH_DIST_DIR}; run without --build never.`);
    log(`using the existing ${BENCH_DIST_DIR} build${stale ? " (older than the sources)" : ""}`);
    return { built: false, seconds: 0 };
  }
  log(`building into ${BENCH_DIST_DIR} (next build, about two minutes on two cores)…`);
  const kept = ["tsconfig.json", "next-env.d.ts"].map((file) => ({
    file,
    text: fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined,
  }));
  const started = Date.now();
  try {
    const result = spawnSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, BENCH_FLOOR_ROUTE: "1", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  } finally {
    for (const { file, text } of kept) if (text !== undefined) fs.writeFileSync(file, text);
  }
  return { built: true, seconds: Math.round((Date.now() - started) / 1000) };
}
