import { eq } from "drizzle-orm";

import { operators } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { authorizeOperator } from "./authorize-operator";
import type { OperatorPerson } from "./operator-people";
import { assertAnotherOperatorOwner, lockOperators, operatorOrThrow } from "./operator-rules";
import { tellOperatorOwners } from "./tell-operator-owners";

/**
 * An owner changes an operator's role (their own too, while another active owner remains). The new
 * role holds from the operator's next request: every request reads it.
 */
export async function changeOperatorRole({
  ctx,
  operatorId,
  role,
}: {
  ctx: ServiceContext;
  operatorId: string;
  role: OperatorRole;
}): Promise<OperatorPerson> {
  authorizeOperator({ actor: ctx.actor, permission: "operators.manage" });
  const { operator, from } = await inTransaction(ctx, async (tx) => {
    await lockOperators({ ctx: tx });
    const operator = await operatorOrThrow({ ctx: tx, operatorId });
    if (operator.role === role) return { operator, from: undefined };
    if (operator.role === "owner") await assertAnotherOperatorOwner({ ctx: tx, operatorId });
    await tx.db.update(operators).set({ role }).where(eq(operators.id, operatorId));
    await recordAudit({
      ctx: tx,
      entry: {
        action: "operator.role_changed",
        employerId: null,
        target: { type: "operator", id: operatorId },
        details: { from: operator.role, to: role },
      },
    });
    return { operator: { ...operator, role }, from: operator.role };
  });
  if (from)
    await tellOperatorOwners({ ctx, change: { kind: "operator_role_changed", email: operator.email, from, to: role } });
  return operator;
}
