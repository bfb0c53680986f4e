import type { EmployeeSession } from "@/lib/auth/session";
import type { EmployerContext } from "@/lib/services/context";
import { rememberLanguage } from "@/lib/services/notifications/remember-language";
import { markEmployeeActive } from "@/lib/services/sessions/mark-employee-active";

import { isWrite } from "./cookie-session";
import { requestLanguage } from "./request-language";

/**
 * What a portal write says about the person, for both doors a session writes through (the
 * portal's own routes and the partner routes it shares): they were active now, and the e-mails we
 * send later go in the language they use here. Reads say nothing.
 */
export async function noteEmployeeWrite(
  request: Request,
  ctx: EmployerContext,
  session: Pick<EmployeeSession, "employeeId" | "employerId">,
): Promise<void> {
  if (!isWrite(request)) return;
  await markEmployeeActive({ ctx, employeeId: session.employeeId });
  await rememberLanguage({
    ctx,
    employeeId: session.employeeId,
    employerId: session.employerId,
    language: requestLanguage(request),
  });
}
