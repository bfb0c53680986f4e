import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { employees, signInTokens, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";
import type { EmployeeQuery, TokenRequest } from "../requests";

export type LinkPurpose = "invite" | "email" | "notification";

const TTL_MS: Record<LinkPurpose, number> = {
  // An invite travels by the employer's own channels and may wait a few days.
  invite: 7 * 24 * 60 * 60 * 1000,
  // A sign-in e-mail is used at once.
  email: 15 * 60 * 1000,
  // An e-mail about the person's card or onboarding is read the same day, or not soon: after a day
  // its button leads to the sign-in page, which sends a fresh link.
  notification: 24 * 60 * 60 * 1000,
};

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A single-use, expiring sign-in token; only its hash is stored. An invite or a requested sign-in
 * link is the only one that works: the employee's earlier unused links are withdrawn (marked
 * used), so a link forwarded or mailed to an old address dies as soon as a new one is issued. A
 * notification's link (one per e-mail, to the address on file now, landing on the step the e-mail
 * is about) withdraws nothing: an e-mail about the card must not kill the link the person just
 * asked for. Changing the address withdraws every link (withdrawSignInLinks).
 */
export async function createSignInToken({
  ctx,
  employeeId,
  purpose,
  landing = null,
  partnerUrls = {},
}: {
  ctx: QueryContext;
  employeeId: string;
  purpose: LinkPurpose;
  landing?: string | null;
  /** A partner's invite: where the portal offers to go back to, and where a dead link sends the person. */
  partnerUrls?: { returnUrl?: string; refreshUrl?: string };
}): Promise<{ token: string; expiresAt: Date }> {
  const { db } = ctx;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + TTL_MS[purpose]);
  if (purpose !== "notification") await withdrawSignInLinks({ ctx, employeeId });
  await db.insert(signInTokens).values({
    id: createId("sit"),
    tokenHash: hash(token),
    employeeId,
    purpose,
    landing,
    returnUrl: partnerUrls.returnUrl ?? null,
    refreshUrl: partnerUrls.refreshUrl ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Consumes a token: the first use within its lifetime gets the employee, and where the link was
 * meant to lead (null: where they are needed); any other use gets nothing.
 */
export async function consumeSignInToken({
  ctx,
  token,
}: TokenRequest): Promise<{ employee: EmployeeRow; landing: string | null } | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return inTransaction(ctx, async (tx) => {
    const [used] = await tx.db
      .update(signInTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(signInTokens.tokenHash, hash(token)),
          isNull(signInTokens.usedAt),
          gt(signInTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({
        employeeId: signInTokens.employeeId,
        purpose: signInTokens.purpose,
        landing: signInTokens.landing,
        returnUrl: signInTokens.returnUrl,
      });
    if (!used) return undefined;
    // Signing in is activity: the HR table tells "opened the invite" from "never did". A partner's
    // invite with a return URL makes it the portal's way back to the partner's app.
    const [employee] = await tx.db
      .update(employees)
      .set({ lastActiveAt: sql`now()`, ...(used.returnUrl ? { portalReturnUrl: used.returnUrl } : {}) })
      .where(eq(employees.id, used.employeeId))
      .returning();
    if (!employee) return undefined;
    // The partner learns its invite reached the person (an e-mailed sign-in link is no invite).
    if (used.purpose === "invite")
      await recordEvent({
        ctx: tx,
        type: "employee.invite_opened",
        employerId: employee.employerId,
        employeeId: employee.id,
        data: { employerId: employee.employerId, employeeId: employee.id },
      });
    return { employee, landing: used.landing };
  });
}

/**
 * Announces each partner invite that expired unopened and is still the employee's newest link
 * (one replaced by a newer link, or withdrawn, is marked used and never expires): one
 * `employee.invite_expired` per link, so the partner can make and send a fresh one. Returns how
 * many; the worker runs it each round.
 */
export async function announceExpiredInvites({ ctx, limit = 200 }: { ctx: QueryContext; limit?: number }) {
  return inTransaction(ctx, async (tx) => {
    const expired = await tx.db
      .update(signInTokens)
      .set({ expiryAnnouncedAt: sql`now()` })
      // Rechecked on the row itself: a worker beside this one that announced it first (its update
      // waited for ours, or ours for its) finds it announced and leaves it, so each is announced once.
      .where(
        and(
          isNull(signInTokens.expiryAnnouncedAt),
          sql`${signInTokens.id} in (
            select ${signInTokens.id} from ${signInTokens}
            where ${signInTokens.purpose} = 'invite' and ${signInTokens.usedAt} is null
              and ${signInTokens.expiryAnnouncedAt} is null and ${signInTokens.expiresAt} <= now()
            order by ${signInTokens.expiresAt}
            limit ${limit})`,
        ),
      )
      .returning({ employeeId: signInTokens.employeeId, expiresAt: signInTokens.expiresAt });
    for (const { employeeId, expiresAt } of expired) {
      const [employee] = await tx.db
        .select({ employerId: employees.employerId })
        .from(employees)
        .where(eq(employees.id, employeeId));
      if (!employee) continue;
      await recordEvent({
        ctx: tx,
        type: "employee.invite_expired",
        employerId: employee.employerId,
        employeeId,
        data: { employerId: employee.employerId, employeeId, expiredAt: expiresAt.toISOString() },
      });
    }
    return expired.length;
  });
}

/**
 * Whether a sign-in link (its URL, as handed out) would still sign someone in: not used, not
 * replaced by a newer one, not expired. Reads only; for deciding whether a stored answer that holds
 * the link is still worth giving again.
 */
export async function isLinkLive({ ctx, url }: { ctx: QueryContext; url: string }): Promise<boolean> {
  const token = /\/invite\/([A-Za-z0-9_-]{20,100})$/.exec(url)?.[1];
  if (!token) return false;
  const [live] = await ctx.db
    .select({ id: signInTokens.id })
    .from(signInTokens)
    .where(
      and(eq(signInTokens.tokenHash, hash(token)), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, sql`now()`)),
    )
    .limit(1);
  return live !== undefined;
}

/** Where a link that no longer works sends the person: its partner's refresh URL, if it had one. */
export async function refreshUrlOf({ ctx, token }: TokenRequest): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await ctx.db
    .select({ refreshUrl: signInTokens.refreshUrl })
    .from(signInTokens)
    .where(eq(signInTokens.tokenHash, hash(token)))
    .limit(1);
  return row?.refreshUrl ?? undefined;
}

export function linkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, "")}/invite/${token}`;
}

/** Withdraws the employee's sign-in links not used yet (a newer link, a changed e-mail, ended sessions). */
export async function withdrawSignInLinks({ ctx, employeeId }: EmployeeQuery): Promise<void> {
  const { db } = ctx;
  await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInTokens.employeeId, employeeId), isNull(signInTokens.usedAt)));
}

/** The same for many employees at once (an eligibility import that changed their e-mail addresses). */
export async function withdrawSignInLinksOf({
  ctx,
  employeeIds,
}: {
  ctx: QueryContext;
  employeeIds: readonly string[];
}): Promise<void> {
  const { db } = ctx;
  if (employeeIds.length === 0) return;
  await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(sql`${signInTokens.employeeId} = any(${sql.param([...employeeIds])}::text[])`, isNull(signInTokens.usedAt)),
    );
}
