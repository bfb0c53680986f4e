import { methods } from "@/lib/api/methods";
import { streamCsv } from "@/lib/api/csv-stream";
import { EMPLOYEE_EXPORT_COLUMNS, employeeExportRecord } from "@/lib/api/serializers/employee-export";
import { withOperator } from "@/lib/api/with-operator";
import { exportEmployerData } from "@/lib/services/offboarding/export-employer-data";

// The employer's people as CSV (HR's export columns), streamed as read: handed to the employer before offboarding.
const handleGET = withOperator<{ employerId: string }>(async ({ ctx, params }) => {
  const rows = await exportEmployerData({ ctx, employerId: params.employerId });
  return streamCsv({ rows, columns: EMPLOYEE_EXPORT_COLUMNS, record: employeeExportRecord, fileName: "employees.csv" });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
