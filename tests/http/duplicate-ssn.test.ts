// @module-tag embedded-db — also on PGlite: one SSN per employee of an employer (issue 44 item 8), a rule of every database.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees } from "@/db/schema";
import { fingerprintSsns } from "@/lib/jobs/fingerprint-ssns";

import { createTenant, employeeBody, signInAdmin, signInEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness();

type Employee = { id: string; ssnLastFour: string | null };
type Problem = {
  code: string;
  detail: string;
  existingEmployeeId?: string;
  errors: Array<{ path: string; code: string; message: string }>;
};

const base = () => `/api/employers/${tenant.employerId}/employees`;

// Valid, distinct within the file (the last four count up) and none of the sandbox's outcome
// endings (1111…5555).
let serial = 0;
function freshSsn(): string {
  serial += 1;
  const area = 100 + Math.floor(Math.random() * 500);
  return `${area}-${String(10 + serial).padStart(2, "0")}-${6000 + serial}`;
}

async function create(ssn: string | undefined, overrides: Record<string, unknown> = {}) {
  return call<Employee & Problem>("POST", base(), { body: employeeBody({ ssn, ...overrides }) });
}

async function countWith(lastFour: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.employerId, tenant.employerId), eq(employees.ssnLastFour, lastFour)));
  return rows.length;
}

describe("one SSN per employee of an employer", () => {
  it("refuses a second employee with the same SSN, however it is written, naming the first, and creates nothing", async () => {
    const ssn = freshSsn();
    const first = await create(ssn);
    expect(first.status, first.text).toBe(201);
    const again = await create(ssn.replaceAll("-", ""));
    expect(again.status, again.text).toBe(409);
    expect(again.headers.get("content-type")).toContain("application/problem+json");
    expect(again.body).toMatchObject({
      code: "ssn_taken",
      existingEmployeeId: first.body.id,
      errors: [{ path: "/ssn", code: "ssn_taken" }],
    });
    // Never the number itself, in any form.
    expect(again.text).not.toContain(ssn);
    expect(again.text).not.toContain(ssn.replaceAll("-", ""));
    expect(await countWith(ssn.slice(-4))).toBe(1);
  });

  it("allows the same SSN at another employer, and no SSN at all any number of times", async () => {
    const ssn = freshSsn();
    expect((await create(ssn)).status).toBe(201);
    const other = await createTenant();
    const elsewhere = await call<Employee>("POST", `/api/employers/${other.employerId}/employees`, {
      body: employeeBody({ ssn }),
      headers: { authorization: other.authorization },
    });
    expect(elsewhere.status, elsewhere.text).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await create(undefined)).status).toBe(201);
  });

  it("lets the sandbox's shared test SSN 231-54-8765 be used again and again", async () => {
    for (let i = 0; i < 3; i += 1) expect((await create("231-54-8765")).status).toBe(201);
  });

  it("refuses a PATCH that gives an employee another's SSN, and changes nothing; its own SSN again is no change", async () => {
    const taken = freshSsn();
    const holder = await create(taken);
    const mover = await create(freshSsn(), { firstName: "Mover" });
    const path = `${base()}/${mover.body.id}`;
    const patched = await call<Problem>("PATCH", path, {
      body: [
        { op: "replace", path: "/firstName", value: "Changed" },
        { op: "replace", path: "/ssn", value: taken },
      ],
    });
    expect(patched.status, patched.text).toBe(409);
    expect(patched.body).toMatchObject({ code: "ssn_taken", existingEmployeeId: holder.body.id });
    const after = await call<Employee & { firstName: string }>("GET", path);
    expect(after.body).toMatchObject({ firstName: "Mover", ssnLastFour: mover.body.ssnLastFour });
    const same = await call("PATCH", `${base()}/${holder.body.id}`, {
      body: [{ op: "replace", path: "/ssn", value: taken }],
    });
    expect(same.status, same.text).toBe(200);
  });

  it("tells the employee in the portal only that the number is on file for someone else", async () => {
    const taken = freshSsn();
    expect((await create(taken)).status).toBe(201);
    const person = await create(undefined);
    const portal = await signInEmployee(server.baseUrl, call, `${base()}/${person.body.id}`);
    const saved = await portal<Problem>("PATCH", `${base()}/${person.body.id}`, [
      { op: "add", path: "/ssn", value: taken },
    ]);
    expect(saved.status, saved.text).toBe(409);
    expect(saved.body.code).toBe("ssn_taken");
    expect(saved.body.errors).toEqual([expect.objectContaining({ path: "/ssn", code: "ssn_taken" })]);
    expect(saved.body.existingEmployeeId).toBeUndefined();
    expect(saved.text).not.toMatch(/empl_/);
  });

  it("lets only one of two concurrent creates with one SSN through", async () => {
    const ssn = freshSsn();
    const results = await Promise.all([create(ssn), create(ssn), create(ssn)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const winner = results.find((r) => r.status === 201)!;
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body).toMatchObject({ code: "ssn_taken", existingEmployeeId: winner.body.id });
    expect(await countWith(ssn.slice(-4))).toBe(1);
  });

  it("rejects an import's rows one by one: an SSN another employee has, or one repeated in the file", async () => {
    const admin = await signInAdmin(server.baseUrl, tenant);
    const [taken, a, b] = [freshSsn(), freshSsn(), freshSsn()];
    const holder = await create(taken, { externalId: `HOLD-${serial}` });
    const s = tenant.activeScheduleId;
    const row = (id: string, ssn: string) =>
      `${id},Im,Port,${id.toLowerCase()}@example.com,yes,yes,${s},1990-04-23,1 Main St,,Austin,TX,73301,${ssn}`;
    const csv = [
      "Employee ID,First Name,Last Name,Email,Employed,Eligible,Payroll Schedule,Birth Date,Address 1,Address 2,City,State,ZIP Code,SSN",
      row(`IMP-A-${serial}`, a),
      row(`IMP-B-${serial}`, taken),
      row(`IMP-C-${serial}`, a),
      row(`IMP-D-${serial}`, b),
      // The holder's own row with its own SSN is no conflict.
      row(`HOLD-${serial}`, taken),
    ].join("\n");
    const created = await admin.call<{ id: string }>("POST", "/api/admin/imports", { fileName: "eligibility.csv" });
    const csrf = (await admin.call<{ csrfToken: string }>("GET", "/api/admin/session")).body.csrfToken;
    const uploaded = await fetch(`${server.baseUrl}/api/admin/imports/${created.body.id}/file`, {
      method: "PUT",
      headers: { cookie: `bo_session=${admin.cookie}`, "x-csrf-token": csrf, "content-type": "text/csv" },
      body: csv,
    });
    const result = (await uploaded.json()) as Record<string, unknown>;
    const report = await admin.call("GET", `/api/admin/imports/${created.body.id}/errors`);
    expect(result, report.text).toMatchObject({ status: "completed", rowsRead: 5, rejected: 2, created: 2 });
    expect(report.text).toMatch(new RegExp(`^3,IMP-B-${serial},SSN,ssn_taken,.*HOLD-${serial}`, "m"));
    expect(report.text).toMatch(new RegExp(`^4,IMP-C-${serial},SSN,duplicate_in_file,`, "m"));
    expect(report.text).not.toContain(taken);
    expect(report.text).not.toContain(a);
    expect(await countWith(a.slice(-4))).toBe(1);
    expect(await countWith(taken.slice(-4))).toBe(1);
    expect(holder.status).toBe(201);
  });

  it("creates an employee whose e-mail another has, with a warning naming them (families share addresses)", async () => {
    const email = `family.${serial}.${Date.now()}@example.com`;
    const first = await create(freshSsn(), { email });
    expect(first.status).toBe(201);
    expect(first.body).not.toHaveProperty("warnings");
    const second = await create(freshSsn(), { email: email.toUpperCase() });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({
      warnings: [{ code: "email_shared", employeeIds: [first.body.id] }],
    });
    const third = await create(freshSsn(), { email });
    expect((third.body as { warnings?: Array<{ employeeIds: string[] }> }).warnings?.[0]?.employeeIds).toEqual([
      first.body.id,
      second.body.id,
    ]);
  });

  it("gives employees stored before fingerprints one, the first met keeping a shared SSN", async () => {
    const db = await getDb();
    const [ssn, alone] = [freshSsn(), freshSsn()];
    const first = await create(ssn);
    const lone = await create(alone);
    // As stored before migration 0055: no fingerprints, and so nothing stopped a second with the SSN.
    const ids = [first.body.id, lone.body.id];
    const wipe = () =>
      db.execute(sql`update ${employees} set ssn_fingerprint = null where id = any(${sql.param(ids)}::text[])`);
    await wipe();
    const second = await create(ssn);
    expect(second.status, second.text).toBe(201);
    ids.push(second.body.id);
    await wipe();
    let afterId = "";
    const shared: string[] = [];
    for (;;) {
      const pass = await fingerprintSsns(db, afterId);
      shared.push(...pass.shared);
      if (pass.lastId === undefined) break;
      afterId = pass.lastId;
    }
    const rows = await db
      .select({ id: employees.id, fingerprint: employees.ssnFingerprint })
      .from(employees)
      .where(sql`${employees.id} = any(${sql.param(ids)}::text[])`);
    const fingerprinted = rows.filter((row) => row.fingerprint !== null).map((row) => row.id);
    expect(fingerprinted).toContain(lone.body.id);
    // Exactly one of the two sharing the SSN keeps it; the other is named.
    expect(fingerprinted.filter((id) => id !== lone.body.id)).toHaveLength(1);
    const [other] = [first.body.id, second.body.id].filter((id) => !fingerprinted.includes(id));
    expect(shared).toContain(other);
    // From then on, the SSN is refused to anyone new.
    expect((await create(ssn)).status).toBe(409);
    // A second walk finds nothing left to do but the one it cannot fingerprint.
    const again = await fingerprintSsns(db, "");
    expect(again.fingerprinted).toBe(0);
  });
});
