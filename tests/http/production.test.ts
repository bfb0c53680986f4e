import { randomBytes } from "node:crypto";

import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accounts, idempotencyKeys } from "@/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/api/origin";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from "@/lib/env";
import { resetPaymentsProvider } from "@/lib/providers/payments";
import { createAdminUser } from "@/lib/services/admin/create-admin-user";

import { createServingRole } from "../support/database-roles";
import { apiClient, basic, createTenant, employeeBody, uniqueSsn, signInAdmin } from "../support/fixtures";
import { startFakePersona } from "../support/fake-persona";
import { httpHarness } from "../support/http-harness";
import { PRODUCTION_ENV, REAL_PROVIDERS, startProductionAsync, WEBHOOK_SECRET } from "../support/production-env";

// The app as production runs it (APP_ENV=production, every required setting given), proving what
// production must refuse. Production needs PostgreSQL, so this suite runs in the PostgreSQL
// project only; the start-up refusals themselves are also unit-tested in lib/env.test.ts.

const production = process.env.DATABASE_KIND === "postgres";

describe.skipIf(!production)("production mode", () => {
  // The payments provider and the throttle store are made on first use from the configuration:
  // dropped before the harness sets production's, and again after it restored the suite's.
  const resetFromEnv = async () => {
    resetPaymentsProvider();
    await resetThrottleStore();
  };
  beforeAll(resetFromEnv);
  afterAll(resetFromEnv);
  const { server, tenant, call } = httpHarness({ env: PRODUCTION_ENV });

  const stripeEvent = (secret: string) => {
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "setup_intent.succeeded",
      created: 1,
      data: { object: { id: "seti_forged", object: "setup_intent" } },
    });
    return fetch(`${server.baseUrl}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
  };

  it("refuses a Stripe event signed with the public sandbox secret, and accepts the configured one", async () => {
    const forged = await stripeEvent(SANDBOX_STRIPE_WEBHOOK_SECRET);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe("invalid_signature");
    expect((await stripeEvent(WEBHOOK_SECRET)).status).toBe(200);
  });

  it.each([
    [
      "POST",
      "/api/sandbox/stripe/setup_intents/seti_x/confirm",
      { payment_method: "pm_card_visa", client_secret: "seti_x_secret_y" },
    ],
    [
      "POST",
      "/api/sandbox/stripe/setup_intents/seti_x/verify_microdeposits",
      { succeeded: true, client_secret: "seti_x_secret_y" },
    ],
    ["POST", "/api/sandbox/issuing/cards/card_x/shipping/ship", undefined],
    [
      "POST",
      "/api/sandbox/issuing/card-details",
      { issuingCard: "ic_sbx", nonce: "sbxnonce_0123456789", ephemeralKeySecret: "ek_sbx_x" },
    ],
    ["POST", "/v1/integration/close-account", { employee_id: "empl_x" }],
  ])("has no sandbox endpoint: %s %s is 404", async (method, path, body) => {
    const result = await call(method, path, { body, headers: { "api-version": "2026-11-21" } });
    expect(result.status).toBe(404);
  });

  it("has no sandbox reminders helper: running the reminder rule as of a later time is 404", async () => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ ssn: uniqueSsn() }),
    });
    const result = await call<{ code: string }>(
      "POST",
      `/api/sandbox/employers/${tenant.employerId}/employees/${created.body.id}/reminders`,
      { body: { asOf: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString() } },
    );
    expect(result.status).toBe(404);
    expect(result.body.code).toBe("not_found");
  });

  it("hands out links on PUBLIC_BASE_URL, whatever the request's forwarding headers say", async () => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ ssn: uniqueSsn() }),
    });
    const invite = await call<{ url: string }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees/${created.body.id}/invite-link`,
      {
        headers: { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "http" },
      },
    );
    expect(invite.status).toBe(201);
    expect(invite.body.url.startsWith("https://benefits.example.com/invite/")).toBe(true);
  });

  const newEmployee = async () => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ ssn: uniqueSsn() }),
    });
    expect(created.status).toBe(201);
    return `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  };
  const invitePath = async (base: string) =>
    new URL((await call<{ url: string }>("POST", `${base}/invite-link`)).body.url).pathname;
  const openLink = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });

  it("ends a signed-out session on the server: the old cookie answers 401", async () => {
    const base = await newEmployee();
    const signedIn = await openLink(await invitePath(base));
    // Production's cookie is `__Host-` prefixed: Secure, Path=/ and no Domain, or browsers refuse it.
    const setCookie = signedIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-bo_session=[^;]+; Path=\/;/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).not.toMatch(/domain=/i);
    const cookie = /__Host-bo_session=([^;]+)/.exec(setCookie)?.[1];
    const headers = { cookie: `__Host-bo_session=${cookie}` };
    const { csrfToken } = (await (await fetch(`${server.baseUrl}/api/portal/session`, { headers })).json()) as {
      csrfToken: string;
    };
    // The unprefixed name is not read in production: a cookie planted by a sibling host is ignored.
    const planted = { cookie: `bo_session=${cookie}` };
    expect((await fetch(`${server.baseUrl}/api/portal/session`, { headers: planted })).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/portal/sign-out`, { method: "POST", headers })).status).toBe(403);
    expect(
      (
        await fetch(`${server.baseUrl}/api/portal/sign-out`, {
          method: "POST",
          headers: { ...headers, "x-csrf-token": csrfToken },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/portal/session`, { headers })).status).toBe(401);
    expect((await fetch(`${server.baseUrl}${base}`, { headers })).status).toBe(401);
  });

  it("refuses an older invite link once a newer one exists", async () => {
    const base = await newEmployee();
    const older = await invitePath(base);
    const newer = await invitePath(base);
    expect((await openLink(older)).headers.get("location")).toBe("/sign-in?error=link_invalid");
    expect((await openLink(newer)).headers.get("set-cookie")).toMatch(/bo_session=/);
  });

  it("answers hostile bodies and queries with 4xx", async () => {
    const base = await newEmployee();
    const deep = `[{"op":"replace","path":"/firstName","value":${"[".repeat(30_000)}${"]".repeat(30_000)}}]`;
    expect(
      (await call("PATCH", base, { rawBody: deep, headers: { "content-type": "application/json-patch+json" } })).status,
    ).toBe(400);
    const nul = await call<{ code: string }>("POST", "/api/webhook-endpoints", {
      body: { url: "https://hooks.example.com/x", events: ["*"], description: "ops\u0000" },
    });
    expect(nul.status).toBe(422);
    const admin = await signInAdmin(server.baseUrl, tenant);
    expect((await admin.call("GET", "/api/admin/employees?q=%00")).status).toBe(400);
  });

  it("keeps no webhook secret in the idempotency table", async () => {
    const created = await call<{ secret: string }>("POST", "/api/webhook-endpoints", {
      // A public address literal: production resolves a webhook host and this machine has no DNS.
      // Nothing is ever sent to it (no worker runs in this suite).
      body: { url: "https://8.8.8.8/production-suite", events: ["*"] },
      headers: { "idempotency-key": `production-${Date.now()}` },
    });
    expect(created.status).toBe(201);
    const stored = (await (await getDb()).select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys)).map(
      (row) => row.body ?? "",
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((text) => text.includes(created.body.secret) || text.includes("whsec_"))).toBe(false);
  });

  it("never runs the sandbox identity provider: initiating a check is 503 and changes nothing", async () => {
    const base = await newEmployee();
    const initiated = await call<{ code: string }>("POST", `${base}/identity-verification/initiate`);
    expect(initiated.status).toBe(503);
    expect(initiated.body.code).toBe("provider_not_configured");
    expect((await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status).toBe("NOT_STARTED");
  });

  it("throttles a client past its rate: 429 rate_limited with Retry-After and the RateLimit fields", async () => {
    const own = apiClient(server.baseUrl, await createTenant());
    for (let i = 0; i < 30; i++) expect((await own("GET", "/api/employers")).status).toBe(200);
    const refused = await own<{ code: string }>("GET", "/api/employers");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-policy")).toBe('"partner";q=30;w=60');
    expect(refused.headers.get("ratelimit")).toMatch(/^"partner";r=0;t=\d+$/);
  });

  it("answers wrong partner secrets with 429 once they add up, even the right secret from that address, never from another", async () => {
    const victim = await createTenant();
    // What scripts/server.mjs writes from the connection (the harness has no socket of its own to report).
    const from = (address: string, authorization: string) =>
      fetch(`${server.baseUrl}/api/employers`, { headers: { authorization, [PEER_ADDRESS_HEADER]: address } });
    const wrong = basic(victim.clientId, "not-the-secret");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await from("198.51.100.7", wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const right = await from("198.51.100.7", victim.authorization);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
    expect((await from("198.51.100.8", victim.authorization)).status).toBe(200);
  });

  it("locks an HR admin account after wrong passwords: the right one is refused with 429 and Retry-After", async () => {
    const email = `hr.${randomBytes(4).toString("hex")}@example.com`;
    const password = `pw-${randomBytes(8).toString("hex")}`;
    await createAdminUser({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { employerId: tenant.employerId, email, name: "HR", password, role: "owner" },
    });
    const signIn = (pw: string) =>
      fetch(`${server.baseUrl}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: pw }),
      });
    expect([(await signIn("a")).status, (await signIn("b")).status, (await signIn("c")).status]).toEqual([
      401, 401, 429,
    ]);
    const right = await signIn(password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(((await right.json()) as { code: string }).code).toBe("sign_in_locked");
  });

  it("requires MFA for an employer created in production: a person without a factor may only enrol one", async () => {
    const { createEmployer } = await import("@/lib/services/employers/create-employer");
    const { employer } = await createEmployer({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "Production Co", payrollDeductionRepayment: true, paymentMethodRepayment: false },
    });
    expect(employer.requireMfa).toBe(true);
    const email = `hr.${randomBytes(4).toString("hex")}@example.com`;
    const password = `pw-${randomBytes(8).toString("hex")}`;
    await createAdminUser({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { employerId: employer.id, email, name: "HR", password, role: "owner" },
    });
    const signedIn = await fetch(`${server.baseUrl}/api/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", [PEER_ADDRESS_HEADER]: "198.51.100.20" },
      body: JSON.stringify({ email, password }),
    });
    expect(await signedIn.json()).toMatchObject({ signedIn: false, next: "enrol" });
    const cookie = /__Host-bo_session=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")![1];
    const employees = await fetch(`${server.baseUrl}/api/admin/employees`, {
      headers: { cookie: `__Host-bo_session=${cookie}` },
    });
    expect(employees.status).toBe(401);
    // Passwords are hashed at production's cost here (the cheap one is for the sandbox and tests).
    const { adminUsers } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    const [stored] = await (
      await getDb()
    )
      .select({ hash: accounts.passwordHash })
      .from(adminUsers)
      .innerJoin(accounts, eq(accounts.id, adminUsers.id))
      .where(eq(accounts.email, email));
    expect(stored?.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it("refuses a single sign-on issuer on plain http, even on this machine", async () => {
    const admin = await signInAdmin(server.baseUrl, tenant);
    const saved = await admin.call<{ errors: Array<{ path: string; code: string }> }>(
      "PATCH",
      "/api/admin/security-settings",
      {
        sso: {
          enabled: true,
          issuer: "http://127.0.0.1:9999",
          clientId: "x",
          clientSecret: "y",
          allowedDomains: ["example.com"],
          roleMapping: {},
          defaultRole: "viewer",
          required: false,
          breakGlassAdminId: null,
        },
      },
    );
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual([expect.objectContaining({ path: "/sso/issuer", code: "https_required" })]);
  });

  it("sends HSTS and nosniff on API answers, errors included", async () => {
    for (const path of ["/api/health", "/api/employers", "/api/no-such-route"]) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: tenant.authorization } });
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});

describe.skipIf(!production)("production start-up on PostgreSQL", () => {
  // Persona's API (https://api.withpersona.com) is routed to a local fake by a test preload
  // (tests/support/route-persona.mjs): production refuses PERSONA_API_BASE.
  // Production serves with a role that cannot rewrite the audit trail (tests/http/audit-roles.test.ts):
  // one of its own, granted by the role that owns this suite's database, which migrates.
  let servingRole: Awaited<ReturnType<typeof createServingRole>>;
  let databases: Record<string, string>;
  beforeAll(async () => {
    servingRole = await createServingRole(process.env.DATABASE_URL ?? "");
    databases = { DATABASE_URL: servingRole.url, MIGRATION_DATABASE_URL: process.env.DATABASE_URL ?? "" };
  });
  afterAll(() => servingRole?.drop());

  it("starts with Persona and Stripe Issuing, every other setting given, once Persona's transaction types take every field", async () => {
    const fake = await startFakePersona({
      apiKey: REAL_PROVIDERS.PERSONA_API_KEY,
      webhookSecret: REAL_PROVIDERS.PERSONA_WEBHOOK_SECRET,
      standardTypeId: REAL_PROVIDERS.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
      documentTypeId: REAL_PROVIDERS.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
    });
    try {
      const result = await startProductionAsync({ ...PRODUCTION_ENV, ...REAL_PROVIDERS, ...databases }, fake.url);
      expect(result.stderr).not.toMatch(/Invalid configuration/);
      expect(result.stdout).toContain("Persona transaction types accept every field the adapter sends");
      expect(result.stdout).toContain("ready");
      expect(result.status).toBe(0);
      expect(fake.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
        "GET /api/v1/transaction-types/txntp_document",
        "GET /api/v1/transaction-types/txntp_standard",
      ]);
    } finally {
      await fake.close();
    }
  });

  it("starts when Persona cannot be reached, saying the transaction types were not checked", async () => {
    const result = await startProductionAsync(
      { ...PRODUCTION_ENV, ...REAL_PROVIDERS, ...databases },
      "http://127.0.0.1:9",
    );
    expect(result.stdout).toContain("Persona transaction type not checked at start-up");
    expect(result.stdout).toMatch(/PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_standard not checked/);
    expect(result.stdout).toContain("ready");
    expect(result.status).toBe(0);
  });
});
