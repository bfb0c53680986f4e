#!/usr/bin/env node
// `npm run worker`, `npm run sftp` and the operators' commands (package.json): runs an entry
// point's compiled JavaScript from dist/ (scripts/build-node.mjs) in this very process, so signals
// reach it directly. In production (NODE_ENV or APP_ENV production) it runs what `npm run build`
// made and never compiles: esbuild is a devDependency, and an image may not have it. Elsewhere it
// compiles first when a source changed since the last build (well under a second), so a
// developer's command runs what is checked out.
// Usage: node --enable-source-maps scripts/run-built.mjs <name> [the command's arguments]
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { builtFile, buildNode, ENTRY_POINTS, nodeBuildState, OUT_DIR } from "./build-node.mjs";

// The command's own arguments follow its name: take the name out, so that they are argv[2…] to it.
const [name] = process.argv.splice(2, 1);
if (!name || !Object.hasOwn(ENTRY_POINTS, name)) {
  console.error(`usage: node scripts/run-built.mjs <${Object.keys(ENTRY_POINTS).join("|")}> [arguments]`);
  process.exit(2);
}
const file = builtFile(name);
const production = process.env.NODE_ENV === "production" || process.env.APP_ENV === "production";

if (!production && nodeBuildState().stale) {
  try {
    await buildNode();
  } catch (error) {
    // A source that does not compile stops here (esbuild has printed where). Without esbuild (an
    // install without devDependencies) an existing build still runs, saying it is older.
    const message = error instanceof Error ? error.message : String(error);
    if (error?.code !== "ESBUILD_MISSING" || !fs.existsSync(file)) {
      console.error(message);
      process.exit(1);
    }
    console.error(`${message} Running ${OUT_DIR}/ as it is, older than the sources.`);
  }
}
if (!fs.existsSync(file)) {
  console.error(
    `${path.relative(process.cwd(), file)} is missing: run npm run build first ` +
      `(it compiles ${ENTRY_POINTS[name]} and the other commands into ${OUT_DIR}/).`,
  );
  process.exit(1);
}
process.argv[1] = file;
await import(pathToFileURL(file).href);
