import { eq } from "drizzle-orm";

import { getDb, type Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { checkCsrf, readSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";

import { readBodyText } from "./body";
import { AppError } from "@/lib/errors/app-error";
import { resolveParams, runRoute, type RouteHandler } from "./route-handler";

export type AdminContext = { db: Db; adminId: string; employerId: string; requestId: string };

type AdminHandler<P> = (args: { request: Request; params: P; ctx: AdminContext; body: string }) => Promise<Response>;

const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/**
 * HR admin routes: the admin session cookie (CSRF-checked on writes), scoped to the admin's
 * employer — every query takes the employer id from here, never from the request.
 */
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
      const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, session.adminId));
      if (!admin || admin.disabledAt || admin.employerId !== session.employerId) {
        throw new AppError("unauthorized", "Sign in to the HR admin area.");
      }
      const params = await resolveParams(context);
      const body = WRITE_METHODS.has(request.method) && !options.streamBody ? await readBodyText(request, options.bodyLimit ?? getEnv().MAX_JSON_BODY_BYTES) : "";
      const ctx: AdminContext = { db, adminId: admin.id, employerId: admin.employerId, requestId };
      return { response: await handler({ request, params, ctx, body }), logFields: { adminId: admin.id } };
    });
}
