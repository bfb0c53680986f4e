#!/usr/bin/env node
// `npm start`: builds the app when there is no build or the sources are newer than it (and the
// worker, the SFTP server and the commands into dist/: scripts/build-node.mjs), then serves it
// with scripts/server.mjs (graceful shutdown, readiness). Migrations and the demo seed run inside
// the server process (instrumentation.ts), because the embedded database serves one process only.
import { spawnSync, spawn } from "node:child_process";
import path from "node:path";

import { buildNode, nodeBuildState } from "./build-node.mjs";
import { buildState } from "./build-staleness.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = process.cwd();
const { built, stale } = buildState(root);
if (stale) {
  console.log(built ? "Sources changed since the last build; rebuilding…" : "No build yet; building (about a minute)…");
  // The build made here serves what is checked out. Its types are checked by `npm test` (tsc) and by
  // a release's own `npm run build` (docs/deploy.md), so this one skips Next's check: 20–35 s of a
  // newcomer's first minute on two cores, and the same output.
  const build = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TYPES_CHECKED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (nodeBuildState(root).stale) {
  try {
    const { seconds } = await buildNode({ root });
    console.log(`Compiled the worker, the SFTP server and the commands into dist/ in ${seconds.toFixed(1)} s.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
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
