import { randomBytes } from "node:crypto";

import { getDb } from "@/db/client";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import type { ApiVersion } from "@/lib/versions";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";
import type { Actor } from "@/lib/services/context";
import { createEmployer } from "@/lib/services/employers/create-employer";

import { assertMatchesContract } from "./contract";
import { employeeBody, issuedSsnIn, ownSsn, ownSsnOf, uniqueName, uniqueSsn } from "./employee-body";

export { employeeBody, issuedSsnIn, ownSsn, ownSsnOf, uniqueName, uniqueSsn };

export type Tenant = {
  employerId: string;
  clientId: string;
  clientSecret: string;
  activeScheduleId: number;
  inactiveScheduleId: number;
  authorization: string;
};

const TEST_ACTOR: Actor = { type: "system", name: "test" };

/** An employer with an active and an inactive payroll schedule and its own API client. */
export async function createTenant(
  options: {
    payrollDeductionRepayment?: boolean;
    paymentMethodRepayment?: boolean;
    pinnedApiVersion?: ApiVersion;
    /** "Require MFA" for its HR people: off unless asked, whatever APP_ENV (the production default is its own test). */
    requireMfa?: boolean;
  } = {},
): Promise<Tenant> {
  const ctx = { db: await getDb(), actor: TEST_ACTOR };
  const { employer, scheduleIds } = await createEmployer({
    ctx,
    input: {
      name: uniqueName("Employer"),
      payrollDeductionRepayment: options.payrollDeductionRepayment ?? true,
      paymentMethodRepayment: options.paymentMethodRepayment ?? false,
      requireMfa: options.requireMfa ?? false,
      schedules: [
        { name: "Biweekly", payFrequency: "biweekly", active: true },
        { name: "Old monthly", payFrequency: "monthly", active: false },
      ],
    },
  });
  const client = await createApiClient({
    ctx,
    input: { name: uniqueName("Client"), employerIds: [employer.id], pinnedApiVersion: options.pinnedApiVersion },
  });
  return {
    employerId: employer.id,
    ...client,
    activeScheduleId: scheduleIds[0]!,
    inactiveScheduleId: scheduleIds[1]!,
    authorization: basic(client.clientId, client.clientSecret),
  };
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

export type ApiResult<T = Record<string, unknown>> = { status: number; headers: Headers; body: T; text: string };

/**
 * A small fetch wrapper: JSON in, parsed JSON (or problem+json) out. Every answer is checked
 * against the OpenAPI document (tests/support/contract.ts): an undocumented status or a body that
 * does not match its schema fails the test.
 */
export function apiClient(baseUrl: string, tenant: { authorization: string }) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { authorization: tenant.authorization, ...options.headers };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    assertMatchesContract({
      method,
      path,
      status: response.status,
      contentType: response.headers.get("content-type"),
      body: parsed,
    });
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
}

/** An agreement of the tenant's own program (so tests never see each other's), published now. */
export async function createTenantAgreement(
  tenant: Tenant,
  options: { required?: boolean; tag?: string; slug?: string; publishedAt?: Date; spanish?: boolean } = {},
): Promise<{ agreementId: string; tag: string }> {
  const { createAgreement } = await import("@/lib/services/agreements/create-agreement");
  const { publishAgreementVersion } = await import("@/lib/services/agreements/publish-agreement-version");
  const ctx = { db: await getDb(), actor: TEST_ACTOR };
  const slug = options.slug ?? uniqueName("terms").replace(" ", "-");
  const tag = options.tag ?? `${slug}-v1`;
  const agreementId = await createAgreement({
    ctx,
    employerId: tenant.employerId,
    slug,
    required: options.required ?? true,
  });
  const texts = [{ language: "en", title: `Terms ${slug}`, body: "English text." }];
  if (options.spanish) texts.push({ language: "es", title: `Términos ${slug}`, body: "Texto en español." });
  await publishAgreementVersion({
    ctx,
    agreementId,
    tag,
    texts,
    publishedAt: options.publishedAt ?? new Date(Date.now() - 60_000),
  });
  return { agreementId, tag };
}

/**
 * An employee who meets every requirement, reached through the API: complete data, ATR passed,
 * identity verified by the sandbox provider (needs the background worker running), and — for a
 * payment-method employer — a Visa saved through the sandbox SetupIntent flow.
 */
export async function createCompleteEmployee(
  call: ReturnType<typeof apiClient>,
  tenant: Tenant,
  options: { paymentMethod?: boolean; overrides?: Record<string, unknown> } = {},
): Promise<{ employeeId: string; base: string }> {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...options.overrides }),
  });
  if (created.status !== 201) throw new Error(`create employee: ${created.status} ${created.text}`);
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  await call("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 150_000 } });
  if (options.paymentMethod) await savePaymentMethod(call, base, "pm_card_visa");
  const initiated = await call("POST", `${base}/identity-verification/initiate`);
  if (initiated.status !== 202) throw new Error(`initiate: ${initiated.status} ${initiated.text}`);
  const deadline = Date.now() + 10_000;
  while ((await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status !== "VERIFIED") {
    if (Date.now() > deadline) throw new Error("identity verification did not finish");
    // A poll interval: the loop waits on VERIFIED, up to its deadline.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { employeeId: created.body.id, base };
}

/** Steps 2–4 of the SDK flow with the sandbox standing in for Stripe.js. */
export async function savePaymentMethod(call: ReturnType<typeof apiClient>, base: string, token: string) {
  const secret = await call<{ clientSecret: string }>("GET", `${base}/payment-methods/stripe/client-secret`);
  const setupIntentId = secret.body.clientSecret.split("_secret_")[0]!;
  const confirmed = await call("POST", `/api/sandbox/stripe/setup_intents/${setupIntentId}/confirm`, {
    body: { payment_method: token, client_secret: secret.body.clientSecret },
  });
  const attached = await call<{ id: number; paymentMethodStatus: string; type: string }>(
    "POST",
    `${base}/payment-methods/stripe`,
    { body: { setupIntentId } },
  );
  return { setupIntentId, clientSecret: secret.body.clientSecret, confirmed, attached };
}

/** An HR person of the tenant's employer (an owner unless `role` says), signed in: returns a caller with the session cookie and CSRF token. */
export async function signInAdmin(baseUrl: string, tenant: Tenant, role: HrRole = "owner") {
  const { createAdminUser } = await import("@/lib/services/admin/create-admin-user");
  const email = `hr.${randomBytes(4).toString("hex")}@example.com`;
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const adminId = await createAdminUser({
    ctx: { db: await getDb(), actor: TEST_ACTOR },
    input: { employerId: tenant.employerId, email, name: "HR Tester", password, role },
  });
  const response = await fetch(`${baseUrl}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const session = await openedSession(
    baseUrl,
    response,
    "/api/admin/session",
    `admin sign-in failed: ${response.status}`,
  );
  return { adminId, email, password, cookie: session.cookie, call: sessionCaller(baseUrl, session, undefined) };
}

export type PortalResult<T> = { status: number; body: T; text: string; headers: Headers };
export type PortalCaller = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<PortalResult<T>>;

/**
 * The employee's portal session, opened from an invite link the partner makes: a caller that sends
 * its cookie and CSRF token. JSON answers are parsed; anything else (the sandbox's card frame) is
 * left in `text` with an empty body.
 */
export async function signInEmployee(
  baseUrl: string,
  call: ReturnType<typeof apiClient>,
  base: string,
): Promise<PortalCaller> {
  const invite = await call<{ url: string }>("POST", `${base}/invite-link`);
  const opened = await fetch(`${baseUrl}${new URL(invite.body.url).pathname}`, { redirect: "manual" });
  return sessionCaller(baseUrl, await openedSession(baseUrl, opened, "/api/portal/session", "no session cookie"), {});
}

type CookieSession = { cookieName: string; cookie: string; csrfToken: string };

/**
 * The session a response opened: the cookie it set (`__Host-bo_session` in production,
 * `bo_session` elsewhere) and the CSRF token the session endpoint gives for it.
 */
async function openedSession(
  baseUrl: string,
  response: Response,
  sessionPath: string,
  failure: string,
): Promise<CookieSession> {
  const [, cookieName, cookie] =
    /((?:__Host-)?bo_session)=([^;]+)/.exec(response.headers.get("set-cookie") ?? "") ?? [];
  if (!cookieName || !cookie) throw new Error(failure);
  const { csrfToken } = (await (
    await fetch(`${baseUrl}${sessionPath}`, { headers: { cookie: `${cookieName}=${cookie}` } })
  ).json()) as { csrfToken: string };
  return { cookieName, cookie, csrfToken };
}

/** A caller in the session: its cookie and CSRF token on every call, JSON in; an answer that is not JSON has `notJson` as its body (its text is in `text`). */
function sessionCaller(baseUrl: string, session: CookieSession, notJson: unknown): PortalCaller {
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: `${session.cookieName}=${session.cookie}`,
        "x-csrf-token": session.csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: jsonOr(text, notJson) as T, text, headers: response.headers };
  };
}

/** The text parsed as JSON, or `fallback` when it is empty or not JSON. */
export function jsonOr(text: string, fallback: unknown): unknown {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}

/** A complete employee (createCompleteEmployee) with a card just created through the partner API. */
export async function createEmployeeWithCard<C extends { id: string }>(
  call: ReturnType<typeof apiClient>,
  tenant: Tenant,
  cardType: "virtual" | "all" = "virtual",
  options: Parameters<typeof createCompleteEmployee>[2] = {},
): Promise<{ employeeId: string; base: string; card: C; path: string }> {
  const { employeeId, base } = await createCompleteEmployee(call, tenant, options);
  const created = await call<C>("POST", `${base}/cards?cardType=${cardType}`);
  if (created.status !== 201) throw new Error(`create card: ${created.status} ${created.text}`);
  return { employeeId, base, card: created.body, path: `${base}/cards/${created.body.id}` };
}
