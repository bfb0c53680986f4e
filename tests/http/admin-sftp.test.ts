import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateEd25519KeyPair } from "@/lib/sftp/ed25519";

import { startSftpServer, type SftpServer } from "@/lib/sftp/server";

import { createTenant, signInAdmin } from "../support/fixtures";
import { connectSftp, loginFails } from "../support/sftp-client";
import { httpHarness } from "../support/http-harness";

// HR manages the employer's SFTP accounts in the admin area (the same use cases as the CLI), and
// sees the files received over SFTP beside browser uploads, with their acknowledgements.

const { server } = httpHarness({ worker: true, tenant: false });
let sftpServer: SftpServer;

beforeAll(async () => {
  sftpServer = await startSftpServer({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await sftpServer?.close();
});

type Account = {
  id: string;
  username: string;
  host: string;
  port: number;
  hasPassword: boolean;
  keys: Array<{ id: string; fingerprint: string }>;
  revokedAt: string | null;
  password?: string | null;
};

describe("SFTP accounts in the admin area", () => {
  it("creates an account whose password is shown once, rotates it, adds and removes a key, and revokes it", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const created = await admin.call<Account>("POST", "/api/admin/sftp-accounts", { name: "ADP payroll" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      object: "sftp_account",
      host: "localhost",
      port: 2222,
      hasPassword: true,
      keys: [],
      revokedAt: null,
    });
    const password = created.body.password!;
    expect(password).toMatch(/^[A-Za-z0-9]{32}$/);
    const listed = await admin.call<{ data: Account[] }>("GET", "/api/admin/sftp-accounts");
    expect(listed.body.data.map((account) => account.id)).toEqual([created.body.id]);
    expect(listed.text).not.toContain(password);
    const login = { username: created.body.username, password };
    expect(await loginFails(sftpServer.port, login)).toBe(false);

    const rotated = await admin.call<{ password: string; username: string }>(
      "POST",
      `/api/admin/sftp-accounts/${created.body.id}/rotate-password`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.password).not.toBe(password);
    expect(await loginFails(sftpServer.port, login)).toBe(true);
    expect(
      await loginFails(sftpServer.port, { username: created.body.username, password: rotated.body.password }),
    ).toBe(false);

    const keys = generateEd25519KeyPair("payroll@vendor");
    const withKey = await admin.call<Account>("POST", `/api/admin/sftp-accounts/${created.body.id}/keys`, {
      publicKey: keys.public,
    });
    expect(withKey.status).toBe(201);
    expect(withKey.body.keys).toHaveLength(1);
    expect(await loginFails(sftpServer.port, { username: created.body.username, privateKey: keys.private })).toBe(
      false,
    );
    const removed = await admin.call<Account>(
      "DELETE",
      `/api/admin/sftp-accounts/${created.body.id}/keys/${withKey.body.keys[0]!.id}`,
    );
    expect(removed.body.keys).toEqual([]);
    expect(await loginFails(sftpServer.port, { username: created.body.username, privateKey: keys.private })).toBe(true);

    const revoked = await admin.call<Account>("POST", `/api/admin/sftp-accounts/${created.body.id}/revoke`);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect(revoked.body.hasPassword).toBe(false);
    expect(
      await loginFails(sftpServer.port, { username: created.body.username, password: rotated.body.password }),
    ).toBe(true);
    expect((await admin.call("POST", `/api/admin/sftp-accounts/${created.body.id}/rotate-password`)).status).toBe(400);
  });

  it("creates a key-only account", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const keys = generateEd25519KeyPair();
    const created = await admin.call<Account>("POST", "/api/admin/sftp-accounts", {
      name: "Key only",
      password: false,
      publicKey: keys.public,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hasPassword: false, password: null });
    expect(await loginFails(sftpServer.port, { username: created.body.username, privateKey: keys.private })).toBe(
      false,
    );
  });

  it.each([
    ["no name", { name: "" }, "/name", "required"],
    ["neither password nor key", { name: "x", password: false }, "/password", "sftp_credentials_required"],
    ["a private key", { name: "x", publicKey: generateEd25519KeyPair().private }, "/publicKey", "ssh_key_private"],
    ["not a key", { name: "x", publicKey: "ssh-ed25519 nope" }, "/publicKey", "ssh_key_invalid"],
    ["an unknown field", { name: "x", home: "/" }, "/home", "unknown_field"],
  ])("refuses %s with problem+json", async (_name, body, path, code) => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const refused = await admin.call<{ code: string; errors: Array<{ path: string; code: string }> }>(
      "POST",
      "/api/admin/sftp-accounts",
      body,
    );
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(refused.text).not.toMatch(/PRIVATE KEY/);
  });

  it("keeps each employer to its own accounts and files", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const adminA = await signInAdmin(server.baseUrl, a);
    const adminB = await signInAdmin(server.baseUrl, b);
    const account = await adminA.call<Account>("POST", "/api/admin/sftp-accounts", { name: "A's" });
    expect((await adminB.call<{ data: Account[] }>("GET", "/api/admin/sftp-accounts")).body.data).toEqual([]);
    for (const [method, path] of [
      ["POST", `/api/admin/sftp-accounts/${account.body.id}/rotate-password`],
      ["POST", `/api/admin/sftp-accounts/${account.body.id}/revoke`],
      ["POST", `/api/admin/sftp-accounts/${account.body.id}/keys`],
    ] as const) {
      const answer = await adminB.call(
        method,
        path,
        method === "POST" && path.endsWith("/keys") ? { publicKey: generateEd25519KeyPair().public } : undefined,
      );
      expect(answer.status, path).toBe(404);
    }
    expect(
      await loginFails(sftpServer.port, { username: account.body.username, password: account.body.password! }),
    ).toBe(false);
  });

  it("lists files received over SFTP beside browser uploads, with their acknowledgement and report", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const account = await admin.call<Account>("POST", "/api/admin/sftp-accounts", { name: "Payroll" });
    const session = await connectSftp(sftpServer.port, {
      username: account.body.username,
      password: account.body.password!,
    });
    await session.put(
      "/inbound/ACME_Eligibility_20260202.csv",
      [
        "Employee ID,First Name,Last Name,Email,SSN",
        "E-1,Ada,Lovelace,ada.list@example.com,231-54-8765",
        "E-2,Bob,Bad,bob.list@example.com,912-34-5678",
      ].join("\n"),
    );
    session.end();
    type File = {
      id: string;
      status: string;
      importId: string;
      acknowledgementName: string;
      accountUsername: string;
      counts: Record<string, number>;
    };
    let files: File[] = [];
    // Polls every 100 ms: the loop waits on the file's "processed", up to its deadline.
    for (
      const deadline = Date.now() + 20_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 100))
    ) {
      files = (await admin.call<{ data: File[] }>("GET", "/api/admin/eligibility-files")).body.data;
      if (files[0]?.status === "processed") break;
    }
    expect(files).toEqual([
      expect.objectContaining({
        status: "processed",
        accountUsername: account.body.username,
        acknowledgementName: "ACME_Eligibility_20260202.ack.csv",
        counts: { rows: 2, created: 1, updated: 0, unchanged: 0, rejected: 1, madeIneligible: 0 },
      }),
    ]);
    const ack = await admin.call("GET", `/api/admin/eligibility-files/${files[0]!.id}/acknowledgement`);
    expect(ack.status).toBe(200);
    expect(ack.headers.get("content-disposition")).toBe('attachment; filename="ACME_Eligibility_20260202.ack.csv"');
    expect(ack.text).toMatch(/^REJECTED,3,E-2,SSN,ssn_starts_with_9,/m);
    expect(ack.text).not.toMatch(/912-?34-?5678|231-?54-?8765/);
    const imports = await admin.call<{ data: Array<{ id: string; source: string; fileName: string }> }>(
      "GET",
      "/api/admin/imports",
    );
    expect(imports.body.data).toContainEqual(
      expect.objectContaining({ id: files[0]!.importId, source: "sftp", fileName: "ACME_Eligibility_20260202.csv" }),
    );
    const report = await admin.call("GET", `/api/admin/imports/${files[0]!.importId}/errors`);
    expect(report.text).toMatch(/^3,E-2,SSN,ssn_starts_with_9,/m);
    // Another employer's HR sees neither the file nor its acknowledgement.
    const other = await signInAdmin(server.baseUrl, await createTenant());
    expect((await other.call<{ data: File[] }>("GET", "/api/admin/eligibility-files")).body.data).toEqual([]);
    expect((await other.call("GET", `/api/admin/eligibility-files/${files[0]!.id}/acknowledgement`)).status).toBe(404);
  });
});
