import { asc, gt, isNull, and, eq } from "drizzle-orm";

import { accountInvites, accounts, operators } from "@/db/schema";

import type { ServiceContext } from "../context";

import { asOperatorInvite } from "../accounts/invites";

import { authorizeOperator } from "./authorize-operator";
import { selectOperators } from "./operator-people";

/** The program's operators with their roles and state, and the invitations not yet accepted (owners). */
export async function listOperators({ ctx }: { ctx: ServiceContext }) {
  authorizeOperator({ actor: ctx.actor, permission: "operators.manage" });
  const people = await selectOperators({ ctx }).orderBy(asc(accounts.name), asc(operators.id));
  const invites = await ctx.db
    .select()
    .from(accountInvites)
    .where(
      and(
        eq(accountInvites.realm, "operator"),
        isNull(accountInvites.acceptedAt),
        isNull(accountInvites.withdrawnAt),
        gt(accountInvites.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(accountInvites.createdAt));
  return { people, invites: invites.map(asOperatorInvite) };
}
