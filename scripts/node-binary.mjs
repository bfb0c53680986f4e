#!/usr/bin/env node
// A Node.js of a given major version, for running the tests on every supported Node: this
// process's own when it is that version, else the npm registry's `node` package (the binary lands
// in npm's npx cache; nothing else is downloaded). Without the registry it fails, saying how to
// leave that Node out knowingly: a run that could not happen on a Node must never pass as if it had.
// Usage: node scripts/node-binary.mjs 22   → {"path":"…/bin/node","version":"v22.23.3"}
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The Node majors the project supports (package.json engines, README). */
export const SUPPORTED_NODES = [20, 22, 24];

/** TEST_NODES (e.g. "20" on a laptop without the registry), else every supported major. */
export function testNodes(env = process.env) {
  return env.TEST_NODES ? env.TEST_NODES.split(",").map((major) => Number(major.trim())) : SUPPORTED_NODES;
}

/** @returns {{ path: string, version: string }} */
export function nodeBinary(major) {
  if (Number(process.versions.node.split(".")[0]) === major)
    return { path: process.execPath, version: process.version };
  let binary;
  try {
    binary = execFileSync(
      "npm",
      ["exec", "--prefer-offline", "--yes", `--package=node@${major}`, "--call", "node -p process.execPath"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 180_000 },
    ).trim();
  } catch (error) {
    const stderr = String(error.stderr ?? error).trim();
    throw new Error(
      `Node ${major} could not be had from the npm registry's \`node\` package:\n${stderr.slice(-2000)}\n` +
        `Run where the registry answers, or leave Node ${major} out knowingly, e.g. TEST_NODES=${process.versions.node.split(".")[0]} npm test.`,
    );
  }
  const version = execFileSync(binary, ["-v"], { encoding: "utf8" }).trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`${binary} is ${version}, not Node ${major}`);
  return { path: binary, version };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(JSON.stringify(nodeBinary(Number(process.argv[2]))));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
