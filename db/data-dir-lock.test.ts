import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { acquireDataDirLock } from "./data-dir-lock";

let root: string;
let dataDir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
  dataDir = path.join(root, "pglite");
  lockFile = path.join(root, "pglite.lock");
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  fs.rmSync(root, { recursive: true, force: true });
});

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  return Number(child.stdout.trim());
}

function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

// Contenders are separate Node processes (the lock is between processes). Each loads the module,
// says "ready", waits for the word to go — given to all at once, since starting a process under
// load takes seconds — and then answers with one line. It keeps what it won until it is killed.
const PRELUDE = `
const [, modulePath, dataDir, deadPid] = process.argv;
const fs = await import("node:fs");
const loaded = await import(modulePath);
const { acquireDataDirLock } = loaded.default ?? loaded;
console.log("ready");
await new Promise((resolve) => process.stdin.once("data", resolve));
setInterval(() => {}, 1000);
`;

// Tries the lock once: "won <pid>" or "refused <message>".
const ONCE = `${PRELUDE}
try { acquireDataDirLock(dataDir); console.log("won " + process.pid); }
catch (error) { console.log("refused " + error.message); }
`;

// Loops for 2 s: each time it wins, it marks the directory occupied with an exclusive file (finding
// the mark means two holders at once), then either releases the lock or leaves it naming a dead
// process, as a crash would. Answers with its counts as JSON.
const CHURN = `${PRELUDE}
const mark = dataDir + ".occupied";
const report = { won: 0, overlaps: 0, errors: [] };
for (const until = Date.now() + 2000; Date.now() < until; ) {
  let release;
  try { release = acquireDataDirLock(dataDir); } catch (error) {
    if (!/in use by process/.test(error.message)) report.errors.push(error.message);
    continue;
  }
  report.won += 1;
  try { fs.writeFileSync(mark, "", { flag: "wx" }); } catch { report.overlaps += 1; continue; }
  fs.rmSync(mark);
  if (report.won % 2) release(); else fs.writeFileSync(dataDir + ".lock", deadPid);
}
console.log(JSON.stringify(report));
`;

async function contend(count: number, script: string): Promise<string[]> {
  const modulePath = path.join(import.meta.dirname, "data-dir-lock.ts");
  const args = ["--import", "tsx", "--input-type=module", "-e", script, "--", modulePath, dataDir, String(deadPid())];
  const started = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "inherit"] });
    children.push(child);
    const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const next = async () => {
      const line = await Promise.race([
        lines.next(),
        new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`contender exited: ${code}`)))),
      ]);
      return String(line.value);
    };
    return { child, next };
  });
  await Promise.all(started.map(async ({ next }) => expect(await next()).toBe("ready")));
  for (const { child } of started) child.stdin!.write("go\n");
  return Promise.all(started.map(({ next }) => next()));
}

describe("acquireDataDirLock", () => {
  it("takes a free directory: the lock file names this process, and the release removes it", () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("refuses a directory a live process holds, naming the process and what to do", () => {
    const holder = liveProcess();
    fs.writeFileSync(lockFile, String(holder.pid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop that process first`,
    );
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(holder.pid));
  });

  it.each([
    ["a dead process", () => String(deadPid())],
    ["no process (unreadable content)", () => "not a pid"],
  ])("takes over a lock left by %s", (_name, content) => {
    fs.writeFileSync(lockFile, content());
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
  });

  it("release removes only its own lock, never one another process has since taken", () => {
    const release = acquireDataDirLock(dataDir);
    const other = liveProcess();
    fs.writeFileSync(lockFile, String(other.pid));
    release();
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(other.pid));
  });

  it("refuses, saying what to do, when a takeover stopped half-way", () => {
    fs.writeFileSync(lockFile, String(deadPid()));
    fs.writeFileSync(`${lockFile}.takeover`, String(deadPid()));
    expect(() => acquireDataDirLock(dataDir)).toThrow(/stopped half-way .* delete both files/);
  });

  it("three processes at once on a free directory: exactly one wins, the others are refused naming it", async () => {
    const answers = await contend(3, ONCE);
    const winners = answers.filter((answer) => answer.startsWith("won "));
    expect(winners, answers.join("\n")).toHaveLength(1);
    const winner = winners[0]!.slice("won ".length);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(winner);
    for (const answer of answers.filter((a) => a !== winners[0]))
      expect(answer).toContain(`in use by process ${winner}.`);
  }, 30_000);

  it("three processes taking and leaving the lock for 2 s, half of them dying with it: never two holders", async () => {
    fs.writeFileSync(lockFile, String(deadPid()));
    const answers = await contend(3, CHURN);
    const reports = answers.map((answer) => JSON.parse(answer) as { won: number; overlaps: number; errors: string[] });
    expect(reports.flatMap((report) => report.errors)).toEqual([]);
    expect(reports.reduce((sum, report) => sum + report.overlaps, 0)).toBe(0);
    // The run proves something only if the lock changed hands often, through takeovers too.
    expect(reports.reduce((sum, report) => sum + report.won, 0)).toBeGreaterThan(50);
  }, 30_000);
});
