import { and, eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { TxContext } from "../context";

import { lockTeam } from "./team-rules";
import { selectAdminUsers } from "../accounts/hr-people";

/** One of the employer's HR people, locked for the change (another employer's id is not found). */
export async function teammateForChange({ ctx, adminId }: { ctx: TxContext; adminId: string }): Promise<AdminUserRow> {
  await lockTeam({ ctx, employerId: ctx.employerId });
  const [person] = await selectAdminUsers({ ctx }).where(
    and(eq(adminUsers.id, adminId), eq(adminUsers.employerId, ctx.employerId)),
  );
  if (!person) throw new AppError("not_found", "No one with this id in your team.");
  return person;
}
