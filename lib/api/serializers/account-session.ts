import type { AccountSessionRow } from "@/db/schema";
import type { AccountSessionView } from "@/lib/schemas/responses/admin-account";

/** One open session of an account, as "Your sessions" shows it; `currentId` marks this browser's. */
export const accountSessionView = (row: AccountSessionRow, currentId?: string): AccountSessionView => ({
  id: row.id,
  current: row.id === currentId,
  method: row.method as AccountSessionView["method"],
  userAgent: row.userAgent,
  ipAddress: row.ipAddress,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});
