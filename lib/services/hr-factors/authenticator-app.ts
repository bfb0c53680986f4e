import { and, eq, isNull } from "drizzle-orm";

import { adminTotp, adminUsers } from "@/db/schema";
import { generateTotpSecret, totpQrSvg, totpUri, verifyTotp } from "@/lib/auth/totp";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import type { QueryContext } from "../context";
import { hasAnyFactor } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, selfOf, totpContext } from "./own-account";
import { issueRecoveryCodesFor } from "./recovery-codes";

/**
 * Starts adding an authenticator app: a new secret (replacing one not confirmed yet), as a QR code
 * and as text. A confirmed app must be removed first (there is one per person).
 */
export async function setupTotp({ ctx }: { ctx: FactorContext }) {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const [person] = await ctx.db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, adminId));
  const [existing] = await ctx.db.select().from(adminTotp).where(eq(adminTotp.adminId, adminId));
  if (existing?.confirmedAt)
    throw new AppError("invalid_request", "An authenticator app is already set up: remove it first to add another.");
  const secret = generateTotpSecret();
  const secretEncrypted = encrypt(secret, totpContext(adminId));
  await ctx.db
    .insert(adminTotp)
    .values({ adminId, secretEncrypted })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { secretEncrypted, lastStep: null, createdAt: new Date() } });
  const uri = totpUri({ issuer: "Benefits HR", email: person?.email ?? adminId, secret });
  return { secret, uri, qrSvg: await totpQrSvg(uri) };
}

/**
 * Confirms the app with a first code. The person's first factor also brings ten recovery codes,
 * shown this once. Returns them (or an empty list when the person already had a factor).
 */
export async function confirmTotp({ ctx, code }: { ctx: FactorContext; code: string }): Promise<string[]> {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const hadFactor = await hasAnyFactor({ ctx, adminId });
  const [pending] = await ctx.db.select().from(adminTotp).where(eq(adminTotp.adminId, adminId));
  if (!pending || pending.confirmedAt)
    throw new AppError("invalid_request", "Start adding the authenticator app first.");
  const check = await verifyTotp({
    secret: decrypt(pending.secretEncrypted, totpContext(adminId)),
    code,
    lastStep: pending.lastStep,
    now: new Date(),
  });
  if (!check.ok)
    throw new AppError("validation_failed", "The code is not right. Enter the code the app shows now.", {
      errors: [{ path: "/code", code: "totp_code_wrong", message: "The code is not right." }],
    });
  await ctx.db
    .update(adminTotp)
    .set({ confirmedAt: new Date(), lastStep: check.step })
    .where(and(eq(adminTotp.adminId, adminId), isNull(adminTotp.confirmedAt)));
  await recordAudit({
    ctx,
    entry: { action: "hr.factor_added", target: { type: "admin", id: adminId }, details: { factor: "totp" } },
  });
  const codes = hadFactor ? [] : await issueRecoveryCodesFor({ ctx, adminId });
  await notifySelf({ ctx, change: { kind: "totp_added" } });
  return codes;
}

/** Removes the person's authenticator app (after a step-up, which the route's use case asks first). */
export async function removeTotp({ ctx }: { ctx: FactorContext }): Promise<void> {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const removed = await ctx.db.delete(adminTotp).where(eq(adminTotp.adminId, adminId)).returning();
  if (removed.length === 0) throw new AppError("not_found", "No authenticator app is set up.");
  await recordAudit({
    ctx,
    entry: { action: "hr.factor_removed", target: { type: "admin", id: adminId }, details: { factor: "totp" } },
  });
  await notifySelf({ ctx, change: { kind: "totp_removed" } });
}

/**
 * The demo owner's authenticator app, set up by the seed (the system, not a person): a confirmed
 * secret that `npm start` prints, so the second factor can be tried at once.
 */
export async function enrolTotpForDemo({ ctx, adminId }: { ctx: QueryContext; adminId: string }): Promise<string> {
  if (ctx.actor.type !== "system") throw new AppError("unauthorized", "Only the seed sets up a demo authenticator.");
  const secret = generateTotpSecret();
  await ctx.db.insert(adminTotp).values({
    adminId,
    secretEncrypted: encrypt(secret, totpContext(adminId)),
    confirmedAt: new Date(),
  });
  return secret;
}
