import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Client, type ConnectConfig, type SFTPWrapper } from "ssh2";

import { getDb } from "@/db/client";
import { systemContext } from "@/lib/services/context";
import { createSftpAccount } from "@/lib/services/sftp-accounts/create-sftp-account";

/** An SFTP account of the tenant's employer, made through the use case the admin area calls. */
export async function createTestSftpAccount(employerId: string, options: { publicKey?: string } = {}) {
  const { account, password } = await createSftpAccount({
    ctx: systemContext(await getDb(), "test", employerId),
    input: { name: "Test payroll", password: true, publicKey: options.publicKey },
  });
  return { accountId: account.id, username: account.username, password: password! };
}

export type SftpSession = {
  sftp: SFTPWrapper;
  put: (remote: string, content: Buffer | string) => Promise<void>;
  get: (remote: string) => Promise<Buffer>;
  list: (remote: string) => Promise<string[]>;
  /** The error an operation fails with (the test asserts it fails). */
  failure: (
    operation: (sftp: SFTPWrapper, done: (error?: Error | null) => void) => void,
  ) => Promise<Error & { code?: number }>;
  end: () => void;
};

/** ssh2's own SFTP client, signed in to the test server. */
export function connectSftp(
  port: number,
  auth: Pick<ConnectConfig, "username" | "password" | "privateKey">,
): Promise<SftpSession> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.on("error", reject);
    client.on("ready", () =>
      client.sftp((error, sftp) => {
        if (error) return reject(error);
        const promised = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
          new Promise<T>((ok, fail) => run((failure, value) => (failure ? fail(failure) : ok(value as T))));
        resolve({
          sftp,
          put: (remote, content) =>
            new Promise<void>((ok, fail) => {
              const stream = sftp.createWriteStream(remote);
              stream.on("error", fail);
              stream.on("close", () => ok());
              stream.end(typeof content === "string" ? Buffer.from(content) : content);
            }),
          get: (remote) => promised<Buffer>((done) => sftp.readFile(remote, (failure, data) => done(failure, data))),
          list: (remote) =>
            promised<string[]>((done) =>
              sftp.readdir(remote, (failure, entries) => done(failure, entries?.map((entry) => entry.filename).sort())),
            ),
          failure: (operation) =>
            new Promise((ok, fail) =>
              operation(sftp, (failure) =>
                failure ? ok(failure as Error & { code?: number }) : fail(new Error("the operation succeeded")),
              ),
            ),
          end: () => client.end(),
        });
      }),
    );
    client.connect({ host: "127.0.0.1", port, readyTimeout: 10_000, ...auth });
  });
}

/** Whether the connection is refused at authentication (the error ssh2's client gives then). */
export async function loginFails(
  port: number,
  auth: Pick<ConnectConfig, "username" | "password" | "privateKey">,
): Promise<boolean> {
  try {
    (await connectSftp(port, auth)).end();
    return false;
  } catch (error) {
    return /authentication methods failed/i.test(String(error));
  }
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
