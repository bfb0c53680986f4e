// @module-tag embedded-db — also on PGlite: the throttles' counters in the embedded database (rate_limits, no Redis).
import { randomBytes } from "node:crypto";
import net from "node:net";

import { eq } from "drizzle-orm";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox } from "@/db/schema";
import { subjectKey } from "@/lib/throttles/rate-limit";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { createAdminUser } from "@/lib/services/admin/create-admin-user";

import { apiClient, basic, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { storedPartnerCount, throttleEnvForSuite } from "../support/throttle-env";

// Every throttle through real HTTP, with small limits set here. Each test speaks from its own
// client address (X-Forwarded-For behind one trusted proxy), so the per-IP counters of one test
// never reach another's.

const LIMITS = {
  TRUSTED_PROXY_HOPS: "1",
  RATE_LIMIT_PARTNER_API: "5/1m",
  RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP: "4/1m",
  RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_CLIENT: "3/1m",
  RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_ACCOUNT: "3/15m",
  RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP: "5/15m",
  ADMIN_SIGN_IN_LOCKOUT: "10m",
  RATE_LIMIT_SIGN_IN_LINKS_PER_ADDRESS: "2/1h",
  RATE_LIMIT_SIGN_IN_LINKS_PER_IP: "4/1h",
};

throttleEnvForSuite(LIMITS);
const { server } = httpHarness({ tenant: false });

const newAddress = () => `10.${[...randomBytes(3)].join(".")}`;
const problemOf = async (response: Response) =>
  (await response.json()) as { code: string; status: number; detail?: string };

const get = (authorization: string, address: string, path = "/api/employers") =>
  fetch(`${server.baseUrl}${path}`, { headers: { authorization, "x-forwarded-for": address } });

const post = (path: string, body: unknown, address: string) =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

/** Retry-After in whole seconds within (0, max], and the RateLimit fields for `name` with nothing left. */
function expectRefusal(response: Response, name: string, quota: number, window: number, maxWait = window) {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWait);
  expect(response.headers.get("ratelimit-policy")).toBe(`"${name}";q=${quota};w=${window}`);
  expect(response.headers.get("ratelimit")).toBe(`"${name}";r=0;t=${retryAfter}`);
}

describe("per-client API rate", () => {
  it("sends RateLimit headers on every answer and a 429 past the limit, for that client only", async () => {
    const tenant = await createTenant();
    const call = apiClient(server.baseUrl, tenant);
    for (let i = 1; i <= 5; i++) {
      const ok = await call("GET", "/api/employers");
      expect(ok.status).toBe(200);
      expect(ok.headers.get("ratelimit-policy")).toBe('"partner";q=5;w=60');
      expect(ok.headers.get("ratelimit")).toMatch(new RegExp(`^"partner";r=${5 - i};t=([1-9]|[1-5][0-9]|60)$`));
    }
    const refused = await call<{ code: string }>("GET", "/api/employers");
    expectRefusal(new Response(null, { status: refused.status, headers: refused.headers }), "partner", 5, 60);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.headers.get("api-version")).toBeTruthy();
    // Another client has its own count.
    expect((await apiClient(server.baseUrl, await createTenant())("GET", "/api/employers")).status).toBe(200);
  });

  it("holds across instances: a fresh store over the same database sees the same count", async () => {
    const tenant = await createTenant();
    for (let i = 0; i < 6; i++) await get(tenant.authorization, newAddress());
    // A second instance: new store, new limiters, the same table.
    await resetThrottleStore();
    expect((await get(tenant.authorization, newAddress())).status).toBe(429);
    if (process.env.DATABASE_KIND === "postgres") expect(await storedPartnerCount(tenant.clientId, 5)).toBe(7);
  });
});

describe("failed partner authentication", () => {
  it("answers 429 for a client id after its failures, before looking at the secret, even the right one", async () => {
    const tenant = await createTenant();
    const address = newAddress();
    const wrong = basic(tenant.clientId, "wrong-secret");
    for (let i = 0; i < 3; i++) expect((await get(wrong, address)).status).toBe(401);
    const refused = await get(tenant.authorization, address);
    expectRefusal(refused, "partner-auth-client", 3, 60);
    expect((await problemOf(refused)).code).toBe("authentication_throttled");
    // The owner, from its own address, is not locked out by someone else's failures.
    expect((await get(tenant.authorization, newAddress())).status).toBe(200);
  });

  it("answers 429 to an address after its failures, whatever client id it tries next", async () => {
    const tenant = await createTenant();
    const address = newAddress();
    for (let i = 0; i < 4; i++)
      expect((await get(basic(`cli_${randomBytes(6).toString("hex")}`, "nope"), address)).status).toBe(401);
    const refused = await get(tenant.authorization, address);
    expectRefusal(refused, "partner-auth-ip", 4, 60);
    expect((await problemOf(refused)).code).toBe("authentication_throttled");
  });

  it("without a known client address still stops a run of wrong secrets for one client id, but never locks out the right secret", async () => {
    const tenant = await createTenant();
    const wrong = basic(tenant.clientId, "wrong-secret");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${server.baseUrl}/api/employers`, { headers: { authorization: wrong } })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Knowing a client id must not be enough to lock its owner out.
    expect(
      (await fetch(`${server.baseUrl}/api/employers`, { headers: { authorization: tenant.authorization } })).status,
    ).toBe(200);
  });
});

async function newAdmin() {
  const tenant: Tenant = await createTenant();
  const email = `hr.${randomBytes(4).toString("hex")}@example.com`;
  const password = `pw-${randomBytes(8).toString("hex")}`;
  await createAdminUser({
    ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
    input: { employerId: tenant.employerId, email, name: "HR", password, role: "owner" },
  });
  const signIn = (pw: string, address = newAddress(), as = email) =>
    post("/api/admin/sign-in", { email: as, password: pw }, address);
  return { email, password, signIn };
}

describe("admin sign-in", () => {
  it("locks the account after its failures: the right password is refused, and the answer says when to retry", async () => {
    const admin = await newAdmin();
    expect((await admin.signIn("wrong-1")).status).toBe(401);
    expect((await admin.signIn("wrong-2")).status).toBe(401);
    const third = await admin.signIn("wrong-3");
    expectRefusal(third, "admin-sign-in", 3, 900, 600);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(590);
    const problem = await problemOf(third);
    expect(problem.code).toBe("sign_in_locked");
    expect(problem.detail).toBe("Too many failed sign-ins. Try again in 10 minutes.");
    // The finding: the right password during the lockout does not sign in — in any spelling of the address.
    const right = await admin.signIn(admin.password, newAddress(), ` ${admin.email.toUpperCase()} `);
    expect(right.status).toBe(429);
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("one failure short of the limit still signs in, and a success clears the account's failures", async () => {
    const admin = await newAdmin();
    for (let round = 0; round < 2; round++) {
      expect((await admin.signIn("wrong")).status).toBe(401);
      expect((await admin.signIn("wrong")).status).toBe(401);
      const ok = await admin.signIn(admin.password);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("set-cookie")).toMatch(/bo_session=/);
    }
  });

  it("counts each attempt before checking the password, so parallel guesses cannot slip past the limit", async () => {
    const admin = await newAdmin();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => admin.signIn(`guess-${i}`).then((r) => r.status)),
    );
    // Attempts 1–2 are checked and wrong, 3 is checked, wrong and locks; 4–10 are refused unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  it("counts unknown e-mails like known ones", async () => {
    const ghost = `nobody.${randomBytes(4).toString("hex")}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post("/api/admin/sign-in", { email: ghost, password: "x" }, newAddress())).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it("limits failures per address, across accounts, without locking those accounts elsewhere", async () => {
    const address = newAddress();
    const admins = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
    // Two failures on each of three accounts: below each account's limit, past the address's 5.
    const statuses: number[] = [];
    for (const admin of admins)
      for (let i = 0; i < 2; i++) statuses.push((await admin.signIn("wrong", address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await admins[0]!.signIn(admins[0]!.password, address);
    expectRefusal(refused, "admin-sign-in-ip", 5, 900);
    expect((await admins[0]!.signIn(admins[0]!.password)).status).toBe(200);
  });
});

describe("sign-in links", () => {
  const outboxFor = async (email: string) =>
    (await (await getDb()).select().from(devMailOutbox).where(eq(devMailOutbox.to, email))).length;

  it("past the per-address limit answers exactly as when it sends, and sends nothing", async () => {
    const tenant = await createTenant();
    const body = employeeBody();
    expect(
      (await apiClient(server.baseUrl, tenant)("POST", `/api/employers/${tenant.employerId}/employees`, { body }))
        .status,
    ).toBe(201);
    const email = String(body.email);
    const answers: Array<{ status: number; text: string; headers: string[] }> = [];
    for (let i = 0; i < 3; i++) {
      const response = await post(
        "/api/portal/sign-in",
        { email: i === 2 ? email.toUpperCase() : email },
        newAddress(),
      );
      answers.push({
        status: response.status,
        text: await response.text(),
        headers: [...response.headers.keys()].filter((name) => !["date", "request-id"].includes(name)).sort(),
      });
    }
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(202);
    expect(await outboxFor(email)).toBe(2);
  });

  it("answers 429 to an address that asks too often, whichever e-mails it names", async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++)
      expect(
        (await post("/api/portal/sign-in", { email: `x${i}.${randomBytes(3).toString("hex")}@example.com` }, address))
          .status,
      ).toBe(202);
    const refused = await post("/api/portal/sign-in", { email: "someone@example.com" }, address);
    expectRefusal(refused, "sign-in-link-ip", 4, 3600);
    expect((await problemOf(refused)).code).toBe("rate_limited");
  });
});

describe("when the throttle store is down", () => {
  throttleEnvForSuite({ REDIS_URL: "redis://127.0.0.1:1" });

  it("sign-in fails closed with 503 and Retry-After; the partner API fails open", async () => {
    const admin = await newAdmin();
    const signIn = await admin.signIn(admin.password);
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get("retry-after")).toBe("30");
    expect((await problemOf(signIn)).code).toBe("service_unavailable");
    expect((await post("/api/portal/sign-in", { email: "a@example.com" }, newAddress())).status).toBe(503);
    const tenant = await createTenant();
    const ok = await get(tenant.authorization, newAddress());
    expect(ok.status).toBe(200);
    expect(ok.headers.get("ratelimit")).toBeNull();
  });
});

const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: "127.0.0.1", port: 6379 });
  socket.setTimeout(500);
  socket.once("connect", () => (socket.destroy(), resolve(true)));
  socket.once("error", () => resolve(false));
  socket.once("timeout", () => (socket.destroy(), resolve(false)));
});
if (!redisUp) console.warn("throttling: no Redis at 127.0.0.1:6379, skipping the Redis store tests");

describe.skipIf(!redisUp)("Redis store (REDIS_URL)", () => {
  throttleEnvForSuite({ REDIS_URL: "redis://127.0.0.1:6379" });

  it("keeps the per-client count in Redis, where a second instance sees it", async () => {
    const tenant = await createTenant();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(tenant.authorization, newAddress())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const { Redis } = await import("ioredis");
    const client = new Redis("redis://127.0.0.1:6379");
    try {
      const other = new RateLimiterRedis({ storeClient: client, keyPrefix: "partner", points: 5, duration: 60 });
      expect((await other.get(subjectKey(tenant.clientId)))?.consumedPoints).toBe(6);
    } finally {
      client.disconnect();
    }
  });
});
