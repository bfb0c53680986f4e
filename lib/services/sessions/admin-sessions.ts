import { and, eq, isNotNull, isNull, ne, notExists } from "drizzle-orm";

import { accountPasskeys, accountSessions, accountTotp, adminUsers, type SessionStage } from "@/db/schema";
import { accountIdOf, SESSION_TTL_SECONDS, sessionId, type AccountSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext, Origin, QueryContext } from "../context";
import type { AccountQuery, TeammateRequest } from "../requests";

export type AdminSignInMethod = "password" | "passkey" | "sso";

/** How a session's person proved who they are: also `invite`, an operator's invitation link (a factor is enrolled next). */
export type SessionMethod = AdminSignInMethod | "invite";

/** Why a session ended, as "Your sessions" and the audit trail say it. */
export type SessionEndReason =
  "signed_out" | "ended_by_self" | "ended_by_owner" | "disabled" | "removed" | "role_changed" | "replaced";

/**
 * Opens the server side of a new session of an HR person or an operator (the sealed cookie is its
 * other half): the device and address it started from, how the person proved who they are, and
 * its stage — active, or still owing a second factor or an enrolment.
 */
export async function openAccountSession({
  ctx,
  session,
  stage,
  method,
  factorAt = null,
}: {
  ctx: QueryContext & { origin?: Origin };
  session: AccountSession;
  stage: SessionStage;
  method: SessionMethod;
  factorAt?: Date | null;
}): Promise<void> {
  await ctx.db.insert(accountSessions).values({
    id: sessionId(session),
    accountId: accountIdOf(session),
    employerId: session.kind === "admin" ? session.employerId : null,
    stage,
    method,
    factorAt,
    ipAddress: ctx.origin?.ipAddress ?? null,
    userAgent: ctx.origin?.userAgent ?? null,
    expiresAt: new Date(session.issuedAt + SESSION_TTL_SECONDS * 1000),
  });
}

/** A session that owed a factor or an enrolment, now active; or an active one with a fresh factor (step-up). */
export async function recordSessionFactor({
  ctx,
  id,
  stage = "active",
  at = new Date(),
}: {
  ctx: QueryContext;
  id: string;
  stage?: SessionStage;
  at?: Date;
}): Promise<void> {
  await ctx.db
    .update(accountSessions)
    .set({ stage, factorAt: at })
    .where(and(eq(accountSessions.id, id), isNull(accountSessions.endedAt)));
}

/**
 * A session that has just proved more (its second factor, or a first factor enrolled) goes on under
 * a new id: a new cookie and a new CSRF token (`next`, sealed by the caller), the old row ended as
 * `replaced`. Whoever held the cookie from before the factor — planted in the browser, or read off
 * it while it owed the factor — holds nothing once the factor is given (session fixation). The new
 * row keeps the old one's method and expiry: proving more does not lengthen the sign-in.
 */
export async function replaceAccountSession({
  ctx,
  oldId,
  next,
  factorAt = new Date(),
}: {
  ctx: QueryContext & { origin?: Origin };
  oldId: string;
  next: AccountSession;
  factorAt?: Date;
}): Promise<void> {
  const [old] = await ctx.db
    .update(accountSessions)
    .set({ endedAt: new Date(), endedReason: "replaced" satisfies SessionEndReason })
    .where(and(eq(accountSessions.id, oldId), isNull(accountSessions.endedAt)))
    .returning();
  if (!old || old.accountId !== accountIdOf(next)) throw new AppError("unauthorized", "Sign in again.");
  await ctx.db.insert(accountSessions).values({
    id: sessionId(next),
    accountId: old.accountId,
    employerId: old.employerId,
    stage: "active",
    method: old.method,
    factorAt,
    ipAddress: ctx.origin?.ipAddress ?? old.ipAddress,
    userAgent: ctx.origin?.userAgent ?? old.userAgent,
    createdAt: old.createdAt,
    expiresAt: old.expiresAt,
  });
}

/**
 * The employer now requires MFA: every open session of a person with no factor goes back to
 * `enrol` — they can add one and nothing else until they do (then the session goes on under a new
 * id, finishEnrolment). Single sign-on sessions stay: the employer's provider enforces its own MFA.
 * Returns how many sessions were demoted.
 */
export async function demoteSessionsWithoutFactor({
  ctx,
  employerId,
}: {
  ctx: QueryContext;
  employerId: string;
}): Promise<number> {
  const confirmedApp = ctx.db
    .select({ adminId: accountTotp.accountId })
    .from(accountTotp)
    .where(and(eq(accountTotp.accountId, accountSessions.accountId), isNotNull(accountTotp.confirmedAt)));
  const passkey = ctx.db
    .select({ adminId: accountPasskeys.accountId })
    .from(accountPasskeys)
    .where(eq(accountPasskeys.accountId, accountSessions.accountId));
  const demoted = await ctx.db
    .update(accountSessions)
    .set({ stage: "enrol" })
    .where(
      and(
        eq(accountSessions.employerId, employerId),
        eq(accountSessions.stage, "active"),
        isNull(accountSessions.endedAt),
        ne(accountSessions.method, "sso"),
        notExists(confirmedApp),
        notExists(passkey),
      ),
    )
    .returning({ id: accountSessions.id });
  return demoted.length;
}

/** How often "last seen" is written: once a minute per session, not once per request. */
const SEEN_EVERY_MS = 60_000;

/** Notes that the session was used now, from this address, when the last note is over a minute old. */
export async function markSessionSeen({
  ctx,
  id,
  lastSeenAt,
}: {
  ctx: QueryContext & { origin?: Origin };
  id: string;
  lastSeenAt: Date;
}): Promise<void> {
  if (Date.now() - lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await ctx.db
    .update(accountSessions)
    .set({ lastSeenAt: new Date(), ...(ctx.origin?.ipAddress ? { ipAddress: ctx.origin.ipAddress } : {}) })
    .where(eq(accountSessions.id, id));
}

/** Ends every open session of a person but one (the one making the change, when it is theirs). */
export async function endOtherAdminSessions({
  ctx,
  accountId,
  keep,
  reason,
}: AccountQuery & { keep?: string; reason: SessionEndReason }): Promise<void> {
  await ctx.db
    .update(accountSessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(
      and(
        eq(accountSessions.accountId, accountId),
        isNull(accountSessions.endedAt),
        keep ? ne(accountSessions.id, keep) : undefined,
      ),
    );
}

/** Another employer's person (or nobody) is not found, exactly as an unknown id: 404, never 204. */
export async function teammateOrThrow({ ctx, adminId }: TeammateRequest): Promise<void> {
  const [teammate] = await ctx.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminId), eq(adminUsers.employerId, ctx.employerId)));
  if (!teammate) throw new AppError("not_found", "No one with this id in your team.");
}

export function actingAdminId({ ctx }: { ctx: EmployerContext }): string | undefined {
  return ctx.actor.type === "admin" ? ctx.actor.adminId : undefined;
}
