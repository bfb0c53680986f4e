import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { streamCsv } from "@/lib/api/csv-stream";
import { withAdmin } from "@/lib/api/with-admin";
import { EMPLOYEE_EXPORT_COLUMNS, employeeExportRecord } from "@/lib/api/serializers/employee-export";
import { adminEmployeesQuerySchema } from "@/lib/schemas/admin";
import { exportAdminEmployees } from "@/lib/services/admin/export-admin-employees";

// The filtered table as CSV, streamed as it is read.
const handleGET = withAdmin(async ({ request, ctx }) => {
  const query = parseQuery(
    request,
    adminEmployeesQuerySchema.omit({ page: true, pageSize: true, sort: true, order: true }).partial(),
  );
  const rows = await exportAdminEmployees({ ctx, query: { ...query, status: query.status ?? "all" } });
  return streamCsv({ rows, columns: EMPLOYEE_EXPORT_COLUMNS, record: employeeExportRecord, fileName: "employees.csv" });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
