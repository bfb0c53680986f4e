import type { AccountSessionRow } from "@/db/schema";
import type { HrSessionView } from "@/lib/schemas/responses/admin-account";

/** One open HR session as "Your sessions" shows it; `currentId` marks this browser's. */
export const hrSessionView = (row: AccountSessionRow, currentId?: string): HrSessionView => ({
  id: row.id,
  current: row.id === currentId,
  method: row.method as HrSessionView["method"],
  userAgent: row.userAgent,
  ipAddress: row.ipAddress,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});
