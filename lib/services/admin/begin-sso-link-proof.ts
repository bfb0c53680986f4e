import { sessionId } from "@/lib/auth/session";

import type { ServiceContext } from "../context";
import { recordPendingSsoLink, type SsoIdentity } from "../sso-links/link-sso-identity";

import { startAdminSession } from "./start-admin-session";
import { type SignedInAdmin, cookieFor } from "./begin-admin-session";

/**
 * A single sign-on for an existing account its identity is not linked to yet: a session that owes
 * the person's own proof (a factor, or the password), which then signs them in and makes the link.
 */
export async function beginSsoLinkProof({
  ctx,
  admin,
  identity,
}: {
  ctx: ServiceContext;
  admin: SignedInAdmin;
  identity: SsoIdentity;
}): Promise<{ cookie: string }> {
  const { cookie, session } = await cookieFor(admin);
  await startAdminSession({ ctx, admin, session, method: "sso", stage: "second_factor" });
  await recordPendingSsoLink({ ctx, sessionId: sessionId(session), identity });
  return { cookie };
}
