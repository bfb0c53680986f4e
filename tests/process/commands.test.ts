import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { isBuiltin } from "node:module";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { commandArgs, ROOT, type Command } from "../support/commands";

// The worker, the SFTP server and the operators' commands as production runs them: compiled into
// dist/ (scripts/build-node.mjs, by this project's globalSetup), started with node alone by
// scripts/run-built.mjs, from an install without devDependencies. No database: each ends on its
// own message before it would open one.

type PackageJson = { dependencies: Record<string, string> };
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as PackageJson;

const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Production with no setting but a database nowhere: the commands that need settings refuse, naming them. */
const PRODUCTION = { APP_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };

// Each command, how it is started, and the line that shows it ran its own code.
const RUNS: Array<{ command: Command; args: string[]; status: number; says: RegExp }> = [
  { command: "worker", args: [], status: 1, says: /SESSION_SECRET: is required when APP_ENV=production/ },
  { command: "sftp", args: [], status: 1, says: /SFTP_HOST_KEY: is required when APP_ENV=production/ },
  { command: "migrate", args: [], status: 1, says: /SESSION_SECRET: is required when APP_ENV=production/ },
  {
    command: "seed",
    args: [],
    status: 1,
    says: /^npm run seed refuses APP_ENV=production: it writes the demo employers/m,
  },
  { command: "import", args: [], status: 2, says: /^usage: npm run import -- --employer/m },
  { command: "sftp-accounts", args: [], status: 2, says: /^usage: npm run sftp:accounts -- list\|create/m },
  { command: "audit-verify", args: ["--help"], status: 0, says: /^usage: npm run audit:verify/m },
  { command: "keys-rotate", args: ["--help"], status: 0, says: /^usage: npm run keys:rotate/m },
  { command: "operator-create", args: [], status: 2, says: /^usage: npm run operator:create -- --email/m },
  { command: "ops", args: ["--help"], status: 0, says: /^usage: npm run ops -- <resource> <verb>/m },
  { command: "smoke-providers", args: [], status: 0, says: /^stripe: skipped/m },
];

function run(args: string[], env: Record<string, string>, cwd = ROOT) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 60_000,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("the compiled commands", () => {
  it("import only Node's own modules and packages that are dependencies (production installs no others)", () => {
    const { imports } = JSON.parse(fs.readFileSync(path.join(ROOT, "dist", "build.json"), "utf8")) as {
      imports: string[];
    };
    expect(imports).toContain("pg");
    const elsewhere = imports.filter(
      (specifier) => !isBuiltin(specifier) && !(packageOf(specifier) in pkg.dependencies),
    );
    expect(elsewhere).toEqual([]);
  });

  // One process per command, side by side: each loads every module it imports (a package whose
  // named export Node's ES module loader cannot see fails here), then runs until its own message.
  it("each runs with node alone, to its own message, never to a stack trace", async () => {
    const results = await Promise.all(
      RUNS.map(async (expected) => ({
        expected,
        ...(await run(commandArgs(expected.command, ...expected.args), PRODUCTION)),
      })),
    );
    for (const { expected, status, output } of results) {
      expect(output, expected.command).toMatch(expected.says);
      expect(output, expected.command).not.toMatch(/^\s+at /m);
      expect(status, `${expected.command}:\n${output}`).toBe(expected.status);
    }
  });

  // Development settings pass the start-up checks, so the worker and the SFTP server get as far as
  // the database: PostgreSQL that does not answer (port 1 refuses) is one line, not a stack trace.
  it("the worker and the SFTP server say in one line that the database cannot be opened", async () => {
    const unreachable = { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    const results = await Promise.all(
      (["worker", "sftp"] as const).map(async (command) => ({
        command,
        ...(await run(commandArgs(command), { ...unreachable, NODE_ENV: "development" })),
      })),
    );
    for (const { command, status, output } of results) {
      expect(output, command).toMatch(
        new RegExp(`^npm run ${command} could not open the database: .*ECONNREFUSED`, "m"),
      );
      expect(output, command).not.toMatch(/^\s+at /m);
      expect(status, `${command}:\n${output}`).toBe(1);
    }
  });

  it("says in one line to run npm run build first when dist/ holds no build, and never compiles in production", async () => {
    // scripts/run-built.mjs finds dist/ beside its own folder: a copy of it in an empty folder has none.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "run-built-"));
    try {
      fs.mkdirSync(path.join(copy, "scripts"));
      for (const file of ["run-built.mjs", "build-node.mjs", "build-staleness.mjs"])
        fs.copyFileSync(path.join(ROOT, "scripts", file), path.join(copy, "scripts", file));
      const result = spawnSync(process.execPath, ["scripts/run-built.mjs", "worker"], {
        cwd: copy,
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production" },
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(
        "dist/worker.mjs is missing: run npm run build first (it compiles lib/jobs/worker-cli.ts and the other commands into dist/).\n",
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
