import { getDb, type Db } from "@/db/client";
import { readSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import {
  type Actor,
  anonymousContext,
  employeeActor,
  employeeContext,
  type EmployerContext,
  type ServiceContext,
} from "@/lib/services/context";
import { requireEmployee } from "@/lib/services/sessions/require-employee";
import { isVersionAtLeast, LATEST_API_VERSION, type ApiVersion } from "@/lib/versions";

import { API_VERSION_HEADER, resolveApiVersion } from "./api-version";
import { readBodyText } from "./body";
import { assertCsrf, isWrite } from "./cookie-session";
import { noteEmployeeWrite } from "./employee-write";
import { IDEMPOTENCY_HEADER, parseIdempotencyKey, requestClaim, withIdempotency } from "./idempotency";
import { requestOrigin } from "./origin";
import { authenticatePartner, parseBasicAuth, type PartnerClient } from "./partner-auth";
import {
  assertPartnerAuthAllowed,
  countPartnerRequest,
  recordPartnerAuthFailure,
} from "@/lib/throttles/partner-throttle";
import { resolveParams, runRouteAs, type RouteHandler } from "./route-handler";

/** Routes with an employer in the path get a context scoped to it; the others, the caller's. */
type ContextFor<P> = P extends { employerId: string } | { employer_id: string } ? EmployerContext : ServiceContext;

type PartnerHandler<P> = (args: {
  request: Request;
  params: P;
  ctx: ContextFor<P>;
  apiVersion: ApiVersion;
  body: string;
}) => Promise<Response>;

type Options = {
  /** Largest accepted body in bytes; defaults to MAX_JSON_BODY_BYTES. */
  bodyLimit?: number;
  /** The endpoint does not exist before this version (404 with a code that says so): `versionAdding(operationId)`. */
  minimumVersion?: ApiVersion;
  /** The portal may call it with an employee session, for the employee's own record only. */
  allowEmployee?: boolean;
  /**
   * Whether an answer stored under an Idempotency-Key is still worth replaying (an invite link not
   * used, expired or replaced yet); when not, the request runs again (withIdempotency).
   */
  replayStillGood?: (body: string, ctx: ServiceContext) => Promise<boolean>;
};

/**
 * Wraps a partner route: HTTP Basic authentication, employer scoping for `employerId` params,
 * API-Version, body limit, Idempotency-Key on POST and DELETE, and problem+json for every error.
 */
export function withPartner<P extends Record<string, string> = Record<string, string>>(
  handler: PartnerHandler<P>,
  options: Options = {},
): RouteHandler<P> {
  return (request, context) =>
    runRouteAs(surfaceOf(request, options), request, async (requestId, responseHeaders) => {
      const db = await getDb();
      const origin = requestOrigin(request, requestId);
      const { client, actor } = await authenticate(db, request, options, origin.ipAddress);
      const apiVersion = resolveApiVersion(request.headers.get(API_VERSION_HEADER), client.pinnedApiVersion);
      // Every answer after authentication, errors included, carries the version it was served under.
      responseHeaders.set("api-version", apiVersion);
      // The per-client rate: its RateLimit headers go on every answer, so partners can pace themselves.
      if (actor.type === "partner") {
        for (const [name, value] of Object.entries(await countPartnerRequest(client.id)))
          responseHeaders.set(name, value);
      }
      const withVersion = (response: Response) => ({ response, logFields: { clientId: client.id, apiVersion } });
      if (options.minimumVersion && !isVersionAtLeast(apiVersion, options.minimumVersion)) {
        throw new AppError(
          "endpoint_requires_newer_version",
          `This endpoint exists from API-Version ${options.minimumVersion}; this request used ${apiVersion}.`,
          { extra: { requiredVersion: options.minimumVersion } },
        );
      }
      const params = await resolveParams(context);
      // The /v1 paths of the release notes spell the parameter employer_id.
      const employerId = params.employerId ?? params.employer_id;
      if (employerId !== undefined && !client.employerIds.has(employerId)) {
        throw new AppError("employer_not_found", "No employer with this id is available to your client.");
      }
      // An employee reaches only their own record and what hangs below it (use cases check it
      // again through getEmployeeOrThrow; this keeps other paths closed before any work).
      if (actor.type === "employee" && params.employeeId !== actor.employeeId) {
        throw new AppError("employee_not_found", "No employee with this id exists for the employer.");
      }
      const idempotencyKey =
        request.method === "POST" || request.method === "DELETE"
          ? parseIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER))
          : undefined;
      const body = isWrite(request)
        ? await readBodyText(request, options.bodyLimit ?? getEnv().MAX_JSON_BODY_BYTES)
        : "";
      const base: ServiceContext = { db, actor, origin };
      // The conditional type cannot be narrowed at run time: the employer is present exactly when the path names one.
      const ctx = (employerId === undefined ? base : { ...base, employerId }) as ContextFor<P>;
      const execute = () => handler({ request, params, ctx, apiVersion, body });
      if (!idempotencyKey) return withVersion(await execute());
      const url = new URL(request.url);
      const claim = requestClaim(`client:${client.id}`, idempotencyKey, {
        method: request.method,
        pathAndQuery: url.pathname + url.search,
        body,
      });
      const stillGood = options.replayStillGood;
      return withVersion(
        await withIdempotency(db, claim, execute, stillGood && { stillGood: (stored) => stillGood(stored, base) }),
      );
    });
}

/** The portal calls the routes open to it with its session cookie, never with HTTP Basic. */
const surfaceOf = (request: Request, options: Options) =>
  options.allowEmployee && request.headers.get("authorization") === null ? "portal" : "partner";

/**
 * HTTP Basic for partners. Without an Authorization header, routes open to the portal accept the
 * employee's session cookie instead — with a CSRF check on every write.
 */
async function authenticate(
  db: Db,
  request: Request,
  options: Options,
  address: string | null,
): Promise<{ client: PartnerClient; actor: Actor }> {
  const authorization = request.headers.get("authorization");
  if (authorization === null && options.allowEmployee) {
    const cookie = await readSession(request);
    if (cookie?.kind === "employee") {
      assertCsrf(request, cookie);
      // A signed-out (or HR-ended) session's cookie still unseals: the version says it is over.
      const session = await requireEmployee({ ctx: anonymousContext(db), session: cookie });
      if (!session) throw new AppError("unauthorized", "Your session has ended: sign in again.");
      const client: PartnerClient = {
        id: `employee:${session.employeeId}`,
        name: "employee session",
        pinnedApiVersion: LATEST_API_VERSION,
        employerIds: new Set([session.employerId]),
      };
      await noteEmployeeWrite(request, employeeContext(db, session), session);
      return { client, actor: employeeActor(session) };
    }
  }
  // Failed authentication is throttled per address and per client id presented: past the limit
  // the answer is 429 before the secret is even looked at.
  const caller = { address, clientId: parseBasicAuth(authorization)?.id };
  if (authorization !== null) await assertPartnerAuthAllowed(caller);
  const client = await authenticatePartner(db, authorization).catch(async (error: unknown) => {
    if (authorization !== null && error instanceof AppError && error.code === "unauthorized")
      await recordPartnerAuthFailure(caller);
    throw error;
  });
  return { client, actor: { type: "partner", clientId: client.id, employerIds: client.employerIds } };
}

/** A partner route the portal may also call, with the employee's session, for their own record. */
export function withPartnerOrEmployee<P extends Record<string, string> = Record<string, string>>(
  handler: PartnerHandler<P>,
  options: Omit<Options, "allowEmployee"> = {},
): RouteHandler<P> {
  return withPartner(handler, { ...options, allowEmployee: true });
}
