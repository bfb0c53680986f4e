import { getDb } from "@/db/client";
import { anonymousContext } from "@/lib/services/context";
import { getPendingSsoLink, type PendingSsoLink } from "@/lib/services/hr-sso/get-pending-sso-link";
import { requireAdmin } from "@/lib/services/sessions/require-admin";

import { currentSession } from "./page-session";

/**
 * The sign-in page's confirm step after a first single sign-on to an existing account: what the
 * session must prove, with the CSRF token its calls carry (the cookie is HttpOnly). Undefined when
 * this browser's session owes no such step.
 */
export async function pendingSsoLinkStep(): Promise<(PendingSsoLink & { csrfToken: string }) | undefined> {
  const session = await currentSession();
  if (!session) return undefined;
  const ctx = anonymousContext(await getDb());
  const admin = await requireAdmin({ ctx, session, stages: ["second_factor"] });
  if (!admin || admin.stage !== "second_factor") return undefined;
  const pending = await getPendingSsoLink({ ctx, sessionId: admin.sessionId });
  return pending && { ...pending, csrfToken: session.csrfToken };
}
