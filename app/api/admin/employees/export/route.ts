import { stringify } from "csv-stringify";
import { asc } from "drizzle-orm";

import { employees } from "@/db/schema";
import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { withAdmin } from "@/lib/api/with-admin";
import { REQUIREMENT_KEYS } from "@/lib/domain/requirements";
import { adminEmployeesQuerySchema } from "@/lib/schemas/admin";
import { adminEmployeeFilter } from "@/lib/services/admin/list-admin-employees";

const PAGE = 2000;

// The filtered table as CSV, streamed in pages so 100,000 rows never sit in memory at once. Cells
// starting with = + - @ are prefixed by csv-stringify's escape_formulas (no spreadsheet injection).
const handleGET = withAdmin(async ({ request, ctx }) => {
  const query = parseQuery(request, adminEmployeesQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true }).partial());
  const where = adminEmployeeFilter(ctx.employerId, { status: query.status ?? "all", q: query.q, stuckOn: query.stuckOn });
  const csv = stringify({
    header: true,
    escape_formulas: true,
    columns: ["id", "externalId", "firstName", "lastName", "email", "complete", "fulfilled", ...REQUIREMENT_KEYS],
  });
  void (async () => {
    try {
      for (let offset = 0; ; offset += PAGE) {
        const rows = await ctx.db.select().from(employees).where(where).orderBy(asc(employees.lastName), asc(employees.id)).limit(PAGE).offset(offset);
        for (const row of rows) {
          const unmet = new Set(row.requirementsUnmet);
          const states = Object.fromEntries(REQUIREMENT_KEYS.map((key) => [key, unmet.has(key) ? "unmet" : "met"]));
          csv.write({ id: row.id, externalId: row.externalId, firstName: row.firstName, lastName: row.lastName, email: row.email, complete: row.requirementsComplete, fulfilled: row.requirementsFulfilled, ...states });
        }
        if (rows.length < PAGE) break;
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      csv.on("data", (chunk: Buffer | string) => controller.enqueue(typeof chunk === "string" ? new TextEncoder().encode(chunk) : new Uint8Array(chunk)));
      csv.on("end", () => controller.close());
      csv.on("error", (error) => controller.error(error));
    },
  });
  return new Response(body, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="employees.csv"', "cache-control": "no-store" },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
