import type { AdminUserRow } from "@/db/schema";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

/** A refused sign-in in the audit trail (also the throttle's refusals: reason locked). */
export async function recordSignInFailure({
  ctx,
  admin,
  reason,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId"> | undefined;
  reason: "unknown_email" | "wrong_password" | "disabled" | "locked" | "factor" | "sso_required" | "passkey";
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action: "hr.sign_in_failed",
      employerId: admin?.employerId ?? null,
      ...(admin ? { target: { type: "admin", id: admin.id } } : {}),
      details: { reason },
    },
  });
}
