import { and, eq, ne, sql } from "drizzle-orm";

import { operators } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

import { operatorIsActive, selectOperators, type OperatorPerson } from "./operator-people";

/** pg_advisory_xact_lock key ("benefits:operator-owner"), shared with the first owner's link: one change to the owners at a time. */
export const OWNER_LOCK_KEY = 7_231_904_219;

/** Holds the operators steady for one change, so two owners demoting each other cannot both succeed and leave none. */
export async function lockOperators({ ctx }: { ctx: QueryContext }): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK_KEY})`);
}

/** The operator by id, or not found: 404 as for any unknown id. */
export async function operatorOrThrow({
  ctx,
  operatorId,
}: {
  ctx: QueryContext;
  operatorId: string;
}): Promise<OperatorPerson> {
  const [operator] = await selectOperators({ ctx }).where(eq(operators.id, operatorId));
  if (!operator) throw new AppError("not_found", "No operator with this id.");
  return operator;
}

/** Refuses a change that would leave the program without an active operator owner besides `operatorId`. */
export async function assertAnotherOperatorOwner({ ctx, operatorId }: { ctx: QueryContext; operatorId: string }) {
  const [other] = await selectOperators({ ctx })
    .where(and(eq(operators.role, "owner"), ne(operators.id, operatorId), operatorIsActive()))
    .limit(1);
  if (!other)
    throw new AppError("last_operator_owner", "Make another operator an owner first: the program always keeps one.");
}
