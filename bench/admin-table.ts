// The HR admin employees table at the size of a large employer: the page query through the same
// service function GET /api/admin/employees calls, for several filter/sort/page combinations.
import type { Db } from "@/db/client";
import { adminEmployeesQuerySchema } from "@/lib/schemas/admin";
import { listAdminEmployees } from "@/lib/services/admin/list-admin-employees";
import { systemContext } from "@/lib/services/context";

import { log } from "./lib/log";
import { elapsedMs, round, summarize } from "./lib/stats";

export type AdminQueryResult = {
  name: string;
  query: Record<string, string>;
  total: number;
  rows: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};
export type AdminTableResult = { employees: number; samples: number; queries: AdminQueryResult[] };

export type Combo = { name: string; query: Record<string, string> };

const COMBOS: Combo[] = [
  { name: "first page, lastName sort", query: {} },
  { name: "stuckOn=ssn + lastName sort", query: { stuckOn: "ssn", sort: "lastName" } },
  { name: "status=incomplete + createdAt desc", query: { status: "incomplete", sort: "createdAt", order: "desc" } },
  { name: "search 'smith' + lastName sort", query: { q: "smith", sort: "lastName" } },
  { name: "search 'smith' + progress sort", query: { q: "smith", sort: "progress" } },
  { name: "deep page 1000 (offset 49,950), lastName", query: { page: "1000", sort: "lastName" } },
  {
    name: "stuckOn=valid_address + page 50, createdAt",
    query: { stuckOn: "valid_address", sort: "createdAt", page: "50" },
  },
  { name: "needsHrAction=true + lastName sort", query: { needsHrAction: "true", sort: "lastName" } },
  { name: "waitingOn=employee + page 20, lastName", query: { waitingOn: "employee", sort: "lastName", page: "20" } },
];

export async function measureAdminTable(
  db: Db,
  employerId: string,
  employees: number,
  samples: number,
  combos: readonly Combo[] = COMBOS,
): Promise<AdminTableResult> {
  const queries: AdminQueryResult[] = [];
  for (const combo of combos) {
    // Parsed by the route's own schema, so defaults (page size 50, ascending) are the route's.
    const query = adminEmployeesQuerySchema.parse(combo.query);
    let last = { rows: [] as unknown[], total: 0 };
    for (let i = 0; i < 3; i++) last = await listAdminEmployees({ ctx: systemContext(db, "bench", employerId), query });
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = process.hrtime.bigint();
      last = await listAdminEmployees({ ctx: systemContext(db, "bench", employerId), query });
      times.push(elapsedMs(started));
    }
    const summary = summarize(times);
    const result = {
      name: combo.name,
      query: combo.query,
      total: last.total,
      rows: last.rows.length,
      p50Ms: round(summary.p50),
      p95Ms: round(summary.p95),
      maxMs: round(summary.max),
    };
    log(`  admin table: ${combo.name}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (${result.total} matches)`);
    queries.push(result);
  }
  return { employees, samples, queries };
}
