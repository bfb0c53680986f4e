import { eq } from "drizzle-orm";

import { accounts, adminUsers, employers } from "@/db/schema";
import { STEP_UP_WINDOW_MS } from "@/lib/domain/hr/second-factor";
import { AppError } from "@/lib/errors/app-error";

import { authorizeOwnAccount } from "../authorize";
import type { ServiceContext } from "../context";

import { factorsOf } from "./factor-store";

/** The signed-in person's own account: who they are, their factors, and until when step-up holds. */
export async function getAccount({ ctx }: { ctx: ServiceContext }) {
  const actor = authorizeOwnAccount(ctx.actor);
  const [person] = await ctx.db
    .select({ name: accounts.name, email: accounts.email, role: adminUsers.role, requireMfa: employers.requireMfa })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .innerJoin(employers, eq(employers.id, adminUsers.employerId))
    .where(eq(adminUsers.id, actor.accountId));
  if (!person) throw new AppError("unauthorized", "Sign in to the HR admin area.");
  const factors = await factorsOf({ ctx, accountId: actor.accountId });
  const factorAt = actor.session?.factorAt ?? null;
  const until = factorAt ? new Date(factorAt.getTime() + STEP_UP_WINDOW_MS) : null;
  return {
    id: actor.accountId,
    ...person,
    factors,
    stepUpUntil: until && until > new Date() ? until : null,
  };
}
