import type { AuditAction } from "@/lib/domain/security/audit";
import type { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/services/audit/record-audit";
import type { ServiceContext } from "@/lib/services/context";
import { routeTemplate } from "@/lib/telemetry/route-template";

/**
 * Records a call refused for the caller's role or a step-up they owe (docs/security.md#audit-trail):
 * who, which permission when the use case named one, the route, and the request's id and address —
 * in the employer's trail for HR, the platform's for an operator. On its own statement, outside
 * the use case's transaction, which the refusal rolled back. A trail that cannot be written does
 * not turn the 403 into a 500; it is logged as an error.
 */
export async function recordRefusedCall({
  ctx,
  request,
  error,
  action,
}: {
  ctx: ServiceContext & { employerId?: string };
  request: Request;
  error: AppError;
  action: AuditAction;
}): Promise<void> {
  try {
    await recordAudit({
      ctx,
      entry: {
        action,
        ...(ctx.employerId === undefined ? { employerId: null } : {}),
        details: {
          code: error.code,
          ...(error.options.internal?.permission ? { permission: error.options.internal.permission } : {}),
          route: `${request.method} ${routeTemplate(new URL(request.url).pathname)}`,
        },
      },
    });
  } catch (failure) {
    logger.error(
      { err: failure, requestId: ctx.origin?.requestId },
      "a refused call was not recorded in the audit trail",
    );
  }
}
