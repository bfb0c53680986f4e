import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { anonymousContext } from "@/lib/services/context";
import { verifySftpPassword } from "@/lib/services/sftp-accounts/verify-sftp-password";

import { commandArgs } from "../support/commands";
import { createTenant } from "../support/fixtures";
import { createTestSftpAccount } from "../support/sftp";
import { connectSftp } from "../support/sftp-client";

// `npm run sftp`: the SFTP server as its own process beside the app instances, on PostgreSQL
// (docs/deploy.md). It serves the accounts this test's database holds, and stops on SIGTERM.
// `npm run sftp:accounts`: the accounts' CLI, the same use cases as the admin area. Both are
// separate processes, which the embedded database does not allow: PostgreSQL only.

const postgres = process.env.DATABASE_KIND === "postgres";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe.skipIf(!postgres)("npm run sftp", () => {
  it("serves the database's accounts from its own process, and exits 0 on SIGTERM", async () => {
    const tenant = await createTenant();
    const account = await createTestSftpAccount(tenant.employerId);
    const port = await freePort();
    const child = spawn(process.execPath, commandArgs("sftp"), {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, SFTP_PORT: String(port), SFTP_LISTEN_ADDRESS: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + 30_000;
    while (!/SFTP server listening on port/.test(output)) {
      if (Date.now() > deadline) throw new Error(`npm run sftp did not start:\n${output}`);
      // A poll interval: the loop waits on the "listening" line, up to its deadline.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const session = await connectSftp(port, { username: account.username, password: account.password });
    expect(await session.list("/")).toEqual(["inbound", "outbound"]);
    session.end();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});

describe.skipIf(!postgres)("npm run sftp:accounts", () => {
  const cli = (...args: string[]) => {
    const result = spawnSync(process.execPath, commandArgs("sftp-accounts", ...args), {
      cwd: path.resolve(__dirname, "../.."),
      env: process.env,
      encoding: "utf8",
      timeout: 60_000,
    });
    return {
      status: result.status,
      json: result.status === 0 ? (JSON.parse(result.stdout) as Record<string, unknown>) : undefined,
      stderr: result.stderr,
    };
  };

  it("creates, lists, rotates and revokes an employer's account", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    const created = cli("create", "--employer", tenant.employerId, "--name", "CLI payroll");
    expect(created.status).toBe(0);
    const { id, username, password } = created.json as { id: string; username: string; password: string };
    expect(await verifySftpPassword({ ctx: anonymousContext(db), username, password })).toMatchObject({
      accountId: id,
      employerId: tenant.employerId,
    });
    expect(
      (cli("list", "--employer", tenant.employerId).json as { data: Array<{ id: string }> }).data.map(
        (account) => account.id,
      ),
    ).toEqual([id]);
    const rotated = cli("rotate", "--employer", tenant.employerId, "--account", id).json as { password: string };
    expect(await verifySftpPassword({ ctx: anonymousContext(db), username, password })).toBeNull();
    expect(
      await verifySftpPassword({ ctx: anonymousContext(db), username, password: rotated.password }),
    ).not.toBeNull();
    expect(cli("revoke", "--employer", tenant.employerId, "--account", id).json).toMatchObject({
      id,
      hasPassword: false,
    });
    expect(await verifySftpPassword({ ctx: anonymousContext(db), username, password: rotated.password })).toBeNull();
    // Another employer's account is not found through this employer.
    const other = await createTenant();
    const refused = cli("rotate", "--employer", other.employerId, "--account", id);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not_found/);
    expect(cli("create").status).toBe(2);
  }, 120_000);
});
