import { STEP_UP_WINDOW_MS, stepUpFresh } from "@/lib/domain/hr/second-factor";
import { OPERATOR_STEP_UP_WINDOW_MS } from "@/lib/domain/operator/operator-roles";
import { AppError } from "@/lib/errors/app-error";

import { authorizeOwnAccount } from "../authorize";
import type { Actor, QueryContext } from "../context";

import { hasAnyFactor } from "./factor-store";

/** How long a factor counts for step-up: ten minutes for HR, five for an operator (their writes reach every employer). */
const STEP_UP_WINDOWS = { admin: STEP_UP_WINDOW_MS, operator: OPERATOR_STEP_UP_WINDOW_MS } as const;

/**
 * Step-up (docs/security.md#step-up): before anything that could hand the account or the employer
 * to someone else — a new or removed factor, recovery codes, security settings, team invitations
 * and role changes — and before an export or an SFTP or API secret, HR must have proved who they
 * are in this session within the last 10 minutes: by signing in, or again with POST
 * /api/admin/step-up (a factor, or the password for a person who has none). A session that still
 * has to enrol its first factor cannot step up: past the window it signs in again. Other actors (a
 * partner's client, the CLIs) are not asked.
 */
export async function requireStepUp({ ctx }: { ctx: QueryContext & { actor: Actor } }): Promise<void> {
  const { actor } = ctx;
  if (actor.type !== "admin" && actor.type !== "operator") return;
  const { accountId, session } = authorizeOwnAccount(actor);
  if (session && stepUpFresh(session.factorAt, new Date(), STEP_UP_WINDOWS[actor.type])) return;
  if (session?.stage === "enrol")
    throw new AppError("unauthorized", "Your sign-in has timed out. Sign in again to add your second factor.");
  throw new AppError("step_up_required", "Confirm it is you first: this needs a fresh second factor.", {
    extra: { methods: (await hasAnyFactor({ ctx, accountId })) ? "factor" : "password" },
  });
}
