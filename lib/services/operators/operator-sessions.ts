import { and, eq } from "drizzle-orm";

import { accountSessions, accounts, operators, type SessionStage } from "@/db/schema";
import { createOperatorSessionCookie, sessionId, type OperatorSession } from "@/lib/auth/session";
import { afterFirstCredential, type AfterFirstCredential } from "@/lib/domain/hr/second-factor";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";

import { enrolledFactorsOf } from "../accounts/factor-store";
import { recordAudit } from "../audit/record-audit";
import type { Origin, QueryContext, ServiceContext } from "../context";
import { openAccountSession, type SessionMethod } from "../sessions/admin-sessions";
import { sessionCheckColumns, sessionMayAct } from "../sessions/session-may-act";

import type { OperatorPerson } from "./operator-people";

// An operator's sessions: begun after a first credential, checked on every request. Every operator
// must have a second factor: a session that has none yet may only enrol one (stage `enrol`).

export type SignedInOperator = {
  operatorId: string;
  role: OperatorRole;
  name: string;
  email: string;
  /** The session's server-side id (account_sessions.id). */
  sessionId: string;
  /** When a factor (or a passkey) was last verified in this session: for step-up. */
  factorAt: Date | null;
  stage: SessionStage;
};

/** A session just begun: its cookie, its server side, and what it still owes. */
export type BegunOperatorSession = { cookie: string; session: OperatorSession; next: AfterFirstCredential };

/**
 * Every operator sign-in's second half, once a first credential is proved (a password, a passkey,
 * an invitation's link): a new session and its cookie, at the stage of what it still owes — a
 * second factor after a password, a factor to enrol for someone without one (operators have no
 * opt-out) — or signed in, on record in the platform's trail.
 */
export async function beginOperatorSession({
  ctx,
  operator,
  method,
}: {
  ctx: ServiceContext & { origin?: Origin };
  operator: Pick<OperatorPerson, "id" | "role" | "sessionVersion">;
  method: SessionMethod;
}): Promise<BegunOperatorSession> {
  // An invitation's link proves the e-mail, not a factor: the new operator enrols one before anything else.
  const next: AfterFirstCredential =
    method === "invite" ? { kind: "enrol" } : await operatorStepAfter({ ctx, operatorId: operator.id, method });
  const { cookie, session } = await createOperatorSessionCookie({
    operatorId: operator.id,
    version: operator.sessionVersion,
  });
  const stage: SessionStage = next.kind === "signed_in" ? "active" : next.kind;
  // Joining or enrolling counts as having just proved who you are (the link, the password), for
  // the enrolment's own step-up; a session owing its second factor has proved nothing yet.
  const factorAt = stage === "second_factor" ? null : new Date();
  await openAccountSession({ ctx, session, stage, method, factorAt });
  if (stage === "active") {
    await ctx.db.update(accounts).set({ lastSignInAt: new Date() }).where(eq(accounts.id, operator.id));
    await recordAudit({
      ctx,
      entry: {
        action: "operator.signed_in",
        employerId: null,
        actor: { type: "operator", operatorId: operator.id, role: operator.role },
        target: { type: "operator", id: operator.id },
        details: { method, factor: method === "passkey" },
      },
    });
  }
  return { cookie, session, next };
}

/**
 * What an operator owes after a first credential: nothing after a passkey; after a password or
 * single sign-on, their second factor (by the methods they have), or one to enrol. An operator's
 * single sign-on stands for the password, never for the second factor: every operator proves their
 * own passkey or app each time (no opt-out, whatever the provider did).
 */
export async function operatorStepAfter({
  ctx,
  operatorId,
  method,
}: {
  ctx: QueryContext;
  operatorId: string;
  method: Exclude<SessionMethod, "invite">;
}): Promise<AfterFirstCredential> {
  return afterFirstCredential({
    employerRequiresMfa: true,
    factors: await enrolledFactorsOf({ ctx, accountId: operatorId }),
    signedInWith: method === "sso" ? "password" : method,
  });
}

/**
 * The operator a session belongs to, while they may still act: a disabled operator, a session
 * ended or expired, or one from before the account's session version was bumped is not signed in.
 * Only an active session counts unless `stages` lets one that owes a factor or an enrolment through.
 */
export async function requireOperator({
  ctx,
  session,
  stages = ["active"],
}: {
  ctx: ServiceContext & { origin?: Origin };
  session: OperatorSession | undefined;
  stages?: readonly SessionStage[];
}): Promise<SignedInOperator | undefined> {
  if (!session) return undefined;
  const id = sessionId(session);
  const [row] = await ctx.db
    .select({ ...sessionCheckColumns, role: operators.role })
    .from(operators)
    .innerJoin(accounts, eq(accounts.id, operators.id))
    .innerJoin(accountSessions, and(eq(accountSessions.id, id), eq(accountSessions.accountId, operators.id)))
    .where(and(eq(operators.id, session.operatorId), eq(accounts.realm, "operator")));
  if (!row || !(await sessionMayAct({ ctx, id, row, version: session.version, stages }))) return undefined;
  return {
    operatorId: session.operatorId,
    role: row.role,
    name: row.name,
    email: row.email,
    sessionId: id,
    factorAt: row.factorAt,
    stage: row.stage,
  };
}
