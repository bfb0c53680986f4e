import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { eligibilityFiles, employees, events } from "@/db/schema";
import { confirmImport } from "@/lib/services/admin/confirm-import";
import { discardImport } from "@/lib/services/admin/discard-import";
import type { EmployerContext } from "@/lib/services/context";
import { startSftpServer, type SftpServer } from "@/lib/sftp/server";

import { createTenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { acknowledgement, createTestSftpAccount } from "../support/sftp";
import { connectSftp, type SftpSession } from "../support/sftp-client";

// Full files over SFTP, through ssh2's client and the worker: the file's name marks it as the
// whole population; within the threshold it is applied and the acknowledgement counts who was
// made ineligible; past it the file is held, acknowledged as held, and acknowledged again once an
// HR admin confirms or discards it (the admin area's buttons call these same use cases).

// No app server: this door is SFTP. The worker imports what arrives.
httpHarness({ server: false, worker: true, tenant: false });
let server: SftpServer;
beforeAll(async () => {
  server = await startSftpServer({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await server?.close();
});

const HEADER = "Employee Number,First Name,Last Name,Email Address,Employment Status,Eligibility Status,SSN";
const row = (n: number) => `E-${n},First${n},Last${n},e${n}.full@example.com,Active,yes,231-54-${String(1000 + n)}`;
const lines = (numbers: number[]) => [HEADER, ...numbers.map(row)].join("\r\n");
const upTo = (last: number) => Array.from({ length: last }, (_, index) => index + 1);
const trailer = (records: string[][]) => records.at(-1)!;

/** An employer with E-1…E-10 imported over SFTP, and its session. */
async function employerWithTen(): Promise<{ session: SftpSession; employerId: string; hr: EmployerContext }> {
  const tenant = await createTenant();
  const account = await createTestSftpAccount(tenant.employerId);
  const session = await connectSftp(server.port, { username: account.username, password: account.password });
  await session.put("/inbound/ACME_Eligibility_20260105.csv", lines(upTo(10)));
  expect(trailer(await acknowledgement(session, "ACME_Eligibility_20260105.ack.csv")).slice(4, 8)).toEqual([
    "processed",
    "ACME_Eligibility_20260105.csv",
    "10",
    "10",
  ]);
  const hr: EmployerContext = {
    db: await getDb(),
    actor: { type: "admin", adminId: "adm_fullfiletest", employerId: tenant.employerId, role: "admin" },
    employerId: tenant.employerId,
  };
  return { session, employerId: tenant.employerId, hr };
}

const eligibility = async (employerId: string) =>
  Object.fromEntries(
    (await (await getDb()).select().from(employees).where(eq(employees.employerId, employerId))).map((person) => [
      person.externalId,
      person.isEligible,
    ]),
  );

const fileEvents = async (employerId: string) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.employerId, employerId), eq(events.type, "eligibility_file.processed")))
  )
    .map((event) => event.data as { status: string; counts: { madeIneligible: number } })
    .map((data) => [data.status, data.counts.madeIneligible]);

describe("full eligibility files over SFTP", () => {
  it("a full file within the threshold is applied: the one employee it leaves out is made ineligible, and the acknowledgement counts it", async () => {
    const { session, employerId } = await employerWithTen();
    const name = "ACME_Eligibility_20260112_FULL.csv";
    await session.put(`/inbound/${name}`, lines(upTo(9)));
    const records = await acknowledgement(session, "ACME_Eligibility_20260112_FULL.ack.csv");
    expect(records.slice(1, -1).map((record) => record.slice(0, 5))).toEqual([["NOTICE", "", "", "", "full_file"]]);
    expect(records[1]![5]).toMatch(/employees not in it made ineligible: 1\./);
    expect(trailer(records)).toEqual(["TRAILER", "", "", "", "processed", name, "9", "0", "0", "9", "0", "1"]);
    expect(await eligibility(employerId)).toMatchObject({ "E-9": true, "E-10": false });
    expect(await fileEvents(employerId)).toEqual([
      ["processed", 0],
      ["processed", 1],
    ]);
    session.end();
  });

  it("a full file past the threshold is held and acknowledged so; confirmed by HR, it is applied and acknowledged again", async () => {
    const { session, employerId, hr } = await employerWithTen();
    const name = "ACME_Eligibility_20260112_FULL.csv";
    await session.put(`/inbound/${name}`, lines(upTo(6)));
    const held = await acknowledgement(session, "ACME_Eligibility_20260112_FULL.ack.csv");
    expect(held[1]!.slice(0, 5)).toEqual(["NOTICE", "", "", "", "full_file_held"]);
    expect(held[1]![5]).toMatch(
      /leaves out 4 of 10 eligible employees with an Employee ID \(40%\), more than the 10% allowed, so nothing of it has been applied/,
    );
    expect(trailer(held)).toEqual(["TRAILER", "", "", "", "held", name, "6", "0", "0", "0", "0", "0"]);
    expect(Object.values(await eligibility(employerId)).every(Boolean)).toBe(true);
    // The upload itself is gone; what waits for HR is sealed in the import.
    expect(await session.list("/inbound")).toEqual([]);
    const [file] = await (
      await getDb()
    )
      .select()
      .from(eligibilityFiles)
      .where(and(eq(eligibilityFiles.employerId, employerId), eq(eligibilityFiles.fileName, name)));
    expect(file).toMatchObject({ status: "held", uploadId: null });

    await confirmImport({ ctx: hr, importId: file!.importId! });
    const confirmed = await acknowledgement(session, "ACME_Eligibility_20260112_FULL.ack-2.csv");
    expect(confirmed[1]!.slice(0, 5)).toEqual(["NOTICE", "", "", "", "held_file_confirmed"]);
    expect(trailer(confirmed)).toEqual(["TRAILER", "", "", "", "processed", name, "6", "0", "0", "6", "0", "4"]);
    expect(await eligibility(employerId)).toMatchObject({ "E-6": true, "E-7": false, "E-10": false });
    expect(await fileEvents(employerId)).toEqual([
      ["processed", 0],
      ["held", 0],
      ["processed", 4],
    ]);
    const [settled] = await (await getDb()).select().from(eligibilityFiles).where(eq(eligibilityFiles.id, file!.id));
    expect(settled).toMatchObject({
      status: "processed",
      madeIneligible: 4,
      unchanged: 6,
      acknowledgementName: "ACME_Eligibility_20260112_FULL.ack-2.csv",
    });
    session.end();
  });

  it("a held file HR discards is acknowledged as discarded, applies nothing, and its bytes may be sent again", async () => {
    const { session, employerId, hr } = await employerWithTen();
    const content = lines([1, 2]);
    await session.put("/inbound/roster_full.csv", content);
    expect(trailer(await acknowledgement(session, "roster_full.ack.csv"))[4]).toBe("held");
    const [file] = await (
      await getDb()
    )
      .select()
      .from(eligibilityFiles)
      .where(and(eq(eligibilityFiles.employerId, employerId), eq(eligibilityFiles.fileName, "roster_full.csv")));
    await discardImport({ ctx: hr, importId: file!.importId! });
    const discarded = await acknowledgement(session, "roster_full.ack-2.csv");
    expect(discarded[1]!.slice(0, 5)).toEqual(["FILE_ERROR", "", "", "", "held_file_discarded"]);
    expect(trailer(discarded).slice(4)).toEqual(["discarded", "roster_full.csv", "2", "0", "0", "0", "0", "0"]);
    expect(Object.values(await eligibility(employerId)).every(Boolean)).toBe(true);
    // Not a duplicate of the discarded file: read (and held) again.
    await session.put("/inbound/roster_full.csv", content);
    expect(trailer(await acknowledgement(session, "roster_full.ack-3.csv"))[4]).toBe("held");
    session.end();
  });
});
