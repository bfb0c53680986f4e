import { getDb } from "@/db/client";
import type { SessionStage } from "@/db/schema";
import { readOperatorSession, type OperatorSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/catalog";

import { anonymousContext, type ServiceContext } from "@/lib/services/context";
import { requireOperator, type SignedInOperator } from "@/lib/services/operators/operator-sessions";

import { readBodyText } from "./body";
import { recordRefusedCall } from "./record-refused-call";
import { assertCsrf, isWrite } from "./cookie-session";
import { requestOrigin } from "./origin";
import { resolveParams, runRouteAs, type RouteHandler } from "./route-handler";

type OperatorHandler<P> = (args: {
  request: Request;
  params: P;
  /** The operator as the actor; no employer: an operator reaches one only through operatorEmployerContext. */
  ctx: ServiceContext;
  operator: SignedInOperator;
  session: OperatorSession;
  body: string;
}) => Promise<Response>;

const SIGN_IN = "Sign in to the operator console.";

/**
 * Operator console routes: the operator's own session cookie (SameSite=Strict, CSRF-checked on
 * writes), for an operator who may still act. Refusals of their role or of a step-up they owe go
 * into the platform's audit trail, as HR's go into their employer's.
 */
export function withOperator<P extends Record<string, string> = Record<string, string>>(
  handler: OperatorHandler<P>,
  options: {
    bodyLimit?: number;
    /** Sessions that still owe a factor or an enrolment may call this too (the sign-in's and enrolment's own calls). */
    stages?: readonly SessionStage[];
  } = {},
): RouteHandler<P> {
  return (request, context) =>
    runRouteAs("operator", request, async (requestId) => {
      const session = await readOperatorSession(request);
      if (!session) throw new AppError("unauthorized", SIGN_IN);
      assertCsrf(request, session);
      const db = await getDb();
      const origin = requestOrigin(request, requestId);
      const operator = await requireOperator({
        ctx: { ...anonymousContext(db), origin },
        session,
        stages: options.stages,
      });
      if (!operator) throw new AppError("unauthorized", SIGN_IN);
      const params = await resolveParams(context);
      const body = isWrite(request)
        ? await readBodyText(request, options.bodyLimit ?? getEnv().MAX_JSON_BODY_BYTES)
        : "";
      const ctx: ServiceContext = {
        db,
        actor: {
          type: "operator",
          operatorId: operator.operatorId,
          role: operator.role,
          session: { id: operator.sessionId, factorAt: operator.factorAt, stage: operator.stage },
        },
        origin,
      };
      try {
        return {
          response: await handler({ request, params, ctx, operator, session, body }),
          logFields: { operatorId: operator.operatorId },
        };
      } catch (error) {
        if (error instanceof AppError && REFUSALS_RECORDED.has(error.code))
          await recordRefusedCall({ ctx, request, error, action: "operator.refused" });
        throw error;
      }
    });
}

const REFUSALS_RECORDED: ReadonlySet<ErrorCode> = new Set(["role_not_allowed", "step_up_required"]);
