import { clearSessionCookie, readSession, type Session } from "@/lib/auth/session";
import type { SignedOut } from "@/lib/schemas/responses/portal";
import { signOutAdminSession } from "@/lib/services/sessions/sign-out-admin-session";
import { endSession } from "@/lib/services/sessions/end-session";

import { assertCsrf } from "./cookie-session";
import { json } from "./respond";
import { withPublic } from "./with-public";

/**
 * Sign-out for the portal or the admin area: CSRF-checked (a forged cross-site sign-out is 403),
 * it ends this session on the server — its cookie no longer opens anything, even if it was copied —
 * and clears the cookie. Other sessions of the same person go on. Without a session it only
 * clears the cookie.
 */
export function signOutRoute(kind: Session["kind"]) {
  return withPublic(async ({ request, ctx }) => {
    const session = await readSession(request);
    if (session?.kind === kind) {
      assertCsrf(request, session);
      if (session.kind === "admin") await signOutAdminSession({ ctx, session });
      else await endSession({ ctx, session });
    }
    return json({ signedOut: true } satisfies SignedOut, { headers: { "set-cookie": clearSessionCookie() } });
  });
}
