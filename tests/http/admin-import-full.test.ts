// @module-tag embedded-db — also on PGlite: the import's bulk statements (unnest arrays) on PGlite.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employeeImportRows, employees, events } from "@/db/schema";
import { capturedLogLines } from "@/lib/logger";
import type { EmployeeImport } from "@/lib/schemas/responses/admin-imports";
import { expireHeldImports } from "@/lib/services/admin/expire-held-imports";
import { systemWideContext } from "@/lib/services/context";

import { apiClient, createTenant, employeeBody, signInAdmin, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Full eligibility files through the admin API (docs/eligibility-files.md#full-files): a file that
// lists the whole population makes those it leaves out ineligible — or, past the employer's
// threshold, waits for an HR admin to confirm or discard it. And rows equal to what is stored
// change nothing.

const { server } = httpHarness({ tenant: false });

const HEADER = "Employee ID,First Name,Last Name,Email,Employed,Eligible,SSN";
const SSN = (n: number) => `231-54-${String(1000 + n).padStart(4, "0")}`;
const row = (n: number, { first = `First${n}`, eligible = "yes", ssn = SSN(n) } = {}) =>
  `F-${n},${first},Last${n},f${n}.${tag}@example.com,yes,${eligible},${ssn}`;
const csv = (rows: string[]) => [HEADER, ...rows].join("\n");
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
let tag = "";

type Admin = Awaited<ReturnType<typeof signInAdmin>>;

/** A fresh employer whose HR has imported F-1…F-20 (eligible) and F-21 (not eligible), plus one API-made employee without an Employee ID. */
async function population(): Promise<{ tenant: Tenant; admin: Admin; apiMade: string }> {
  tag = Math.random().toString(36).slice(2, 8);
  const tenant = await createTenant();
  const admin = await signInAdmin(server.baseUrl, tenant);
  const first = await upload(admin, csv([...range(1, 20).map((n) => row(n)), row(21, { eligible: "no" })]), {
    fileName: "start.csv",
  });
  expect(first).toMatchObject({ status: "completed", created: 21, mode: "changes" });
  const partner = apiClient(server.baseUrl, tenant);
  const made = await partner<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ externalId: undefined, isEligible: true }),
  });
  expect(made.status).toBe(201);
  return { tenant, admin, apiMade: made.body.id };
}

async function upload(
  admin: Admin,
  body: string,
  { fileName = "eligibility.csv", mode }: { fileName?: string; mode?: "changes" | "full" } = {},
): Promise<EmployeeImport> {
  const created = await admin.call<EmployeeImport>("POST", "/api/admin/imports", {
    fileName,
    ...(mode ? { mode } : {}),
  });
  expect(created.status).toBe(201);
  const response = await fetch(`${server.baseUrl}/api/admin/imports/${created.body.id}/file`, {
    method: "PUT",
    headers: { cookie: `bo_session=${admin.cookie}`, "x-csrf-token": await csrf(admin), "content-type": "text/csv" },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as EmployeeImport;
}
const csrf = async (admin: Admin) =>
  (await admin.call<{ csrfToken: string }>("GET", "/api/admin/session")).body.csrfToken;

async function people(employerId: string) {
  const rows = await (await getDb()).select().from(employees).where(eq(employees.employerId, employerId));
  return new Map(rows.map((person) => [person.externalId ?? person.id, person]));
}

async function updatesOf(employerId: string) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(events)
    .where(and(eq(events.employerId, employerId), eq(events.type, "employee.updated")));
  return rows.map((event) => event.data as { employeeId: string; changedFields: string[] });
}

describe("full eligibility files", () => {
  it("under the threshold: applies the rows and makes the employees it leaves out ineligible, each with its event and refreshed requirements", async () => {
    const { tenant, admin, apiMade } = await population();
    // F-20 is left out (1 of the 20 eligible: 5 %, within the default 10 %); F-3's row is rejected
    // but still names F-3; F-21 is already ineligible; F-2 changes name; the API-made employee has
    // no Employee ID and is not the files' to manage.
    const rows = range(1, 19).map((n) =>
      n === 2 ? row(n, { first: "Renamed" }) : n === 3 ? row(n, { ssn: "912-34-5678" }) : row(n),
    );
    const result = await upload(admin, csv(rows), { fileName: "weekly.csv", mode: "full" });
    expect(result).toMatchObject({
      mode: "full",
      status: "completed",
      rowsRead: 19,
      created: 0,
      updated: 1,
      unchanged: 17,
      rejected: 1,
      madeIneligible: 1,
      population: 20,
      missing: 1,
    });

    const after = await people(tenant.employerId);
    expect(after.get("F-20")).toMatchObject({ isEligible: false });
    expect(after.get("F-20")?.requirementsUnmet).toContain("eligibility_status");
    expect(after.get("F-3")).toMatchObject({ isEligible: true });
    expect(after.get("F-21")).toMatchObject({ isEligible: false });
    expect(after.get("F-2")).toMatchObject({ firstName: "Renamed", isEligible: true });
    expect(after.get(apiMade)).toMatchObject({ isEligible: true });
    const updates = await updatesOf(tenant.employerId);
    expect(updates.map((update) => [update.employeeId, update.changedFields])).toEqual(
      expect.arrayContaining([
        [after.get("F-20")!.id, ["isEligible"]],
        [after.get("F-2")!.id, ["firstName"]],
      ]),
    );
    expect(updates).toHaveLength(2);
    // Nothing of the file waits anywhere once it is applied; no SSN reached a log line.
    expect(
      await (await getDb()).select().from(employeeImportRows).where(eq(employeeImportRows.importId, result.id)),
    ).toEqual([]);
    expect(capturedLogLines.join("\n")).not.toMatch(/231-?54-?10\d\d|912-?34-?5678/);
  });

  it("over the threshold: held with nothing applied and its rows sealed; HR confirms it and it is applied as read", async () => {
    const { tenant, admin } = await population();
    const before = await people(tenant.employerId);
    // F-1…F-10 only, F-1 renamed: it leaves out 10 of 20 (50 %).
    const held = await upload(admin, csv(range(1, 10).map((n) => (n === 1 ? row(n, { first: "Later" }) : row(n)))), {
      fileName: "ACME_Eligibility_20260105_FULL.csv",
    });
    expect(held).toMatchObject({
      mode: "full",
      status: "held",
      rowsRead: 10,
      rejected: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      madeIneligible: 0,
      population: 20,
      missing: 10,
    });
    const waitDays = (Date.parse(held.heldUntil!) - Date.now()) / 86_400_000;
    expect(waitDays).toBeGreaterThan(6.9);
    expect(waitDays).toBeLessThanOrEqual(7);
    const waiting = await people(tenant.employerId);
    expect([...waiting.values()].map((person) => [person.id, person.updatedAt.getTime(), person.isEligible])).toEqual(
      [...before.values()].map((person) => [person.id, person.updatedAt.getTime(), person.isEligible]),
    );
    expect(await updatesOf(tenant.employerId)).toEqual([]);
    const staged = await (
      await getDb()
    )
      .select()
      .from(employeeImportRows)
      .where(eq(employeeImportRows.importId, held.id));
    expect(staged).toHaveLength(10);
    expect(staged.map((row) => row.sealed).join(" ")).not.toMatch(/Later|231-?54|example\.com/);
    const listed = await admin.call<{ data: EmployeeImport[] }>("GET", "/api/admin/imports");
    expect(listed.body.data.find((job) => job.id === held.id)).toMatchObject({ status: "held", missing: 10 });

    const confirmed = await admin.call<EmployeeImport>("POST", `/api/admin/imports/${held.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "completed", updated: 1, unchanged: 9, madeIneligible: 10 });
    expect(confirmed.body.decidedAt).not.toBeNull();
    const after = await people(tenant.employerId);
    expect(range(11, 20).map((n) => after.get(`F-${n}`)?.isEligible)).toEqual(range(11, 20).map(() => false));
    expect(after.get("F-1")).toMatchObject({ firstName: "Later", isEligible: true });
    expect(await updatesOf(tenant.employerId)).toHaveLength(11);
    expect(
      await (await getDb()).select().from(employeeImportRows).where(eq(employeeImportRows.importId, held.id)),
    ).toEqual([]);

    const again = await admin.call("POST", `/api/admin/imports/${held.id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(again.body).toMatchObject({ code: "import_not_held" });
  });

  it("HR discards a held file: nothing of it is applied, its sealed rows are gone, and it can no longer be confirmed", async () => {
    const { tenant, admin } = await population();
    const before = await people(tenant.employerId);
    const held = await upload(admin, csv([row(1, { first: "Never" })]), { mode: "full" });
    expect(held).toMatchObject({ status: "held", missing: 19 });
    const discarded = await admin.call<EmployeeImport>("POST", `/api/admin/imports/${held.id}/discard`);
    expect(discarded.status).toBe(200);
    expect(discarded.body).toMatchObject({ status: "discarded", madeIneligible: 0, created: 0, updated: 0 });
    expect(discarded.body.decidedAt).not.toBeNull();
    const after = await people(tenant.employerId);
    expect([...after.values()].map((person) => [person.firstName, person.isEligible])).toEqual(
      [...before.values()].map((person) => [person.firstName, person.isEligible]),
    );
    expect(
      await (await getDb()).select().from(employeeImportRows).where(eq(employeeImportRows.importId, held.id)),
    ).toEqual([]);
    const late = await admin.call("POST", `/api/admin/imports/${held.id}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "import_not_held", detail: "This file was discarded." });
  });

  it("a held file is not confirmed once a later file has been applied, and is discarded when it expires", async () => {
    const { tenant, admin } = await population();
    const held = await upload(admin, csv(range(1, 5).map((n) => row(n))), { mode: "full" });
    expect(held.status).toBe("held");
    // HR adds a new hire meanwhile; confirming the older full file would make them ineligible.
    expect(await upload(admin, csv([row(30)]))).toMatchObject({ status: "completed", created: 1 });
    const refused = await admin.call("POST", `/api/admin/imports/${held.id}/confirm`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "import_superseded" });
    expect((await people(tenant.employerId)).get("F-30")).toMatchObject({ isEligible: true });

    const db = await getDb();
    expect(
      await expireHeldImports({ ctx: systemWideContext(db, "test"), now: new Date(Date.now() + 8 * 86_400_000) }),
    ).toBeGreaterThanOrEqual(1);
    const expired = await admin.call<EmployeeImport>("GET", `/api/admin/imports/${held.id}`);
    expect(expired.body).toMatchObject({ status: "discarded", madeIneligible: 0 });
    const late = await admin.call("POST", `/api/admin/imports/${held.id}/discard`);
    expect(late.body).toMatchObject({
      code: "import_not_held",
      detail: "This file was not confirmed in time and was discarded.",
    });
  });

  it("the employer's setting makes every file full (and its threshold is HR's to set); a file asked for as changes is not", async () => {
    const { tenant, admin } = await population();
    expect((await admin.call("GET", "/api/admin/eligibility-settings")).body).toEqual({
      eligibilityFileMode: "changes",
      fullFileThresholdPercent: 10,
    });
    const invalid = await admin.call("PATCH", "/api/admin/eligibility-settings", {
      eligibilityFileMode: "everything",
      fullFileThresholdPercent: 101,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect((invalid.body as { errors: Array<{ path: string }> }).errors.map((error) => error.path).sort()).toEqual([
      "/eligibilityFileMode",
      "/fullFileThresholdPercent",
    ]);
    const saved = await admin.call("PATCH", "/api/admin/eligibility-settings", {
      eligibilityFileMode: "full",
      fullFileThresholdPercent: 50,
    });
    expect(saved.body).toEqual({ eligibilityFileMode: "full", fullFileThresholdPercent: 50 });

    // F-1…F-12: 8 of 20 left out (40 %), within 50 %: applied at once.
    const applied = await upload(admin, csv(range(1, 12).map((n) => row(n))), { fileName: "weekly.csv" });
    expect(applied).toMatchObject({ mode: "full", status: "completed", madeIneligible: 8, unchanged: 12 });
    const asChanges = await upload(admin, csv([row(1)]), { mode: "changes" });
    expect(asChanges).toMatchObject({ mode: "changes", status: "completed", madeIneligible: 0, unchanged: 1 });
    const eligible = [...(await people(tenant.employerId)).values()]
      .filter((person) => person.isEligible)
      .map((person) => person.externalId);
    expect(eligible.filter((id) => id !== null).sort()).toEqual(
      range(1, 12)
        .map((n) => `F-${n}`)
        .sort(),
    );

    const other = await createTenant();
    const otherAdmin = await signInAdmin(server.baseUrl, other);
    expect((await otherAdmin.call("GET", "/api/admin/eligibility-settings")).body).toMatchObject({
      eligibilityFileMode: "changes",
    });
    const foreign = await otherAdmin.call("POST", `/api/admin/imports/${applied.id}/discard`);
    expect(foreign.status).toBe(404);
  });
});

describe("unchanged rows", () => {
  it("a row equal to its employee writes nothing and fires nothing; a changed one is updated with the fields it changed", async () => {
    const { tenant, admin } = await population();
    const start = csv([...range(1, 20).map((n) => row(n)), row(21, { eligible: "no" })]);
    const before = await people(tenant.employerId);
    const same = await upload(admin, start);
    expect(same).toMatchObject({ status: "completed", created: 0, updated: 0, unchanged: 21 });
    const after = await people(tenant.employerId);
    expect([...after.values()].map((person) => person.updatedAt.getTime())).toEqual(
      [...before.values()].map((person) => person.updatedAt.getTime()),
    );
    expect(await updatesOf(tenant.employerId)).toEqual([]);

    // A new SSN for F-5 (compared by value: the stored one is sealed) and F-6 made ineligible.
    const changed = await upload(admin, csv([row(5, { ssn: "231-54-9999" }), row(6, { eligible: "no" }), row(7)]));
    expect(changed).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    const updates = await updatesOf(tenant.employerId);
    const ids = await people(tenant.employerId);
    expect(updates.map((update) => [update.employeeId, update.changedFields]).sort()).toEqual(
      [
        [ids.get("F-5")!.id, ["ssn"]],
        [ids.get("F-6")!.id, ["isEligible"]],
      ].sort(),
    );
    expect(ids.get("F-5")?.ssnLastFour).toBe("9999");
    expect(ids.get("F-6")?.requirementsUnmet).toContain("eligibility_status");
    const stored = await (
      await getDb()
    )
      .select({ id: employees.id })
      .from(employees)
      .where(inArray(employees.id, [ids.get("F-5")!.id]));
    expect(stored).toHaveLength(1);
  });
});
