// @module-tag embedded-db
// HR's counts (db/schema/employee-counts.ts) kept by triggers on `employees` and folded by the
// worker: after every kind of write, and with a fold running beside the writes, the buckets the
// funnel and the table count are exactly the rows grouped. On PGlite too: statement triggers with
// transition tables, and the fold's single statement, on its one connection.
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employeeCountChanges, employeeCounts, employees, employers } from "@/db/schema";
import { foldEmployeeCounts } from "@/lib/jobs/fold-employee-counts";
import { listAdminEmployees, SEARCH_COUNT_CAP } from "@/lib/services/admin/list-admin-employees";
import { readEmployeeBuckets } from "@/lib/services/admin/read-employee-buckets";
import { adminEmployeesQuerySchema } from "@/lib/schemas/admin";
import { systemContext } from "@/lib/services/context";

import { apiClient, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server } = httpHarness({ tenant: false });

type Bucket = {
  complete: boolean;
  unmet: readonly string[];
  owner: string;
  requirement: string;
  needsHrAction: boolean;
};
const key = (b: Bucket) => JSON.stringify([b.complete, [...b.unmet].sort(), b.owner, b.requirement, b.needsHrAction]);

/** The rows themselves, grouped: what the counts must always equal. */
async function rowsGrouped(employerId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({
      complete: employees.requirementsComplete,
      unmet: employees.requirementsUnmet,
      owner: sql<string>`coalesce(${employees.waitingOnOwner}, '')`,
      requirement: sql<string>`coalesce(${employees.waitingOnRequirement}, '')`,
      needsHrAction: employees.needsHrAction,
      employees: count(),
    })
    .from(employees)
    .where(eq(employees.employerId, employerId))
    .groupBy(sql`1, 2, 3, 4, 5`);
  return Object.fromEntries(rows.map((row) => [key(row), Number(row.employees)]));
}

async function counted(employerId: string): Promise<Record<string, number>> {
  const buckets = await readEmployeeBuckets({ ctx: systemContext(await getDb(), "test", employerId) });
  return Object.fromEntries(buckets.map((bucket) => [key(bucket), bucket.employees]));
}

const changesOf = async (employerId: string) =>
  (
    await (
      await getDb()
    )
      .select({ n: count() })
      .from(employeeCountChanges)
      .where(eq(employeeCountChanges.employerId, employerId))
  )[0]!.n;

async function setUp() {
  const tenant: Tenant = await createTenant();
  const partner = apiClient(server.baseUrl, tenant);
  const path = `/api/employers/${tenant.employerId}/employees`;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await partner<{ id: string }>("POST", path, {
      body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides }),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const patch = async (id: string, operations: unknown[]) => {
    const patched = await partner("PATCH", `${path}/${id}`, {
      rawBody: JSON.stringify(operations),
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(patched.status).toBe(200);
  };
  return { tenant, create, patch };
}

describe("HR's counts", () => {
  it("follow every write: created, changed, an unchanged bucket left alone, folded, deleted", async () => {
    const { tenant, create, patch } = await setUp();
    const { employerId } = tenant;
    const db = await getDb();
    const full = await create();
    const noSsn = await create({ ssn: undefined });
    await create({ payrollScheduleId: undefined });
    await create({ isEligible: false, payrollScheduleId: undefined });
    expect(await counted(employerId)).toEqual(await rowsGrouped(employerId));
    expect(Object.values(await counted(employerId)).reduce((a, b) => a + b, 0)).toBe(4);

    // A bucket change (the SSN arrives) moves one person; a phone number changes no bucket and
    // writes no change at all (the trigger's WHEN clause).
    await patch(noSsn, [{ op: "add", path: "/ssn", value: "231-54-8765" }]);
    expect(await counted(employerId)).toEqual(await rowsGrouped(employerId));
    const before = await changesOf(employerId);
    await patch(full, [{ op: "replace", path: "/phoneNumber", value: "+14155552672" }]);
    expect(await changesOf(employerId)).toBe(before);

    // Folded: the same answer, now from employee_counts alone.
    while ((await foldEmployeeCounts(db)) > 0);
    expect(await changesOf(employerId)).toBe(0);
    expect(await counted(employerId)).toEqual(await rowsGrouped(employerId));

    // Deleted rows leave the counts (a statement's worth at once), folded or not.
    await db.delete(employees).where(and(eq(employees.employerId, employerId), eq(employees.id, full)));
    expect(await counted(employerId)).toEqual(await rowsGrouped(employerId));
    while ((await foldEmployeeCounts(db)) > 0);
    expect(await counted(employerId)).toEqual(await rowsGrouped(employerId));
  });

  it("neither lose nor double a change made while a fold runs", async () => {
    const { tenant, create, patch } = await setUp();
    const db = await getDb();
    const ids = await Promise.all(Array.from({ length: 6 }, () => create({ ssn: undefined, birthDate: undefined })));
    let writing = true;
    const folding = (async () => {
      let folds = 0;
      while (writing || folds === 0) {
        await foldEmployeeCounts(db);
        folds += 1;
        // PGlite answers in this process: let the server's requests in between folds.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      ids.map(async (id) => {
        await patch(id, [{ op: "add", path: "/birthDate", value: "1990-04-23" }]);
        await patch(id, [{ op: "add", path: "/ssn", value: "231-54-8765" }]);
      }),
    );
    writing = false;
    await folding;
    expect(await counted(tenant.employerId)).toEqual(await rowsGrouped(tenant.employerId));
    while ((await foldEmployeeCounts(db)) > 0);
    expect(await counted(tenant.employerId)).toEqual(await rowsGrouped(tenant.employerId));
  });

  it("go with their employer: the folded rows by cascade, the changes not folded yet at the next fold", async () => {
    const { tenant, create } = await setUp();
    const db = await getDb();
    await create();
    while ((await foldEmployeeCounts(db)) > 0);
    await create({ ssn: undefined });
    await db.delete(employers).where(eq(employers.id, tenant.employerId));
    expect(await db.select().from(employeeCounts).where(eq(employeeCounts.employerId, tenant.employerId))).toEqual([]);
    while ((await foldEmployeeCounts(db)) > 0);
    expect(await changesOf(tenant.employerId)).toBe(0);
    expect(await db.select().from(employeeCounts).where(eq(employeeCounts.employerId, tenant.employerId))).toEqual([]);
  });

  it("give HR's table its totals; a page past the middle is read from the end; a search counts its own matches", async () => {
    const { tenant, create } = await setUp();
    const names = ["Wu", "Wulf", "Awu", "Li", "Lima", "Blix", "Ng"];
    for (const lastName of names) await create({ lastName });
    await create({ lastName: "Zed", ssn: undefined });
    const ctx = systemContext(await getDb(), "test", tenant.employerId);
    const list = async (query: Record<string, string>) => {
      const page = await listAdminEmployees({ ctx, query: adminEmployeesQuerySchema.parse(query) });
      return { total: page.total, names: page.rows.map((row) => row.lastName) };
    };
    expect(await list({})).toEqual({ total: 8, names: ["Awu", "Blix", "Li", "Lima", "Ng", "Wu", "Wulf", "Zed"] });
    expect(await list({ stuckOn: "ssn" })).toEqual({ total: 1, names: ["Zed"] });
    expect(await list({ stuckOn: "birthday" })).toEqual({ total: 0, names: [] });
    // Pages of 3: the third (past the middle) is read in reverse and comes back in order.
    expect(await list({ pageSize: "3", page: "3" })).toEqual({ total: 8, names: ["Wulf", "Zed"] });
    expect(await list({ pageSize: "3", page: "2", order: "desc" })).toEqual({
      total: 8,
      names: ["Ng", "Lima", "Li"],
    });
    expect(await list({ pageSize: "3", page: "4" })).toEqual({ total: 8, names: [] });
    // A search of three letters or more: anywhere in the name.
    expect(await list({ q: "wul" })).toEqual({ total: 1, names: ["Wulf"] });
    expect((await list({ q: "lix" })).names).toEqual(["Blix"]);
  });

  it("let a search stop counting past 10,000 and still find its page; under the cap the count is exact", async () => {
    const { tenant } = await setUp();
    const db = await getDb();
    // 10,050 people at once, as an import or COPY would write them (the statement trigger counts them).
    await db.execute(sql`
      insert into employees (id, employer_id, first_name, last_name, email)
      select 'empl_dense' || lpad(g::text, 12, '0'), ${tenant.employerId}, 'Ann', 'Dense' || lpad(g::text, 5, '0'),
             'dense' || g || '@example.com'
        from generate_series(1, ${SEARCH_COUNT_CAP + 50}) g`);
    const ctx = systemContext(db, "test", tenant.employerId);
    const list = (query: Record<string, string>) =>
      listAdminEmployees({ ctx, query: adminEmployeesQuerySchema.parse(query) });
    const dense = await list({ q: "dense" });
    expect(dense).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(dense.rows.map((row) => row.lastName)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Dense${String(i + 1).padStart(5, "0")}`),
    );
    const newest = await list({ q: "dense", sort: "createdAt", order: "desc", pageSize: "3" });
    expect(newest.rows).toHaveLength(3);
    // Two letters: no trigram, the same cap.
    expect(await list({ q: "de" })).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    // Under the cap: exact, the matches found first, and the last page read from the end.
    const some = await list({ q: "dense0999" });
    expect(some).toMatchObject({ total: 10, totalCapped: false });
    const last = await list({ q: "dense0999", pageSize: "4", page: "3" });
    expect(last.rows.map((row) => row.lastName)).toEqual(["Dense09998", "Dense09999"]);
    // Without a search the total is the counts' and exact, however many.
    expect(await list({})).toMatchObject({ total: SEARCH_COUNT_CAP + 50, totalCapped: false });
  });
});
