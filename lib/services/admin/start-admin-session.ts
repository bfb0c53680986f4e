import { eq } from "drizzle-orm";

import { accounts, type AdminUserRow } from "@/db/schema";
import type { AdminSession } from "@/lib/auth/session";

import type { ServiceContext } from "../context";
import { openAccountSession, type AdminSignInMethod } from "../sessions/admin-sessions";

import { recordSignedIn } from "./record-signed-in";

/**
 * The server side of a session that has just proved who it is: opened active (the sign-in is on
 * record) or owing a second factor or an enrolment first.
 */
export async function startAdminSession({
  ctx,
  admin,
  session,
  method,
  stage,
  factorAt = null,
  factor = false,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId" | "role">;
  session: AdminSession;
  method: AdminSignInMethod;
  stage: "active" | "second_factor" | "enrol";
  /** When the person last proved who they are (for step-up); default now for an active session. */
  factorAt?: Date | null;
  /** Whether a second factor was part of this sign-in (a passkey counts), for the trail. */
  factor?: boolean;
}): Promise<void> {
  const active = stage === "active";
  // An active session, and one that must enrol a factor (the password it just gave is all the
  // person has), have proved who they are now; one that owes a second factor has not.
  const proved = active || stage === "enrol";
  await openAccountSession({ ctx, session, stage, method, factorAt: proved ? (factorAt ?? new Date()) : null });
  await ctx.db.update(accounts).set({ lastSignInAt: new Date() }).where(eq(accounts.id, admin.id));
  if (active) await recordSignedIn({ ctx, admin, method, factor });
}
