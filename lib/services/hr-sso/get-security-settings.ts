import { eq } from "drizzle-orm";

import { employers, employerSso } from "@/db/schema";

import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

/** The employer's MFA and single sign-on settings (owners). */
export async function getSecuritySettings({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "settings.manage");
  const [employer] = await ctx.db
    .select({ requireMfa: employers.requireMfa })
    .from(employers)
    .where(eq(employers.id, ctx.employerId));
  const [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, ctx.employerId));
  return { requireMfa: employer?.requireMfa ?? false, sso: sso ?? null };
}
