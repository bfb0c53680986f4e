import type { SessionStage, AdminUserRow } from "@/db/schema";
import { createAdminSessionCookie, type AdminSession } from "@/lib/auth/session";
import type { AfterFirstCredential } from "@/lib/domain/hr/second-factor";

import { recordSignInFailure } from "../accounts/record-sign-in-failure";
import type { ServiceContext } from "../context";
import type { AdminSignInMethod } from "../sessions/admin-sessions";

import { nextSignInStep } from "./next-sign-in-step";
import { startAdminSession } from "./start-admin-session";

export type SignedInAdmin = Pick<AdminUserRow, "id" | "employerId" | "role" | "sessionVersion">;

/** A session just begun: its cookie, its server side, and what it still owes. */
export type BegunSession = { cookie: string; session: AdminSession; next: AfterFirstCredential };

/**
 * Every sign-in's second half, once a first credential is proved — a password, a passkey, single
 * sign-on: a new session for the person and its cookie, and what it still owes (a second factor,
 * a factor to enrol) or that it is signed in; the session is opened at that stage and a completed
 * sign-in goes on record. Single sign-on asks `complete`: a provider's sign-in that would still
 * owe a factor is refused (undefined, the refusal on record) rather than half-opened.
 */
type BeginInput = {
  ctx: ServiceContext;
  admin: SignedInAdmin;
  method: AdminSignInMethod;
  /** Whether the first credential was a second factor too (a passkey), for the trail. */
  factor?: boolean;
};

export async function beginAdminSession(input: BeginInput & { complete?: false }): Promise<BegunSession>;
export async function beginAdminSession(input: BeginInput & { complete: true }): Promise<BegunSession | undefined>;
export async function beginAdminSession({
  ctx,
  admin,
  method,
  factor = false,
  complete = false,
}: BeginInput & { complete?: boolean }): Promise<BegunSession | undefined> {
  const { cookie, session } = await cookieFor(admin);
  const next = await nextSignInStep({ ctx, admin, signedInWith: method });
  if (complete && next.kind !== "signed_in") {
    await recordSignInFailure({ ctx, realm: "hr", person: admin, reason: "factor" });
    return undefined;
  }
  await startAdminSession({ ctx, admin, session, method, stage: stageOf(next), factor });
  return { cookie, session, next };
}

/** The session's stage for what comes after the first credential. */
export const stageOf = (next: AfterFirstCredential): SessionStage => (next.kind === "signed_in" ? "active" : next.kind);

export const cookieFor = (admin: SignedInAdmin) =>
  createAdminSessionCookie({ adminId: admin.id, employerId: admin.employerId, version: admin.sessionVersion });
