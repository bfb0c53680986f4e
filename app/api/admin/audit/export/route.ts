import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { AUDIT_CSV_COLUMNS, auditCsvRecord, auditFilterOf } from "@/lib/api/serializers/audit";
import { streamCsv } from "@/lib/api/csv-stream";
import { withAdmin } from "@/lib/api/with-admin";
import { auditQuerySchema } from "@/lib/schemas/admin";
import { exportAuditRecords } from "@/lib/services/audit-trail/export-audit-records";

// The audit trail as CSV, streamed as it is read.
const handleGET = withAdmin(async ({ request, ctx }) => {
  const query = parseQuery(request, auditQuerySchema.omit({ cursor: true, pageSize: true }));
  const rows = await exportAuditRecords({ ctx, filter: auditFilterOf({ ...query, pageSize: 0 }) });
  return streamCsv({
    rows,
    columns: AUDIT_CSV_COLUMNS,
    record: auditCsvRecord,
    fileName: "audit-trail.csv",
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
