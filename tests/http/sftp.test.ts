import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateEd25519KeyPair } from "@/lib/sftp/ed25519";

import { getDb } from "@/db/client";
import { eligibilityFiles, employees, events, sftpFileChunks, sftpFiles } from "@/db/schema";
import { capturedLogLines } from "@/lib/logger";
import { systemWideContext } from "@/lib/services/context";
import { beginUpload } from "@/lib/services/eligibility-files/receive-upload";
import { CHUNK_BYTES } from "@/lib/services/eligibility-files/stored-files";
import { startSftpServer, type SftpServer } from "@/lib/sftp/server";

import { createTenant, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { acknowledgement, createTestSftpAccount, eventually } from "../support/sftp";
import { connectSftp, loginFails } from "../support/sftp-client";

// The SFTP door end to end, through ssh2's own SFTP client: upload into inbound/, the worker
// imports through the import service, the acknowledgement appears in outbound/, the upload is
// gone. Each employer sees only its own folders. OpenSSH's client: tests/http/sftp-openssh.test.ts.

const MAX_FILE_BYTES = 64 * 1024;
// No app server: this door is SFTP. The worker imports what arrives.
httpHarness({
  server: false,
  worker: true,
  tenant: false,
  env: { RATE_LIMIT_SFTP_AUTH_FAILURES_PER_ACCOUNT: "4/15m" },
});
let server: SftpServer;
beforeAll(async () => {
  server = await startSftpServer({
    port: 0,
    host: "127.0.0.1",
    limits: { maxFileBytes: MAX_FILE_BYTES, maxAccountFiles: 2 },
  });
});
afterAll(async () => {
  await server?.close();
});

const PROGRAM_HEADER =
  "Employee Number,First Name,Last Name,Email Address,Employment Status,Eligibility Status,Pay Schedule ID,Birth Date,Address 1,Address 2,City,State,ZIP Code,SSN,Favorite Color";

async function tenantWithAccount() {
  const tenant: Tenant = await createTenant();
  const account = await createTestSftpAccount(tenant.employerId);
  const session = await connectSftp(server.port, { username: account.username, password: account.password });
  return { tenant, account, session };
}

const trailer = (records: string[][]) => records.at(-1)!;

const employeesOf = async (employerId: string) =>
  (await getDb()).select().from(employees).where(eq(employees.employerId, employerId));

describe("eligibility files over SFTP", () => {
  it("imports a good file in the program's format, acknowledges it with counts, and removes the upload", async () => {
    const { tenant, session } = await tenantWithAccount();
    const s = tenant.activeScheduleId;
    expect(await session.list("/")).toEqual(["inbound", "outbound"]);
    const name = "ACME_Eligibility_20260105.csv";
    await session.put(
      `/inbound/${name}`,
      [
        PROGRAM_HEADER,
        `E-100,Ada,Lovelace,ada.sftp@example.com,Active,yes,${s},1990-04-23,1 Main St,,Austin,TX,73301,231-54-8765,blue`,
        `E-101,Bob,Builder,bob.sftp@example.com,Active,no,${s},1985-01-02,2 Elm St,Apt 3,Boise,ID,83702,,green`,
      ].join("\r\n"),
    );
    const records = await acknowledgement(session, "ACME_Eligibility_20260105.ack.csv");
    expect(records[0]).toEqual([
      "Record Type",
      "Line",
      "Employee ID",
      "Column",
      "Code",
      "Reason",
      "Rows",
      "Created",
      "Updated",
      "Unchanged",
      "Rejected",
      "Made Ineligible",
    ]);
    expect(records.slice(1, -1).map((record) => record.slice(0, 5))).toEqual([
      ["WARNING", "1", "", "Favorite Color", "unknown_column"],
    ]);
    expect(trailer(records)).toEqual(["TRAILER", "", "", "", "processed", name, "2", "2", "0", "0", "0", "0"]);

    const people = await employeesOf(tenant.employerId);
    expect(
      people.map((person) => [person.externalId, person.isEmployed, person.isEligible, person.ssnLastFour]).sort(),
    ).toEqual([
      ["E-100", true, true, "8765"],
      ["E-101", true, false, null],
    ]);
    // The upload is gone, content and all; its record and report stay.
    expect(await session.list("/inbound")).toEqual([]);
    const db = await getDb();
    const [file] = await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.employerId, tenant.employerId));
    expect(file).toMatchObject({
      status: "processed",
      uploadId: null,
      rowsRead: 2,
      created: 2,
      acknowledgementName: "ACME_Eligibility_20260105.ack.csv",
    });
    const stored = await db.select().from(sftpFiles).where(eq(sftpFiles.employerId, tenant.employerId));
    expect(stored.map((row) => row.folder)).toEqual(["outbound"]);
    const chunks = await db
      .select({ fileId: sftpFileChunks.fileId })
      .from(sftpFileChunks)
      .innerJoin(sftpFiles, eq(sftpFiles.id, sftpFileChunks.fileId))
      .where(eq(sftpFiles.employerId, tenant.employerId));
    expect(chunks.map((chunk) => chunk.fileId)).toEqual([stored[0]!.id]);
    const event = (await db.select().from(events).where(eq(events.employerId, tenant.employerId))).find(
      (row) => row.type === "eligibility_file.processed",
    );
    expect(event?.data).toMatchObject({
      fileId: file!.id,
      status: "processed",
      counts: { rows: 2, created: 2, updated: 0, unchanged: 0, rejected: 0, madeIneligible: 0 },
    });
    expect(capturedLogLines.join("\n")).not.toMatch(/231-?54-?8765/);
    session.end();
  });

  it("rejects bad rows with line, Employee ID, column, code and reason, never the value", async () => {
    const { tenant, session } = await tenantWithAccount();
    const s = tenant.activeScheduleId;
    await session.put(
      "/inbound/bad-rows.csv",
      [
        PROGRAM_HEADER,
        `E-1,Ada,Lovelace,ada.bad@example.com,Active,yes,${s},1990-04-23,1 Main St,,Austin,TX,73301,231-54-8765,`,
        `E-2,Cy,Bad,cy.bad@example.com,Active,yes,${s},1990-02-30,PO Box 7,,Austin,TX,7330,912-34-5678,`,
        `E-3,Di,Maybe,not-an-email,perhaps,yes,999999,,,,,,,,`,
      ].join("\n"),
    );
    const records = await acknowledgement(session, "bad-rows.ack.csv");
    const rejected = records.filter((record) => record[0] === "REJECTED").map((record) => record.slice(1, 5));
    expect(rejected).toEqual(
      expect.arrayContaining([
        ["3", "E-2", "Birth Date", "date_invalid"],
        ["3", "E-2", "Address 1", "address_po_box"],
        ["3", "E-2", "SSN", "ssn_starts_with_9"],
        ["4", "E-3", "Email", "email_invalid"],
        ["4", "E-3", "Employed", "invalid_value"],
        ["4", "E-3", "Payroll Schedule", "payroll_schedule_not_found"],
      ]),
    );
    expect(records.some((record) => record[0] === "WARNING" && record[4] === "file_name_unconventional")).toBe(true);
    expect(trailer(records).slice(4)).toEqual(["processed", "bad-rows.csv", "3", "1", "0", "0", "2", "0"]);
    const text = records.flat().join(",");
    expect(text).not.toMatch(/912-?34-?5678|1990-02-30|PO Box 7|7330|not-an-email|perhaps/);
    expect((await employeesOf(tenant.employerId)).map((person) => person.externalId)).toEqual(["E-1"]);
    session.end();
  });

  it("applies the same bytes once: the second upload is acknowledged as a duplicate", async () => {
    const { tenant, session } = await tenantWithAccount();
    const content = [
      PROGRAM_HEADER,
      `E-7,Eve,Twice,eve.twice@example.com,Active,yes,${tenant.activeScheduleId},1990-04-23,1 Main St,,Austin,TX,73301,,`,
    ].join("\n");
    await session.put("/inbound/ACME_Eligibility_20260112.csv", content);
    expect(trailer(await acknowledgement(session, "ACME_Eligibility_20260112.ack.csv")).slice(4, 8)).toEqual([
      "processed",
      "ACME_Eligibility_20260112.csv",
      "1",
      "1",
    ]);
    await session.put("/inbound/ACME_Eligibility_20260112.csv", content);
    const second = await acknowledgement(session, "ACME_Eligibility_20260112.ack-2.csv");
    expect(second[1]!.slice(0, 5)).toEqual(["FILE_ERROR", "", "", "", "duplicate_file"]);
    expect(second[1]![5]).toMatch(/same content as ACME_Eligibility_20260112\.csv/);
    expect(trailer(second).slice(4)).toEqual([
      "duplicate",
      "ACME_Eligibility_20260112.csv",
      "0",
      "0",
      "0",
      "0",
      "0",
      "0",
    ]);
    const people = await employeesOf(tenant.employerId);
    expect(people).toHaveLength(1);
    const db = await getDb();
    const files = await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.employerId, tenant.employerId));
    expect(files.map((file) => file.status).sort()).toEqual(["duplicate", "processed"]);
    expect(files.find((file) => file.status === "duplicate")?.importId).toBeNull();
    // Renamed, the same bytes are still the same file.
    await session.put("/inbound/renamed.csv", content);
    expect(trailer(await acknowledgement(session, "renamed.ack.csv"))[4]).toBe("duplicate");
    session.end();
  });

  it("acknowledges a file it cannot import as failed, naming what is missing", async () => {
    const { session } = await tenantWithAccount();
    await session.put("/inbound/no-header.csv", "E-1,Ada,Lovelace,ada@example.com,231-54-8765\n");
    const records = await acknowledgement(session, "no-header.ack.csv");
    expect(records[1]!.slice(0, 5)).toEqual(["FILE_ERROR", "", "", "", "file_not_imported"]);
    expect(records[1]![5]).toMatch(/missing: Employee ID/);
    // A file without a header line: its first row is not echoed back as "unknown columns".
    expect(records.some((record) => record[0] === "WARNING" && record[4] === "unknown_column")).toBe(false);
    expect(trailer(records)[4]).toBe("failed");
    // A file that failed applied nothing: the same bytes sent again are tried again, not a duplicate.
    await session.put("/inbound/no-header.csv", "E-1,Ada,Lovelace,ada@example.com,231-54-8765\n");
    const again = await acknowledgement(session, "no-header.ack-2.csv");
    expect(again[1]![4]).toBe("file_not_imported");
    session.end();
  });

  it("refuses a wrong password, and after repeated failures even the right one", async () => {
    const tenant = await createTenant();
    const account = await createTestSftpAccount(tenant.employerId);
    expect(await loginFails(server.port, { username: account.username, password: "wrong" })).toBe(true);
    expect(await loginFails(server.port, { username: "nobody-here", password: account.password })).toBe(true);
    const fresh = await createTestSftpAccount(tenant.employerId);
    for (let i = 0; i < 4; i += 1)
      expect(await loginFails(server.port, { username: fresh.username, password: `guess-${i}` })).toBe(true);
    expect(await loginFails(server.port, { username: fresh.username, password: fresh.password })).toBe(true);
    // Another account is not locked by it.
    expect(await loginFails(server.port, { username: account.username, password: account.password })).toBe(false);
  });

  it("signs in with a registered public key only", async () => {
    const tenant = await createTenant();
    const keys = generateEd25519KeyPair();
    const account = await createTestSftpAccount(tenant.employerId, { publicKey: keys.public });
    const session = await connectSftp(server.port, { username: account.username, privateKey: keys.private });
    expect(await session.list("/")).toEqual(["inbound", "outbound"]);
    session.end();
    const other = generateEd25519KeyPair();
    expect(await loginFails(server.port, { username: account.username, privateKey: other.private })).toBe(true);
  });

  it("keeps the account inside its folders: no path outside, no reading uploads, no writing acknowledgements", async () => {
    const { session } = await tenantWithAccount();
    const failures = await Promise.all([
      session.failure((sftp, done) => sftp.open("/etc/passwd", "r", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("../../etc/passwd", "r", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("/evil.csv", "w", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("/inbound/sub/evil.csv", "w", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("/outbound/evil.csv", "w", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("/inbound/x.csv", "r", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("/inbound/x.csv", "a", (error) => done(error))),
      session.failure((sftp, done) => sftp.open("/inbound/notes.txt", "w", (error) => done(error))),
      session.failure((sftp, done) => sftp.readdir("/inbound/../../..//etc", (error) => done(error))),
      session.failure((sftp, done) => sftp.mkdir("/inbound/sub", (error) => done(error))),
      session.failure((sftp, done) => sftp.symlink("/etc/passwd", "/inbound/link.csv", (error) => done(error))),
      session.failure((sftp, done) => sftp.rename("/outbound/a.csv", "/inbound/a.csv", (error) => done(error))),
      session.failure((sftp, done) => sftp.unlink("/outbound/a.ack.csv", (error) => done(error))),
    ]);
    expect(failures).toHaveLength(13);
    expect(await session.list("/../..")).toEqual(["inbound", "outbound"]);
    session.end();
  });

  it("shows each employer only its own files", async () => {
    const a = await tenantWithAccount();
    const b = await tenantWithAccount();
    await a.session.put(
      "/inbound/ACME_Eligibility_20260119.csv",
      [PROGRAM_HEADER, `E-1,Ada,A,ada.a@example.com,Active,yes,${a.tenant.activeScheduleId},,,,,,,,`].join("\n"),
    );
    await acknowledgement(a.session, "ACME_Eligibility_20260119.ack.csv");
    expect(await b.session.list("/outbound")).toEqual([]);
    expect(await b.session.list("/inbound")).toEqual([]);
    await b.session.failure((sftp, done) =>
      sftp.open("/outbound/ACME_Eligibility_20260119.ack.csv", "r", (error) => done(error)),
    );
    await b.session.failure((sftp, done) =>
      sftp.open(`/${a.tenant.employerId}/outbound/ACME_Eligibility_20260119.ack.csv`, "r", (error) => done(error)),
    );
    expect(await employeesOf(b.tenant.employerId)).toEqual([]);
    a.session.end();
    b.session.end();
  });

  it("refuses a file over the size limit while it arrives, and keeps nothing of it", async () => {
    const { tenant, session } = await tenantWithAccount();
    const row = `E-1,Ada,Lovelace,ada@example.com,Active,yes,${tenant.activeScheduleId},1990-04-23,1 Main St,,Austin,TX,73301,231-54-8765,\n`;
    const big = PROGRAM_HEADER + "\n" + row.repeat(Math.ceil((MAX_FILE_BYTES * 1.5) / row.length));
    const error = await session.put("/inbound/too-big.csv", big).then(
      () => undefined,
      (failure: unknown) => failure as Error,
    );
    expect(String(error)).toMatch(/larger than this server accepts/);
    expect(await session.list("/inbound")).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.employerId, tenant.employerId))).toEqual(
      [],
    );
    expect(await db.select().from(sftpFiles).where(eq(sftpFiles.employerId, tenant.employerId))).toEqual([]);
    expect(await employeesOf(tenant.employerId)).toEqual([]);
    session.end();
  });

  it("keeps an upload sealed at rest while it waits", async () => {
    const tenant = await createTenant();
    const account = await createTestSftpAccount(tenant.employerId);
    const db = await getDb();
    const login = { accountId: account.accountId, employerId: tenant.employerId, username: account.username };
    const upload = await beginUpload({
      ctx: systemWideContext(db, "test"),
      login,
      name: "sealed.csv",
      limits: { maxFileBytes: 4 * 1024 * 1024, maxAccountBytes: 8 * 1024 * 1024, maxAccountFiles: 5 },
    });
    const row = "E-1,Ada,Lovelace,ada@example.com,231-54-8765\n";
    const content = Buffer.from(PROGRAM_HEADER + "\n" + row.repeat(Math.ceil(CHUNK_BYTES / row.length) + 10));
    for (let offset = 0; offset < content.length; offset += 32 * 1024)
      await upload.write(offset, content.subarray(offset, offset + 32 * 1024));
    const [file] = await db.select().from(sftpFiles).where(eq(sftpFiles.employerId, tenant.employerId));
    const [chunk] = await db.select().from(sftpFileChunks).where(eq(sftpFileChunks.fileId, file!.id));
    expect(chunk!.data.length).toBeGreaterThan(CHUNK_BYTES);
    expect(chunk!.data.includes(Buffer.from("231-54-8765"))).toBe(false);
    expect(chunk!.data.includes(Buffer.from("Lovelace"))).toBe(false);
    await upload.abort();
    expect(await db.select().from(sftpFileChunks).where(eq(sftpFileChunks.fileId, file!.id))).toEqual([]);
  });

  it("drops an upload whose connection ends before the file is closed, and caps the files waiting per account", async () => {
    const { tenant, session } = await tenantWithAccount();
    const open = (name: string) =>
      new Promise<Buffer>((resolve, reject) =>
        session.sftp.open(name, "w", (error, handle) => (error ? reject(error) : resolve(handle))),
      );
    await open("/inbound/one.csv");
    await open("/inbound/two.csv");
    // maxAccountFiles is 2 in this suite: a third waiting file is refused.
    await expect(open("/inbound/three.csv")).rejects.toThrow(/too many files waiting/);
    expect(await session.list("/inbound")).toEqual(["one.csv", "two.csv"]);
    session.end();
    const db = await getDb();
    await eventually(
      async () =>
        (await db.select().from(sftpFiles).where(eq(sftpFiles.employerId, tenant.employerId))).length === 0
          ? true
          : undefined,
      "dropped uploads",
    );
    expect(await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.employerId, tenant.employerId))).toEqual(
      [],
    );
  });
});
