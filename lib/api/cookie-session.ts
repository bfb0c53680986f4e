import { checkCsrf, readSession, type OperatorSession, type Session } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

const WRITE_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** Whether the request may change something (and so carries a body and needs CSRF protection). */
export const isWrite = (request: Request) => WRITE_METHODS.has(request.method);

/** Cookie-authenticated writes carry the session's CSRF token (403 otherwise). */
export function assertCsrf(request: Request, session: Session | OperatorSession): void {
  if (isWrite(request) && !checkCsrf(request, session))
    throw new AppError("csrf_failed", "Reload the page and try again.");
}

/** The request's session of this kind, CSRF-checked on writes; 401 with `signIn` as the detail without one. */
export async function requireCookieSession<K extends Session["kind"]>(
  request: Request,
  kind: K,
  signIn: string,
): Promise<Extract<Session, { kind: K }>> {
  const session = await readSession(request);
  if (session?.kind !== kind) throw new AppError("unauthorized", signIn);
  assertCsrf(request, session);
  return session as Extract<Session, { kind: K }>;
}
