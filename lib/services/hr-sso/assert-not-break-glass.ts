import { and, eq } from "drizzle-orm";

import { employerSso } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { TeamMemberQuery } from "../requests";

/**
 * Refuses to demote, disable or remove the employer's break-glass owner while single sign-on is
 * required: the exemption holds only while that person is an active owner, so the change would
 * leave nobody able to sign in when the provider is down. Refused rather than clearing the
 * exemption quietly: the owner chooses who holds it next (or stops requiring single sign-on) in
 * Security, knowingly. Called inside the change's transaction, after the team is locked.
 */
export async function assertNotBreakGlass({ ctx, employerId, adminId }: TeamMemberQuery): Promise<void> {
  const [sso] = await ctx.db
    .select({ enabled: employerSso.enabled })
    .from(employerSso)
    .where(
      and(
        eq(employerSso.employerId, employerId),
        eq(employerSso.required, true),
        eq(employerSso.breakGlassAdminId, adminId),
      ),
    );
  if (sso?.enabled)
    throw new AppError(
      "break_glass_owner",
      "This owner is the one who may sign in without single sign-on. Choose another break-glass owner in Security first, or stop requiring single sign-on.",
    );
}
