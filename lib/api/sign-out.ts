import { clearSessionCookie, readSession, type Session } from "@/lib/auth/session";
import type { SignedOut } from "@/lib/schemas/responses/portal";
import { endAdminSessions, endEmployeeSessions } from "@/lib/services/sessions/end-sessions";
import { requireAdmin } from "@/lib/services/sessions/require-admin";
import { requireEmployee } from "@/lib/services/sessions/require-employee";

import { assertCsrf } from "./cookie-session";
import { json } from "./respond";
import { withPublic } from "./with-public";

/**
 * Sign-out for the portal or the admin area: CSRF-checked (a forged cross-site sign-out is 403),
 * it ends the session on the server — every session of that person, by bumping their session
 * version — and clears the cookie. Without a live session it only clears the cookie.
 */
export function signOutRoute(kind: Session["kind"]) {
  return withPublic(async ({ request, ctx }) => {
    const session = await readSession(request);
    if (session?.kind === kind) {
      assertCsrf(request, session);
      if (session.kind === "employee" && (await requireEmployee(ctx.db, session))) {
        const actor = { type: "employee" as const, employeeId: session.employeeId, employerId: session.employerId };
        await endEmployeeSessions({ ctx: { ...ctx, actor, employerId: session.employerId }, employeeId: session.employeeId });
      }
      if (session.kind === "admin" && (await requireAdmin(ctx.db, session))) {
        await endAdminSessions({ ctx: { ...ctx, actor: { type: "admin", adminId: session.adminId, employerId: session.employerId } }, adminId: session.adminId });
      }
    }
    return json({ signedOut: true } satisfies SignedOut, { headers: { "set-cookie": clearSessionCookie() } });
  });
}
