import {
  OPERATOR_PERMISSIONS,
  operatorRoleMay,
  OPERATOR_STEP_UP_WINDOW_MS,
  type OperatorPermission,
} from "@/lib/domain/operator/operator-roles";
import { stepUpFresh } from "@/lib/domain/hr/second-factor";
import { AppError } from "@/lib/errors/app-error";

import type { Actor } from "../context";

const REFUSALS: Record<OperatorPermission, string> = {
  "operators.manage": "Only an owner can manage operators.",
  "employers.read": "Your role cannot see employers.",
  "employers.write": "Your role cannot set up or change employers.",
  "terms.write": "Your role cannot change the program's terms.",
  "agreements.read": "Your role cannot see the program's agreements.",
  "agreements.write": "Your role cannot publish agreements.",
  "partners.read": "Your role cannot see the program's partners.",
  "partners.write": "Your role cannot manage partners.",
  "people.read": "Your role cannot read people across employers.",
  "people.fix": "Your role cannot change people's records.",
  "exports.create": "Your role cannot export.",
  "audit.read": "Your role cannot read the audit trail.",
};

/**
 * Every use case of the operator console asks here first (docs/operator.md#roles): an operator
 * holds the permission in their role, and for a write has proved who they are in this session
 * within the last five minutes (step-up: `POST /api/operator/step-up`). The system — the `ops`
 * command on a server's own shell — may do what the console does: whoever holds the server holds
 * the program. Everyone else (HR, partners, employees, anonymous callers) is refused as not signed
 * in to the console.
 */
export function authorizeOperator({ actor, permission }: { actor: Actor; permission: OperatorPermission }): void {
  if (actor.type === "system") return;
  if (actor.type !== "operator") throw new AppError("unauthorized", "Sign in to the operator console.");
  if (!operatorRoleMay(actor.role, permission))
    throw new AppError("role_not_allowed", REFUSALS[permission], { internal: { permission } });
  if (
    OPERATOR_PERMISSIONS[permission].write &&
    !stepUpFresh(actor.session?.factorAt ?? null, new Date(), OPERATOR_STEP_UP_WINDOW_MS)
  )
    throw new AppError("step_up_required", "Confirm it is you first: every change needs a fresh second factor.", {
      internal: { permission },
      extra: { methods: "factor" },
    });
}
