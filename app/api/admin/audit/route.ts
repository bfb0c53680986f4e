import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { auditFilterOf, decodeAuditCursor, encodeAuditCursor, serializeAuditRecord } from "@/lib/api/serializers/audit";
import { withAdmin } from "@/lib/api/with-admin";
import { auditQuerySchema } from "@/lib/schemas/admin";
import type { AuditPage } from "@/lib/schemas/responses/admin-audit";
import { listAuditRecords } from "@/lib/services/audit-trail/list-audit-records";

// The employer's audit trail for its owners, newest first, filtered, in pages (docs/admin.md#audit-trail).
const handleGET = withAdmin(async ({ request, ctx }) => {
  const query = parseQuery(request, auditQuerySchema);
  const page = await listAuditRecords({
    ctx,
    filter: auditFilterOf(query),
    after: query.cursor ? decodeAuditCursor(query.cursor) : undefined,
    limit: query.pageSize,
  });
  return json({
    data: page.rows.map(serializeAuditRecord),
    next: page.next ? encodeAuditCursor(page.next) : null,
  } satisfies AuditPage);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
