#!/usr/bin/env node
// The processes and commands that run beside the app, compiled to plain JavaScript so that
// production runs them with `node` alone: the worker, the SFTP server and the operators' commands
// (ENTRY_POINTS). Each becomes one ES module in dist/ with its source map: our code bundled, its
// `@/` imports resolved through tsconfig.json's paths; npm packages stay imports, loaded from
// node_modules at run time. `npm run build` runs this after `next build`; `npm start` and
// scripts/run-built.mjs run it when a source changed since the last build (nodeBuildState).
// Usage: node scripts/build-node.mjs [--if-stale]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { newestMtime } from "./build-staleness.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT_DIR = "dist";

/** dist/<name>.mjs and the source it is compiled from; package.json's scripts run them by name. */
export const ENTRY_POINTS = {
  worker: "lib/jobs/worker-cli.ts",
  sftp: "lib/sftp/sftp-cli.ts",
  migrate: "db/migrate-cli.ts",
  seed: "lib/seed/seed-cli.ts",
  import: "scripts/import-employees.ts",
  "sftp-accounts": "scripts/sftp-accounts.ts",
  "audit-verify": "scripts/audit-verify.ts",
  "keys-rotate": "scripts/keys-rotate.ts",
  "operator-create": "scripts/operator-create.ts",
  ops: "scripts/ops.ts",
  "smoke-providers": "scripts/smoke-providers.ts",
};

// What a build depends on besides the sources esbuild read (build.json lists those).
const CONFIG = ["package.json", "tsconfig.json", "scripts/build-node.mjs"];
const STAMP = "build.json";

export const builtFile = (name, root = ROOT) => path.join(root, OUT_DIR, `${name}.mjs`);

/** `built`: when the last build began (0 for none); `stale`: a file it read changed since, or an output is missing. */
export function nodeBuildState(root = ROOT) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, OUT_DIR, STAMP), "utf8"));
  } catch {
    return { built: 0, stale: true };
  }
  const missing = Object.keys(ENTRY_POINTS).some((name) => !fs.existsSync(builtFile(name, root)));
  const changed = [...stamp.inputs, ...CONFIG].some((file) => newestMtime(path.join(root, file)) > stamp.startedAt);
  return { built: stamp.startedAt, stale: missing || changed };
}

// Written beside, then renamed into place: a process starting a command while another rebuilds
// (two `npm run migrate` at once) reads the old file or the new one, never half of one.
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/**
 * Compiles every entry point into dist/. Throws when one does not compile (esbuild has printed its
 * errors), or with `code` ESBUILD_MISSING when esbuild is not installed.
 */
export async function buildNode({ root = ROOT } = {}) {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    throw Object.assign(new Error("esbuild is not installed (a devDependency): run npm install, then npm run build."), {
      code: "ESBUILD_MISSING",
    });
  }
  const startedAt = Date.now();
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRY_POINTS,
      outdir: OUT_DIR,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      sourcemap: true,
      metafile: true,
      write: false,
      logLevel: "warning",
    });
  } catch (failure) {
    // esbuild has printed each error with its source line: say only what failed.
    throw new Error(`The commands in ${OUT_DIR}/ were not compiled: ${failure.errors?.length ?? "an"} error(s) above.`);
  } finally {
    // esbuild builds in a child process of its own: end it, so that a command that compiled first
    // (scripts/run-built.mjs) leaves nothing running beside it.
    await esbuild.stop();
  }
  fs.mkdirSync(path.join(root, OUT_DIR), { recursive: true });
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  // What it read (for nodeBuildState), and what it leaves to node_modules and Node (for the tests:
  // each package must be a dependency, since production installs no devDependencies).
  const inputs = Object.keys(result.metafile.inputs).sort();
  const imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((imported) => imported.external).map((imported) => imported.path),
  );
  const stamp = { startedAt, inputs, imports: [...new Set(imports)].sort() };
  writeAtomically(path.join(root, OUT_DIR, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return { seconds: (Date.now() - startedAt) / 1000, metafile: result.metafile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--if-stale") && !nodeBuildState().stale) process.exit(0);
  try {
    const { seconds } = await buildNode();
    console.log(
      `Compiled ${Object.keys(ENTRY_POINTS).length} entry points into ${OUT_DIR}/ in ${seconds.toFixed(1)} s.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
