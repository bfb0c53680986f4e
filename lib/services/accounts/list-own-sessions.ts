import type { AccountSessionRow } from "@/db/schema";

import { authorizeOwnAccount } from "../authorize";
import type { ServiceContext } from "../context";
import { openSessionsOf } from "../sessions/account-sessions";

/** "Your sessions": the signed-in person's own open sessions, HR or operator, newest use first. */
export async function listOwnSessions({ ctx }: { ctx: ServiceContext }): Promise<AccountSessionRow[]> {
  return openSessionsOf({ ctx, holder: authorizeOwnAccount(ctx.actor) });
}
