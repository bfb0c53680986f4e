#!/usr/bin/env node
// `npm run duplicates`: the copy-paste check (jscpd, its settings in .jscpd.json; docs/development.md,
// "The copy-paste check"), in the static stage of `npm test`. One jscpd run checks two things:
//   - the whole tree against a ceiling: at most `threshold` per cent of its lines in clones (a clone:
//     `minLines` lines and `minTokens` tokens or more, identical once whitespace is set aside);
//   - what changed since the base: no clone the base did not have. jscpd scans the base's tree with
//     the same settings (--baseline-from-ref) and reports the clones absent from it. An unchanged
//     file cannot make a new clone, so each has a changed file (committed, edited or new) on one side.
// The base is DUPLICATES_BASE (any git ref) or the merge base of HEAD with main (origin/main when
// there is no local main). On main itself, nothing changed, the base is HEAD and only the ceiling
// can fail: that is the clean clone CI runs. Without git or a main, the ceiling alone, said so.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const settings = JSON.parse(fs.readFileSync(path.join(ROOT, ".jscpd.json"), "utf8"));

function git(...args) {
  const result = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The ref to compare with and how it was found, or undefined when there is none. */
function findBase() {
  const named = process.env.DUPLICATES_BASE;
  if (named) {
    const commit = git("rev-parse", "--verify", "--quiet", `${named}^{commit}`);
    if (!commit) {
      console.error(`DUPLICATES_BASE=${named}: no such commit here.`);
      process.exit(2);
    }
    return { commit, said: `DUPLICATES_BASE=${named}` };
  }
  for (const main of ["main", "origin/main"]) {
    if (!git("rev-parse", "--verify", "--quiet", `${main}^{commit}`)) continue;
    const commit = git("merge-base", "HEAD", main);
    if (commit) return { commit, said: `the merge base with ${main}` };
  }
  return undefined;
}

/** Runs jscpd and prints what it found; returns the exit code. */
function check(base, output) {
  const args = ["--silent", "--reporters", "json", "--output", output, "."];
  if (base) args.push("--baseline-from-ref", base.commit, "--fail-on-new-clones", "0");
  const jscpd = path.join(ROOT, "node_modules", "jscpd", "run-jscpd.js");
  const result = spawnSync(process.execPath, [jscpd, ...args], { cwd: ROOT, encoding: "utf8" });
  const reportFile = path.join(output, "jscpd-report.json");
  if (!fs.existsSync(reportFile)) {
    console.error(`jscpd wrote no report (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    return result.status || 1;
  }
  const { duplicates, statistics } = JSON.parse(fs.readFileSync(reportFile, "utf8"));
  const total = statistics.total;
  const over = total.percentage > settings.threshold;
  const found = duplicates.filter((clone) => clone.isNew);
  const at = ({ name, start, end }) => `${name}:${start}-${end}`;

  console.log(
    `Copy-paste check (jscpd, .jscpd.json): clones of ${settings.minLines}+ lines and ${settings.minTokens}+ tokens`,
  );
  console.log(
    `  the tree: ${total.clones} clones, ${total.percentage.toFixed(2)} % of ${total.lines.toLocaleString("en-US")} lines` +
      ` (ceiling ${settings.threshold} %)${over ? "  ✖ over the ceiling" : ""}`,
  );
  if (base) {
    const head = git("rev-parse", "HEAD");
    const since = `${base.said} (${base.commit.slice(0, 7)}${base.commit === head ? ", HEAD itself" : ""})`;
    console.log(`  since ${since}: ${found.length} new clone${found.length === 1 ? "" : "s"}`);
    for (const clone of found)
      console.log(
        `    ${at(clone.firstFile)} = ${at(clone.secondFile)} (${clone.lines} lines, ${clone.tokens} tokens)`,
      );
  } else {
    console.log("  no base (no git, or no main branch to compare with): the ceiling alone");
  }
  if (over) console.error("\nThe tree is over its ceiling: `npx jscpd .` lists every clone; remove some.");
  if (found.length > 0)
    console.error("\nA new clone: write the code once and call it from both places (in a test, a table of cases).");
  if (result.status !== 0 && !over && found.length === 0) console.error(`\n${result.stdout}${result.stderr}`);
  return over || found.length > 0 ? result.status || 1 : result.status;
}

const base = findBase();
const output = fs.mkdtempSync(path.join(os.tmpdir(), "duplicates-"));
try {
  process.exitCode = check(base, output);
} finally {
  fs.rmSync(output, { recursive: true, force: true });
}
