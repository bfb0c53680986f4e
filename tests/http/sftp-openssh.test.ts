import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateEd25519KeyPair } from "@/lib/sftp/ed25519";

import { getDb } from "@/db/client";
import { employees } from "@/db/schema";
import { startSftpServer, type SftpServer } from "@/lib/sftp/server";

import { createTenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { createTestSftpAccount, opensshSftp, runOpensshSftp, tempDir } from "../support/sftp";

// The door as an employer's payroll system uses it: OpenSSH's `sftp` in batch mode, signing in
// with a password (through SSH_ASKPASS) or a key. Skipped, saying so, where OpenSSH's client is
// not installed (`apt-get install openssh-client`; .ci/run installs it).

if (!opensshSftp)
  console.warn(
    "tests/http/sftp-openssh.test.ts skipped: OpenSSH's sftp client is not installed (apt-get install openssh-client)",
  );

let server: SftpServer;

describe.skipIf(!opensshSftp)("eligibility files with OpenSSH's sftp", () => {
  // No app server: this door is SFTP. The worker imports what arrives.
  httpHarness({ server: false, worker: true, tenant: false });
  beforeAll(async () => {
    server = await startSftpServer({ port: 0, host: "127.0.0.1", limits: { maxFileBytes: 64 * 1024 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const waitForFile = async (file: string) => {
    const deadline = Date.now() + 20_000;
    while (!fs.existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`no ${path.basename(file)}`);
      // A poll interval: the loop waits on the file, up to its deadline.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it("uploads with a password, then fetches the acknowledgement", async () => {
    const tenant = await createTenant();
    const account = await createTestSftpAccount(tenant.employerId);
    const dir = tempDir();
    const name = "GLOBEX_Eligibility_20260105.csv";
    fs.writeFileSync(
      path.join(dir, name),
      [
        "Employee ID,First Name,Last Name,Email,Employed,Eligible,Payroll Schedule,Birth Date,Address 1,Address 2,City,State,ZIP Code,SSN",
        `G-1,Grace,Hopper,grace.openssh@example.com,yes,yes,${tenant.activeScheduleId},1980-12-09,5 Navy Way,,Arlington,VA,22201,231-54-8765`,
        `G-2,Bad,Row,bad.openssh@example.com,yes,yes,${tenant.activeScheduleId},1980-12-09,PO Box 1,,Arlington,VA,22201,`,
      ].join("\n"),
    );
    const put = await runOpensshSftp(
      server.port,
      account.username,
      ["cd inbound", `put ${name}`, "ls -l"],
      { password: account.password },
      dir,
    );
    expect(put.stderr).not.toMatch(/denied|failure/i);
    expect(put.status).toBe(0);

    const ack = "GLOBEX_Eligibility_20260105.ack.csv";
    const deadline = Date.now() + 20_000;
    let fetched = await runOpensshSftp(
      server.port,
      account.username,
      [`get outbound/${ack}`],
      { password: account.password },
      dir,
    );
    while (fetched.status !== 0 && Date.now() < deadline) {
      // A poll interval between fetches: the loop waits on the acknowledgement, up to its deadline.
      await new Promise((resolve) => setTimeout(resolve, 200));
      fetched = await runOpensshSftp(
        server.port,
        account.username,
        [`get outbound/${ack}`],
        { password: account.password },
        dir,
      );
    }
    await waitForFile(path.join(dir, ack));
    const text = fs.readFileSync(path.join(dir, ack), "utf8");
    expect(text).toMatch(/^REJECTED,3,G-2,Address 1,address_po_box,/m);
    expect(text).toMatch(/^TRAILER,,,,processed,GLOBEX_Eligibility_20260105\.csv,2,1,0,0,1,0\r?$/m);
    expect(text).not.toMatch(/231-?54-?8765|PO Box 1/);
    const people = await (await getDb()).select().from(employees).where(eq(employees.employerId, tenant.employerId));
    expect(people.map((person) => person.externalId)).toEqual(["G-1"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("signs in with a key, and is refused outside inbound/ and with a wrong password", async () => {
    const tenant = await createTenant();
    const keys = generateEd25519KeyPair();
    const account = await createTestSftpAccount(tenant.employerId, { publicKey: keys.public });
    const dir = tempDir();
    const keyFile = path.join(dir, "id_ed25519");
    fs.writeFileSync(keyFile, keys.private, { mode: 0o600 });
    fs.writeFileSync(path.join(dir, "x.csv"), "Employee ID\n");

    const listed = await runOpensshSftp(server.port, account.username, ["ls"], { privateKeyFile: keyFile }, dir);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/inbound\s+outbound/);
    for (const command of [
      "put x.csv /x.csv",
      "put x.csv ../../tmp/x.csv",
      "put x.csv outbound/x.csv",
      "get inbound/x.csv",
      "mkdir inbound/sub",
      "rm outbound/x.ack.csv",
      "ln -s /etc/passwd inbound/p.csv",
      "cd /etc",
    ]) {
      const refused = await runOpensshSftp(server.port, account.username, [command], { privateKeyFile: keyFile }, dir);
      expect(refused.status, command).not.toBe(0);
    }
    const wrong = await runOpensshSftp(server.port, account.username, ["ls"], { password: "not-the-password" }, dir);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toMatch(/Permission denied/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
