import { Readable } from "node:stream";

import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, events } from "@/db/schema";
import { createImport } from "@/lib/services/imports/create-import";
import { runImport } from "@/lib/services/imports/run-import";
import { systemContext } from "@/lib/services/context";

import { createTenant } from "../support/fixtures";

// A file past the size that makes the import analyze the employees table afterwards (and vacuum
// it where nothing else will: the embedded database, or PostgreSQL with autovacuum off), sent
// three times: new, the same again, then with a tenth of its rows changed.
const ROWS = 10_000;

describe("a bulk eligibility import", () => {
  it(`imports ${ROWS.toLocaleString("en-US")} rows in chunks with an event each; the same file again changes nothing; changed rows are updated`, async () => {
    const db = await getDb();
    const tenant = await createTenant();
    const lines = ["Employee ID,First Name,Last Name,Email,Employed,Eligible,Birth Date,Address 1,City,State,ZIP Code"];
    for (let i = 0; i < ROWS; i++)
      lines.push(
        `B-${i},First${i},Last${i},bulk${i}@example.com,yes,yes,1990-01-0${(i % 9) + 1},${i} Main St,Austin,TX,73301`,
      );
    const ctx = systemContext(db, "test", tenant.employerId);
    const created = await createImport({ ctx, fileName: "bulk.csv" });
    const counts = await runImport({ ctx, importId: created.id, source: Readable.from([lines.join("\n")]) });
    expect(counts).toEqual({ rowsRead: ROWS, created: ROWS, updated: 0, unchanged: 0, rejected: 0, madeIneligible: 0 });

    const [stored] = await db.select({ n: count() }).from(employees).where(eq(employees.employerId, tenant.employerId));
    expect(stored?.n).toBe(ROWS);
    const [recorded] = await db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.employerId, tenant.employerId), eq(events.type, "employee.created")));
    expect(recorded?.n).toBe(ROWS);
    // The projection is computed as rows go in: every row misses the schedule, agreements, ATR...
    const [sample] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.employerId, tenant.employerId), eq(employees.externalId, "B-9999")));
    expect(sample).toMatchObject({
      firstName: "First9999",
      birthDate: "1990-01-01",
      addressState: "TX",
      requirementsComplete: false,
    });
    expect(sample?.requirementsUnmet).toContain("payroll_schedule");
    expect(sample?.searchText).toContain("bulk9999@example.com");

    const stats = await db.execute<{ vacuumed: boolean; analyzed: boolean; autovacuum: boolean; embedded: boolean }>(
      sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed, current_setting('autovacuum') = 'on' as autovacuum,
        version() like '%emscripten%' as embedded from pg_stat_user_tables where relname = 'employees'`,
    );
    const { vacuumed, analyzed, autovacuum, embedded } = stats.rows[0]!;
    expect(analyzed).toBe(true);
    if (embedded || !autovacuum) expect(vacuumed).toBe(true);

    const eventCount = async (type: string) =>
      (
        await db
          .select({ n: count() })
          .from(events)
          .where(and(eq(events.employerId, tenant.employerId), eq(events.type, type)))
      )[0]?.n;
    const again = await createImport({ ctx, fileName: "bulk.csv" });
    expect(await runImport({ ctx, importId: again.id, source: Readable.from([lines.join("\n")]) })).toEqual({
      rowsRead: ROWS,
      created: 0,
      updated: 0,
      unchanged: ROWS,
      rejected: 0,
      madeIneligible: 0,
    });
    expect(await eventCount("employee.updated")).toBe(0);

    // Every tenth row moves house; one of them also gets a new first name.
    const moved = lines.map((line, index) =>
      index > 0 && index % 10 === 0
        ? line.replace(" Main St,", " Oak Ave,").replace(index === 10 ? "First9," : "\u0000", "Nine,")
        : line,
    );
    const changed = await createImport({ ctx, fileName: "bulk.csv" });
    expect(await runImport({ ctx, importId: changed.id, source: Readable.from([moved.join("\n")]) })).toEqual({
      rowsRead: ROWS,
      created: 0,
      updated: ROWS / 10,
      unchanged: ROWS - ROWS / 10,
      rejected: 0,
      madeIneligible: 0,
    });
    expect(await eventCount("employee.updated")).toBe(ROWS / 10);
    const updates = await db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.employerId, tenant.employerId), eq(events.type, "employee.updated")));
    const changedFields = updates.map(({ data }) => (data as { changedFields: string[] }).changedFields.join(","));
    expect(changedFields.filter((fields) => fields === "address")).toHaveLength(ROWS / 10 - 1);
    expect(changedFields.filter((fields) => fields === "address,firstName")).toHaveLength(1);
    const [movedRow] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.employerId, tenant.employerId), eq(employees.externalId, "B-9")));
    expect(movedRow).toMatchObject({ firstName: "Nine", addressLine1: "9 Oak Ave", lastName: "Last9" });
    // Its projection was refreshed with the write, not left for the worker.
    expect(movedRow?.requirementsEvaluatedAt?.getTime()).toBeGreaterThan(sample!.requirementsEvaluatedAt!.getTime());
    // Per-employee event numbers: 1 for employee.created (inserted with the row), 2 for the update after it.
    const sequences = await db
      .select({ type: events.type, sequence: events.employeeSequence })
      .from(events)
      .where(eq(events.employeeId, movedRow!.id))
      .orderBy(events.employeeSequence);
    expect(sequences).toEqual([
      { type: "employee.created", sequence: 1 },
      { type: "employee.updated", sequence: 2 },
    ]);
    expect(movedRow?.eventSequence).toBe(2);
    const [untouched] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.employerId, tenant.employerId), eq(employees.externalId, "B-9998")));
    expect(untouched?.eventSequence).toBe(1);
  });
});
