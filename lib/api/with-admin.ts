import { getDb } from "@/db/client";
import { checkCsrf, readSession, type AdminSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { EmployerContext } from "@/lib/services/context";
import { requireAdmin, type SignedInAdmin } from "@/lib/services/sessions/require-admin";

import { readBodyText } from "./body";
import { requestOrigin } from "./origin";
import { resolveParams, runRoute, type RouteHandler } from "./route-handler";

type AdminHandler<P> = (args: {
  request: Request;
  params: P;
  /** Scoped to the admin's employer — every query takes the employer id from here, never from the request. */
  ctx: EmployerContext;
  admin: SignedInAdmin;
  session: AdminSession;
  body: string;
}) => Promise<Response>;

const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** HR admin routes: the admin session cookie (CSRF-checked on writes), for an admin who may still act. */
export function withAdmin<P extends Record<string, string> = Record<string, string>>(
  handler: AdminHandler<P>,
  options: { bodyLimit?: number; streamBody?: boolean } = {},
): RouteHandler<P> {
  return (request, context) =>
    runRoute(request, async (requestId) => {
      const session = await readSession(request);
      if (session?.kind !== "admin") throw new AppError("unauthorized", "Sign in to the HR admin area.");
      if (WRITE_METHODS.has(request.method) && !checkCsrf(request, session)) throw new AppError("csrf_failed", "Reload the page and try again.");
      const db = await getDb();
      const admin = await requireAdmin(db, session);
      if (!admin) throw new AppError("unauthorized", "Sign in to the HR admin area.");
      const params = await resolveParams(context);
      const body = WRITE_METHODS.has(request.method) && !options.streamBody ? await readBodyText(request, options.bodyLimit ?? getEnv().MAX_JSON_BODY_BYTES) : "";
      const ctx: EmployerContext = {
        db,
        actor: { type: "admin", adminId: admin.adminId, employerId: admin.employerId },
        employerId: admin.employerId,
        origin: requestOrigin(request, requestId),
      };
      return { response: await handler({ request, params, ctx, admin, session, body }), logFields: { adminId: admin.adminId } };
    });
}
