import { and, eq, isNull } from "drizzle-orm";

import { accountSessions, accounts } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { authorizeOperator } from "./authorize-operator";
import type { OperatorPerson } from "./operator-people";
import { assertAnotherOperatorOwner, lockOperators, operatorOrThrow } from "./operator-rules";
import { tellOperatorOwners } from "./tell-operator-owners";

/**
 * An owner disables an operator (every session ends at once; they cannot sign in until enabled) or
 * enables them again. The program's last active owner is never disabled. On record either way.
 */
export async function setOperatorDisabled({
  ctx,
  operatorId,
  disabled,
}: {
  ctx: ServiceContext;
  operatorId: string;
  disabled: boolean;
}): Promise<OperatorPerson> {
  authorizeOperator({ actor: ctx.actor, permission: "operators.manage" });
  const { operator, changed } = await inTransaction(ctx, async (tx) => {
    await lockOperators({ ctx: tx });
    const operator = await operatorOrThrow({ ctx: tx, operatorId });
    if ((operator.disabledAt !== null) === disabled) return { operator, changed: false };
    if (disabled && operator.role === "owner") await assertAnotherOperatorOwner({ ctx: tx, operatorId });
    const disabledAt = disabled ? new Date() : null;
    await tx.db.update(accounts).set({ disabledAt }).where(eq(accounts.id, operatorId));
    if (disabled)
      await tx.db
        .update(accountSessions)
        .set({ endedAt: new Date(), endedReason: "disabled" })
        .where(and(eq(accountSessions.accountId, operatorId), isNull(accountSessions.endedAt)));
    await recordAudit({
      ctx: tx,
      entry: {
        action: disabled ? "operator.disabled" : "operator.enabled",
        employerId: null,
        target: { type: "operator", id: operatorId },
      },
    });
    return { operator: { ...operator, disabledAt }, changed: true };
  });
  if (changed)
    await tellOperatorOwners({
      ctx,
      change: { kind: disabled ? "operator_disabled" : "operator_enabled", email: operator.email },
    });
  return operator;
}
