import { stringify } from "csv-stringify";

import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { withAdmin } from "@/lib/api/with-admin";
import { EMPLOYEE_EXPORT_COLUMNS, employeeExportRecord } from "@/lib/api/serializers/employee-export";
import { adminEmployeesQuerySchema } from "@/lib/schemas/admin";
import { exportAdminEmployees } from "@/lib/services/admin/export-admin-employees";

// The filtered table as CSV, streamed as it is read. Cells starting with = + - @ are prefixed by
// csv-stringify's escape_formulas (no spreadsheet injection).
const handleGET = withAdmin(async ({ request, ctx }) => {
  const query = parseQuery(
    request,
    adminEmployeesQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true }).partial(),
  );
  const csv = stringify({
    header: true,
    escape_formulas: true,
    columns: EMPLOYEE_EXPORT_COLUMNS.map((header, index) => ({ key: String(index), header })),
  });
  const rows = await exportAdminEmployees({ ctx, query: { ...query, status: query.status ?? "all" } });
  void (async () => {
    try {
      for await (const row of rows) csv.write(employeeExportRecord(row));
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      csv.on("data", (chunk: Buffer | string) =>
        controller.enqueue(typeof chunk === "string" ? new TextEncoder().encode(chunk) : new Uint8Array(chunk)),
      );
      csv.on("end", () => controller.close());
      csv.on("error", (error) => controller.error(error));
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="employees.csv"',
      "cache-control": "no-store",
    },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
