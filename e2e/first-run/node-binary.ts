import { spawnSync } from "node:child_process";
import path from "node:path";

import { ROOT } from "../support/servers";

export type NodeBinary = { path: string; version: string };

/** The Node of that major (scripts/node-binary.mjs; run, not imported: Playwright compiles imported .mjs as CommonJS). */
export function nodeBinary(major: number): NodeBinary {
  const found = spawnSync(process.execPath, [path.join(ROOT, "scripts/node-binary.mjs"), String(major)], {
    encoding: "utf8",
  });
  if (found.status !== 0) throw new Error(found.stderr.trim() || `scripts/node-binary.mjs ${major} failed`);
  return JSON.parse(found.stdout) as NodeBinary;
}
