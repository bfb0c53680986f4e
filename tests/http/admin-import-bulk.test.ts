import { Readable } from "node:stream";

import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, events } from "@/db/schema";
import { createImport, runImport } from "@/lib/services/admin/import-employees";
import { systemContext } from "@/lib/services/context";

import { createTenant } from "../support/fixtures";

// A file past the size that makes the import vacuum and analyze the employees table afterwards
// (statistics and the visibility map for the HR table's index-only deep pages).
const ROWS = 10_000;

describe("a bulk eligibility import", () => {
  it(`imports ${ROWS.toLocaleString("en-US")} rows in batches, with an event each, then vacuums and analyzes the table`, async () => {
    const db = await getDb();
    const tenant = await createTenant();
    const lines = ["Employee ID,First Name,Last Name,Email,Employed,Eligible,Birth Date,Address 1,City,State,ZIP Code"];
    for (let i = 0; i < ROWS; i++) lines.push(`B-${i},First${i},Last${i},bulk${i}@example.com,yes,yes,1990-01-0${(i % 9) + 1},${i} Main St,Austin,TX,73301`);
    const ctx = systemContext(db, "test", tenant.employerId);
    const created = await createImport({ ctx, fileName: "bulk.csv" });
    const counts = await runImport({ ctx, importId: created.id, source: Readable.from([lines.join("\n")]) });
    expect(counts).toEqual({ rowsRead: ROWS, created: ROWS, updated: 0, rejected: 0 });

    const [stored] = await db.select({ n: count() }).from(employees).where(eq(employees.employerId, tenant.employerId));
    expect(stored?.n).toBe(ROWS);
    const [recorded] = await db.select({ n: count() }).from(events).where(and(eq(events.employerId, tenant.employerId), eq(events.type, "employee.created")));
    expect(recorded?.n).toBe(ROWS);
    // The projection is computed as rows go in: every row misses the schedule, agreements, ATR...
    const [sample] = await db.select().from(employees).where(and(eq(employees.employerId, tenant.employerId), eq(employees.externalId, "B-9999")));
    expect(sample).toMatchObject({ firstName: "First9999", birthDate: "1990-01-01", addressState: "TX", requirementsComplete: false });
    expect(sample?.requirementsUnmet).toContain("payroll_schedule");
    expect(sample?.searchText).toContain("bulk9999@example.com");

    const stats = await db.execute<{ vacuumed: boolean; analyzed: boolean }>(
      sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'employees'`,
    );
    expect(stats.rows[0]).toEqual({ vacuumed: true, analyzed: true });
  });
});
