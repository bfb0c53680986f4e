import { spawnSync } from "node:child_process";
import path from "node:path";

// The worker, the SFTP server and the operators' commands as package.json runs them: the compiled
// dist/<name>.mjs through scripts/run-built.mjs, with node alone, as production does
// (scripts/build-node.mjs). This file is also the vitest globalSetup of the projects that start
// them: it compiles dist/ once per run when a source changed since the last build (0.3–0.6 s; 0.1 s
// to find it fresh), so that no test process compiles it again.

export const ROOT = path.resolve(__dirname, "../..");

/** The compiled commands, by the names package.json's scripts give scripts/run-built.mjs. */
export type Command =
  | "worker"
  | "sftp"
  | "migrate"
  | "seed"
  | "import"
  | "sftp-accounts"
  | "audit-verify"
  | "keys-rotate"
  | "operator-create"
  | "ops"
  | "smoke-providers";

/** node's arguments for `npm run <command> -- …args` without npm: the compiled command, in that process. */
export const commandArgs = (command: Command, ...args: string[]): string[] => [
  "--enable-source-maps",
  path.join(ROOT, "scripts", "run-built.mjs"),
  command,
  ...args,
];

export default function compileCommands(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build-node.mjs"), "--if-stale"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`dist/ was not compiled:\n${result.stdout}${result.stderr}`);
}
