import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

import { readAuditRecords, type AuditFilter, type AuditListRow } from "./list-audit-records";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

/**
 * The audit trail as CSV rows, for an owner: decided and itself recorded before the first row is
 * read (the export of the trail is in the trail), then read page by page.
 */
export async function exportAuditRecords({
  ctx,
  filter,
}: {
  ctx: EmployerContext;
  filter: AuditFilter;
}): Promise<AsyncGenerator<AuditListRow>> {
  authorize(ctx.actor, "audit.read");
  await requireStepUp({ ctx });
  await recordAudit({
    ctx,
    entry: {
      action: "audit.exported",
      details: {
        filters: Object.fromEntries(
          Object.entries(filter)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
        ),
      },
    },
  });
  return readAuditRecords({ ctx, filter });
}
