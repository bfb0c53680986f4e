import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { getDb } from "@/db/client";
import { anonymousContext, employeeContext, type EmployerContext } from "@/lib/services/context";
import type { StoppableStep } from "@/lib/portal/step-stops";
import { getEmployerSettings } from "@/lib/services/employers/get-employer-settings";
import { findStepStop } from "@/lib/services/portal/find-step-stop";
import { requireAdmin, type SignedInAdmin } from "@/lib/services/sessions/require-admin";
import { requireEmployee } from "@/lib/services/sessions/require-employee";
import { operatorStepAfter, requireOperator, type SignedInOperator } from "@/lib/services/operators/operator-sessions";
import type { SecondFactorMethod } from "@/lib/domain/hr/second-factor";

import {
  operatorCookieName,
  readOperatorSession,
  readSession,
  sessionCookieName,
  type EmployeeSession,
  type OperatorSession,
  type Session,
} from "@/lib/auth/session";

// Pages and layouts have no Request and no route wrapper: these are their doors to the session
// and, through the same use cases the API uses, to the data they show. Each reads the session
// (cookies()) before it opens the database: that read is what makes a page dynamic, so `next
// build` stops there instead of opening the database while it prerenders (db/client.ts refuses).

/** The request a session reader takes, holding only the named cookie of this page's request. */
async function cookieRequest(name: string): Promise<Request | undefined> {
  const value = (await cookies()).get(name)?.value;
  return value ? new Request("http://local/", { headers: { cookie: `${name}=${value}` } }) : undefined;
}

/** The session in a server component or layout. */
export async function currentSession(): Promise<Session | undefined> {
  const request = await cookieRequest(sessionCookieName());
  return request ? readSession(request) : undefined;
}

/** The signed-in admin, checked exactly as the admin API checks it (requireAdmin), with the session's CSRF token. */
export async function currentAdmin(): Promise<(SignedInAdmin & { csrfToken: string }) | undefined> {
  const session = await currentSession();
  if (!session) return undefined;
  const admin = await requireAdmin({ ctx: anonymousContext(await getDb()), session });
  return admin ? { ...admin, csrfToken: session.csrfToken } : undefined;
}

/**
 * Whether the session must enrol a second factor before anything else: signed in with a password
 * where the employer requires MFA, or demoted when the employer turned it on. The HR shell sends it
 * to the enrolment page rather than to sign in again.
 */
export async function adminOwesEnrolment(): Promise<boolean> {
  const session = await currentSession();
  if (!session) return false;
  return (await requireAdmin({ ctx: anonymousContext(await getDb()), session, stages: ["enrol"] })) !== undefined;
}

/** The operator console's session (its own cookie, bo_operator) in a server component or layout. */
export async function currentOperatorSession(): Promise<OperatorSession | undefined> {
  const request = await cookieRequest(operatorCookieName());
  return request ? readOperatorSession(request) : undefined;
}

/** The signed-in operator, checked exactly as the console's API checks them (requireOperator), with the session's CSRF token. */
export async function currentOperator(): Promise<(SignedInOperator & { csrfToken: string }) | undefined> {
  const session = await currentOperatorSession();
  if (!session) return undefined;
  const operator = await requireOperator({ ctx: anonymousContext(await getDb()), session });
  return operator ? { ...operator, csrfToken: session.csrfToken } : undefined;
}

/**
 * Whether the operator's session must enrol a second factor before anything else: it joined from
 * an invitation, or signed in with a password and has no factor. The console's shell sends it to
 * the enrolment page rather than to sign in again.
 */
export async function operatorOwesEnrolment(): Promise<boolean> {
  const session = await currentOperatorSession();
  if (!session) return false;
  return (await requireOperator({ ctx: anonymousContext(await getDb()), session, stages: ["enrol"] })) !== undefined;
}

/**
 * The methods and CSRF token of an operator's session that owes its second factor — single sign-on
 * came back (it stands for the password only), or a password was given and the page reloaded — so
 * the sign-in page opens at the factor step; undefined for any other session or none.
 */
export async function operatorOwesFactor(): Promise<{ methods: SecondFactorMethod[]; csrfToken: string } | undefined> {
  const session = await currentOperatorSession();
  if (!session) return undefined;
  const ctx = anonymousContext(await getDb());
  const operator = await requireOperator({ ctx, session, stages: ["second_factor"] });
  if (operator?.stage !== "second_factor") return undefined;
  const next = await operatorStepAfter({ ctx, operatorId: operator.operatorId, method: "password" });
  return next.kind === "second_factor" ? { methods: next.methods, csrfToken: session.csrfToken } : undefined;
}

/** The signed-in employee's session and employer name, or undefined. */
export async function currentEmployee(): Promise<
  { session: EmployeeSession; employerName: string | undefined } | undefined
> {
  const signedIn = await currentSession();
  if (!signedIn) return undefined;
  const db = await getDb();
  const session = await requireEmployee({ ctx: anonymousContext(db), session: signedIn });
  if (!session) return undefined;
  const ctx = employeeContext(db, session);
  const { employer } = await getEmployerSettings({ ctx });
  return { session, employerName: employer.name };
}

/** The context a portal page hands its use cases: the signed-in employee, acting on their own record. */
export async function employeePageContext(session: EmployeeSession): Promise<EmployerContext> {
  return employeeContext(await getDb(), session);
}

/**
 * The signed-in employee on a page a hard stop closes (lib/portal/step-stops.ts), with the page's
 * context: without a session to the sign-in page; under a stop that refuses the page's action to
 * the task list, which shows the stop and what can be done. So no URL shows a form the server
 * would refuse.
 */
export async function employeeOnStep(step: StoppableStep) {
  const signedIn = await currentEmployee();
  if (!signedIn) redirect("/sign-in");
  const ctx = await employeePageContext(signedIn.session);
  if (await findStepStop({ ctx, employeeId: signedIn.session.employeeId, step })) redirect("/onboarding");
  return { ...signedIn, ctx };
}
