import { and, eq, isNull, ne, sql } from "drizzle-orm";

import { accounts, adminUsers, employers } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";
import type { TeamMemberQuery } from "../requests";

/**
 * Holds the employer's team steady for one change (a row lock on the employer, in the caller's
 * transaction): two owners demoting each other at once cannot both succeed and leave none.
 */
export async function lockTeam({ ctx, employerId }: { ctx: QueryContext; employerId: string }): Promise<void> {
  await ctx.db.execute(sql`select 1 from ${employers} where ${employers.id} = ${employerId} for update`);
}

/** Refuses a change that would leave the employer without an active owner besides `adminId`. */
export async function assertAnotherOwner({ ctx, employerId, adminId }: TeamMemberQuery): Promise<void> {
  const [others] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(
      and(
        eq(adminUsers.employerId, employerId),
        eq(adminUsers.role, "owner"),
        isNull(accounts.disabledAt),
        ne(adminUsers.id, adminId),
      ),
    );
  if ((others?.n ?? 0) === 0)
    throw new AppError("last_owner", "Make someone else an owner first: an employer always keeps one.");
}
