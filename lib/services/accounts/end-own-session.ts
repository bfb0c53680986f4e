import { ACCOUNT_RULES } from "@/lib/domain/accounts/account-rules";
import { AppError } from "@/lib/errors/app-error";

import { authorizeOwnAccount } from "../authorize";
import type { ServiceContext } from "../context";
import { endAccountSessions } from "../sessions/account-sessions";

import { requireStepUp } from "./step-up";

/**
 * Ends one of the signed-in person's own sessions (another browser, a lost laptop; this one, which
 * signs it out), HR or operator. An operator steps up first, as for every write of the console
 * (lib/domain/accounts/account-rules.ts). Someone else's session, or one already ended, is not found.
 */
export async function endOwnSession({ ctx, sessionId }: { ctx: ServiceContext; sessionId: string }): Promise<void> {
  const holder = authorizeOwnAccount(ctx.actor);
  if (ACCOUNT_RULES[holder.realm].stepUpToEndSession) await requireStepUp({ ctx });
  const ended = await endAccountSessions({ ctx, holder, id: sessionId, reason: "ended_by_self" });
  if (ended === 0) throw new AppError("not_found", "No open session with this id.");
}
