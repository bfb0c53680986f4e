import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ROOT } from "../support/servers";

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/**
 * A clean clone of this repository's HEAD in a new temporary folder — what someone who clones it
 * gets: committed work only, no node_modules, .next or .data. Uncommitted changes are not in it
 * (CI runs on a clean clone, where HEAD is all there is); the description says so when there are any.
 */
export function cloneHead(): { dir: string; description: string } {
  const head = git(ROOT, "log", "-1", "--format=%h %s");
  const dirty = git(ROOT, "status", "--porcelain").split("\n").filter(Boolean).length;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-run-"));
  git(os.tmpdir(), "clone", "--quiet", ROOT, dir);
  const description =
    `cloned HEAD ${head.slice(0, 100)} of ${ROOT} into ${dir}` +
    (dirty ? ` (${dirty} uncommitted change(s) in ${ROOT} are not part of it: commit to test them)` : "");
  return { dir, description };
}
