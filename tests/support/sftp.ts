import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { getDb } from "@/db/client";
import { systemContext } from "@/lib/services/context";
import { createSftpAccount } from "@/lib/services/sftp-accounts/create-sftp-account";

import type { SftpSession } from "./sftp-client";

/** An SFTP account of the tenant's employer, made through the use case the admin area calls. */
export async function createTestSftpAccount(employerId: string, options: { publicKey?: string } = {}) {
  const { account, password } = await createSftpAccount({
    ctx: systemContext(await getDb(), "test", employerId),
    input: { name: "Test payroll", password: true, publicKey: options.publicKey },
  });
  return { accountId: account.id, username: account.username, password: password! };
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "sftp-test-"));

export const opensshSftp = spawnSync("sftp", ["-h"], { encoding: "utf8" }).error ? undefined : "sftp";

/**
 * OpenSSH's `sftp` in batch mode against the test server, signing in with a private key file or
 * a password (given through SSH_ASKPASS, as an operator's script would), in `dir` (its local
 * files). Asynchronous: the server under test runs in this process. Resolves with its exit status
 * and output.
 */
export function runOpensshSftp(
  port: number,
  username: string,
  commands: string[],
  auth: { privateKeyFile?: string; password?: string },
  dir: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const batch = path.join(dir, "batch");
  fs.writeFileSync(batch, commands.join("\n") + "\n");
  const env: NodeJS.ProcessEnv = { NODE_ENV: "test", PATH: process.env.PATH, HOME: dir };
  const options = [
    "-o",
    "StrictHostKeyChecking=no",
    "-o",
    "UserKnownHostsFile=/dev/null",
    "-o",
    "LogLevel=ERROR",
    "-o",
    "ConnectTimeout=10",
  ];
  if (auth.privateKeyFile) {
    options.push(
      "-i",
      auth.privateKeyFile,
      "-o",
      "IdentitiesOnly=yes",
      "-o",
      "PreferredAuthentications=publickey",
      "-o",
      "BatchMode=yes",
    );
  } else {
    const askpass = path.join(dir, "askpass.sh");
    fs.writeFileSync(askpass, `#!/bin/sh\nprintf '%s\\n' '${auth.password ?? ""}'\n`, { mode: 0o700 });
    Object.assign(env, { SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: "force", DISPLAY: ":0" });
    // `-b` turns BatchMode on, which forbids passwords; an earlier -o wins (ssh keeps the first value).
    options.push("-o", "BatchMode=no", "-o", "PreferredAuthentications=password", "-o", "NumberOfPasswordPrompts=1");
  }
  return new Promise((resolve, reject) => {
    const child = spawn("sftp", [...options, "-P", String(port), "-b", batch, `${username}@127.0.0.1`], {
      env,
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/** Polls `probe` until it gives a value (the worker is asynchronous). */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    // A poll interval: the loop waits on `probe`, up to its deadline.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The acknowledgement's records, once it is in outbound/; never an SSN-shaped number in it. */
export async function acknowledgement(session: SftpSession, name: string): Promise<string[][]> {
  await eventually(async () => ((await session.list("/outbound")).includes(name) ? true : undefined), name);
  const { parse } = await import("csv-parse/sync");
  const text = (await session.get(`/outbound/${name}`)).toString("utf8");
  if (/\d{3}-?\d{2}-?\d{4}/.test(text)) throw new Error(`${name} carries an SSN-shaped number`);
  return parse(text) as string[][];
}
