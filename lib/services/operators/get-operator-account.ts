import { eq } from "drizzle-orm";

import { operators } from "@/db/schema";
import { OPERATOR_STEP_UP_WINDOW_MS } from "@/lib/domain/operator/operator-roles";
import { AppError } from "@/lib/errors/app-error";

import { factorsOf } from "../accounts/factor-store";
import { authorizeOwnAccount } from "../authorize";
import type { ServiceContext } from "../context";

import { selectOperators } from "./operator-people";

/** The signed-in operator's own account: who they are, their role and factors, and until when step-up holds. */
export async function getOperatorAccount({ ctx }: { ctx: ServiceContext }) {
  const { accountId, realm, session } = authorizeOwnAccount(ctx.actor);
  const [operator] = realm === "operator" ? await selectOperators({ ctx }).where(eq(operators.id, accountId)) : [];
  if (!operator) throw new AppError("unauthorized", "Sign in to the operator console.");
  const factors = await factorsOf({ ctx, accountId });
  const factorAt = session?.factorAt ?? null;
  const until = factorAt ? new Date(factorAt.getTime() + OPERATOR_STEP_UP_WINDOW_MS) : null;
  return {
    id: operator.id,
    name: operator.name,
    email: operator.email,
    role: operator.role,
    hasPassword: operator.passwordHash !== null,
    factors,
    stepUpUntil: until && until > new Date() ? until : null,
  };
}
