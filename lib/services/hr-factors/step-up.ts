import { stepUpFresh } from "@/lib/domain/second-factor";
import { AppError } from "@/lib/errors/app-error";

import type { Actor, QueryContext } from "../context";

import { hasAnyFactor } from "./factor-store";

/**
 * Step-up (docs/security.md#step-up): before an export, an SFTP or API secret, a role change or a
 * change of factors, HR must have proved who they are in this session within the last 10 minutes —
 * by signing in, or again with POST /api/admin/step-up (a factor, or the password for a person who
 * has none). Other actors (a partner's client, the CLIs) are not asked.
 */
export async function requireStepUp({ ctx }: { ctx: QueryContext & { actor: Actor } }): Promise<void> {
  const { actor } = ctx;
  if (actor.type !== "admin") return;
  if (actor.session && stepUpFresh(actor.session.factorAt, new Date())) return;
  throw new AppError("step_up_required", "Confirm it is you first: this needs a fresh second factor.", {
    extra: { methods: (await hasAnyFactor({ ctx, adminId: actor.adminId })) ? "factor" : "password" },
  });
}
