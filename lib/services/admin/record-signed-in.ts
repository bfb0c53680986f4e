import type { AdminUserRow } from "@/db/schema";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import type { AdminSignInMethod } from "../sessions/admin-sessions";

/** A sign-in that completed, in the trail: how, and whether a second factor was part of it. */
export async function recordSignedIn({
  ctx,
  admin,
  method,
  factor,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId" | "role">;
  method: AdminSignInMethod | string;
  factor: boolean;
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action: "hr.signed_in",
      employerId: admin.employerId,
      actor: { type: "admin", adminId: admin.id, employerId: admin.employerId, role: admin.role },
      target: { type: "admin", id: admin.id },
      details: { method, factor },
    },
  });
}
