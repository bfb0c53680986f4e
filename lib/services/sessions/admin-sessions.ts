import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";

import { adminSessions, adminUsers, type AdminSessionRow, type AdminSessionStage } from "@/db/schema";
import { SESSION_TTL_SECONDS, sessionId, type AdminSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { EmployerContext, Origin, QueryContext } from "../context";

export type AdminSignInMethod = "password" | "passkey" | "sso";

/** Why a session ended, as "Your sessions" and the audit trail say it. */
export type SessionEndReason =
  "signed_out" | "ended_by_self" | "ended_by_owner" | "disabled" | "removed" | "role_changed";

/**
 * Opens the server side of a new HR session (the sealed cookie is its other half): the device and
 * address it started from, how the person proved who they are, and its stage — active, or still
 * owing a second factor or an enrolment.
 */
export async function openAdminSession({
  ctx,
  session,
  stage,
  method,
  factorAt = null,
}: {
  ctx: QueryContext & { origin?: Origin };
  session: AdminSession;
  stage: AdminSessionStage;
  method: AdminSignInMethod;
  factorAt?: Date | null;
}): Promise<void> {
  await ctx.db.insert(adminSessions).values({
    id: sessionId(session),
    adminId: session.adminId,
    employerId: session.employerId,
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
  stage?: AdminSessionStage;
  at?: Date;
}): Promise<void> {
  await ctx.db
    .update(adminSessions)
    .set({ stage, factorAt: at })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.endedAt)));
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
    .update(adminSessions)
    .set({ lastSeenAt: new Date(), ...(ctx.origin?.ipAddress ? { ipAddress: ctx.origin.ipAddress } : {}) })
    .where(eq(adminSessions.id, id));
}

/** A person's sessions still open (not ended, not expired), newest use first. */
async function openSessionsOf(ctx: QueryContext, adminId: string): Promise<AdminSessionRow[]> {
  return ctx.db
    .select()
    .from(adminSessions)
    .where(
      and(eq(adminSessions.adminId, adminId), isNull(adminSessions.endedAt), gt(adminSessions.expiresAt, new Date())),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
}

/**
 * The signed-in person's own open sessions ("Your sessions"), or — for an owner — a teammate's.
 * Only the employer's own people: another employer's id is not found.
 */
export async function listAdminSessions({
  ctx,
  adminId,
}: {
  ctx: EmployerContext;
  adminId: string;
}): Promise<AdminSessionRow[]> {
  const self = actingAdminId(ctx);
  if (adminId !== self) authorize(ctx.actor, "team.manage");
  const rows = await openSessionsOf(ctx, adminId);
  return rows.filter((row) => row.employerId === ctx.employerId);
}

/**
 * Ends sessions at once: one of the person's own (from "Your sessions"), or all of a teammate's
 * (an owner). The cookie still unseals, but every request checks this row.
 */
export async function endAdminSessions({
  ctx,
  adminId,
  id,
  reason,
}: {
  ctx: EmployerContext;
  adminId: string;
  /** One session; undefined: all of the person's. */
  id?: string;
  reason: SessionEndReason;
}): Promise<number> {
  const self = actingAdminId(ctx);
  if (adminId !== self) authorize(ctx.actor, "team.manage");
  const ended = await ctx.db
    .update(adminSessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        eq(adminSessions.employerId, ctx.employerId),
        isNull(adminSessions.endedAt),
        id ? eq(adminSessions.id, id) : undefined,
      ),
    )
    .returning({ id: adminSessions.id });
  if (id && ended.length === 0) throw new AppError("not_found", "No open session with this id.");
  if (ended.length > 0)
    await recordAudit({
      ctx,
      entry: {
        action: "hr.session_ended",
        target: { type: "admin", id: adminId },
        details: { sessions: ended.length, reason },
      },
    });
  return ended.length;
}

/** Ends every open session of a person but one (the one making the change, when it is theirs). */
export async function endOtherAdminSessions({
  ctx,
  adminId,
  keep,
  reason,
}: {
  ctx: QueryContext;
  adminId: string;
  keep?: string;
  reason: SessionEndReason;
}): Promise<void> {
  await ctx.db
    .update(adminSessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.endedAt),
        keep ? ne(adminSessions.id, keep) : undefined,
      ),
    );
}

/** Signing out: this session ends on the server. */
export async function signOutAdminSession({
  ctx,
  session,
}: {
  ctx: QueryContext & { origin?: Origin };
  session: AdminSession;
}): Promise<void> {
  const ended = await ctx.db
    .update(adminSessions)
    .set({ endedAt: new Date(), endedReason: "signed_out" })
    .where(and(eq(adminSessions.id, sessionId(session)), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  if (ended.length === 0) return;
  const [person] = await ctx.db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.adminId));
  await recordAudit({
    ctx,
    entry: {
      action: "hr.signed_out",
      employerId: session.employerId,
      actor: {
        type: "admin",
        adminId: session.adminId,
        employerId: session.employerId,
        role: person?.role ?? "viewer",
      },
      target: { type: "admin", id: session.adminId },
    },
  });
}

function actingAdminId(ctx: EmployerContext): string | undefined {
  return ctx.actor.type === "admin" ? ctx.actor.adminId : undefined;
}
