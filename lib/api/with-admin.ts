import { getDb } from "@/db/client";
import type { SessionStage } from "@/db/schema";
import type { AdminSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/catalog";

import { anonymousContext, type EmployerContext } from "@/lib/services/context";
import { requireAdmin, type SignedInAdmin } from "@/lib/services/sessions/require-admin";

import { readBodyText } from "./body";
import { recordRefusedCall } from "./record-refused-call";
import { isWrite, requireCookieSession } from "./cookie-session";
import { requestOrigin } from "./origin";
import { resolveParams, runRouteAs, type RouteHandler } from "./route-handler";

type AdminHandler<P> = (args: {
  request: Request;
  params: P;
  /** Scoped to the admin's employer — every query takes the employer id from here, never from the request. */
  ctx: EmployerContext;
  admin: SignedInAdmin;
  session: AdminSession;
  body: string;
}) => Promise<Response>;

/** HR admin routes: the admin session cookie (CSRF-checked on writes), for an admin who may still act. */
export function withAdmin<P extends Record<string, string> = Record<string, string>>(
  handler: AdminHandler<P>,
  options: {
    bodyLimit?: number;
    streamBody?: boolean;
    /** Sessions that still owe a factor or an enrolment may call this too (the sign-in's and enrolment's own calls). */
    stages?: readonly SessionStage[];
  } = {},
): RouteHandler<P> {
  return (request, context) =>
    runRouteAs("admin", request, async (requestId) => {
      const session = await requireCookieSession(request, "admin", "Sign in to the HR admin area.");
      const db = await getDb();
      const origin = requestOrigin(request, requestId);
      const admin = await requireAdmin({ ctx: { ...anonymousContext(db), origin }, session, stages: options.stages });
      if (!admin) throw new AppError("unauthorized", "Sign in to the HR admin area.");
      const params = await resolveParams(context);
      const body =
        isWrite(request) && !options.streamBody
          ? await readBodyText(request, options.bodyLimit ?? getEnv().MAX_JSON_BODY_BYTES)
          : "";
      const ctx: EmployerContext = {
        db,
        actor: {
          type: "admin",
          adminId: admin.adminId,
          employerId: admin.employerId,
          role: admin.role,
          session: { id: admin.sessionId, factorAt: admin.factorAt, stage: admin.stage },
        },
        employerId: admin.employerId,
        origin,
      };
      try {
        return {
          response: await handler({ request, params, ctx, admin, session, body }),
          logFields: { adminId: admin.adminId },
        };
      } catch (error) {
        if (error instanceof AppError && REFUSALS_RECORDED.has(error.code))
          await recordRefusedCall({ ctx, request, error, action: "hr.refused" });
        throw error;
      }
    });
}

/** What HR's role or session refused: in the employer's audit trail, as what was done is. */
const REFUSALS_RECORDED: ReadonlySet<ErrorCode> = new Set(["role_not_allowed", "step_up_required"]);
