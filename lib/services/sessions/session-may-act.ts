import { accountSessions, accounts, type AccountRow, type AccountSessionRow, type SessionStage } from "@/db/schema";

import type { Origin, QueryContext } from "../context";

import { markSessionSeen } from "./admin-sessions";

/** What every session check reads of the account and the session (both realms join them alike). */
export const sessionCheckColumns = {
  name: accounts.name,
  email: accounts.email,
  disabledAt: accounts.disabledAt,
  sessionVersion: accounts.sessionVersion,
  stage: accountSessions.stage,
  factorAt: accountSessions.factorAt,
  endedAt: accountSessions.endedAt,
  expiresAt: accountSessions.expiresAt,
  lastSeenAt: accountSessions.lastSeenAt,
};

type SessionCheckRow = Pick<AccountRow, "disabledAt" | "sessionVersion"> &
  Pick<AccountSessionRow, "stage" | "endedAt" | "expiresAt" | "lastSeenAt">;

/**
 * Whether a session may act now, for HR and operators alike: the account is not disabled, the
 * cookie's session version is the account's (bumping it ends every session), the session was not
 * ended (signed out, ended from "Your sessions" or by an owner) and has not expired, and its stage
 * is one the door lets through. A session that may act is marked seen (at most once a minute).
 */
export async function sessionMayAct({
  ctx,
  id,
  row,
  version,
  stages,
}: {
  ctx: QueryContext & { origin?: Origin };
  id: string;
  row: SessionCheckRow | undefined;
  version: number;
  stages: readonly SessionStage[];
}): Promise<boolean> {
  if (
    !row ||
    row.disabledAt ||
    row.sessionVersion !== version ||
    row.endedAt ||
    row.expiresAt <= new Date() ||
    !stages.includes(row.stage)
  )
    return false;
  await markSessionSeen({ ctx, id, lastSeenAt: row.lastSeenAt });
  return true;
}
