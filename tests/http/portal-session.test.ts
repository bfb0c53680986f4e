import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox } from "@/db/schema";

import { rememberLanguage } from "@/lib/services/notifications/remember-language";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness();

type Session = { employeeId: string; csrfToken: string; apiBase: string };

async function newEmployee(overrides: Record<string, unknown> = {}) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(overrides),
  });
  return { id: created.body.id, base: `/api/employers/${tenant.employerId}/employees/${created.body.id}` };
}

/** Opens a sign-in link like a browser and returns the session cookie. */
async function openLink(url: string): Promise<{ status: number; location: string | null; cookie: string | undefined }> {
  const path = new URL(url).pathname;
  const response = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
  const setCookie = response.headers.get("set-cookie") ?? "";
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: /bo_session=([^;]+)/.exec(setCookie)?.[1],
  };
}

function portal(cookie: string, csrfToken?: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        cookie: `bo_session=${cookie}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(csrfToken ? { "x-csrf-token": csrfToken } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
}

async function signIn() {
  const employee = await newEmployee();
  const invite = await call<{ url: string; expiresAt: string }>("POST", `${employee.base}/invite-link`);
  expect(invite.status).toBe(201);
  const opened = await openLink(invite.body.url);
  expect(opened.status).toBe(303);
  expect(opened.location).toMatch(/\/onboarding$/);
  const session = (await portal(opened.cookie!)("GET", "/api/portal/session")).body as unknown as Session;
  return { ...employee, cookie: opened.cookie!, session, inviteUrl: invite.body.url };
}

describe("portal sign-in and sessions", () => {
  it("an invite link signs the employee in once, with an httpOnly SameSite=Lax cookie", async () => {
    const employee = await newEmployee();
    const invite = await call<{ url: string; expiresAt: string }>("POST", `${employee.base}/invite-link`);
    expect(invite.body.url).toMatch(/\/invite\/[A-Za-z0-9_-]{40,}$/);
    expect(new Date(invite.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const response = await fetch(`${server.baseUrl}${new URL(invite.body.url).pathname}`, { redirect: "manual" });
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
    const again = await openLink(invite.body.url);
    expect(again.location).toMatch(/\/sign-in\?error=link_invalid$/);
    expect(again.cookie).toBeUndefined();
  });

  it("refuses garbage and forged links and cookies", async () => {
    expect((await openLink(`${server.baseUrl}/invite/nope`)).location).toMatch(/link_invalid/);
    expect((await openLink(`${server.baseUrl}/invite/${"A".repeat(43)}`)).location).toMatch(/link_invalid/);
    const forged = await portal("Fe26.2**forged**cookie")("GET", "/api/portal/session");
    expect(forged.status).toBe(401);
  });

  it("lets the employee read and change only their own record, never employer fields", async () => {
    const me = await signIn();
    const other = await newEmployee();
    const read = portal(me.cookie);
    const write = portal(me.cookie, me.session.csrfToken);
    expect((await read("GET", me.base)).status).toBe(200);
    expect((await read("GET", `${me.base}/onboarding/status`)).status).toBe(200);
    expect((await read("GET", other.base)).status).toBe(404);
    expect((await read("GET", `/api/employers/${tenant.employerId}/employees`)).status).toBe(401);
    expect((await read("GET", "/api/webhook-endpoints")).status).toBe(401);
    const fix = await write("PATCH", me.base, [{ op: "replace", path: "/address/city", value: "Oakland" }]);
    expect(fix.status).toBe(200);
    for (const path of ["/isEmployed", "/isEligible", "/payrollScheduleId", "/enrollInNewOnboarding", "/email"]) {
      const refused = await write("PATCH", me.base, [
        { op: "replace", path, value: path === "/email" ? "x@example.com" : true },
      ]);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([expect.objectContaining({ path, code: "read_only" })]);
    }
  });

  it("requires the CSRF token and our origin on every cookie-authenticated write", async () => {
    const me = await signIn();
    const op = [{ op: "replace", path: "/address/city", value: "Fresno" }];
    expect((await portal(me.cookie)("PATCH", me.base, op)).body.code).toBe("csrf_failed");
    expect((await portal(me.cookie, "wrong-token")("PATCH", me.base, op)).status).toBe(403);
    const crossSite = await portal(me.cookie, me.session.csrfToken)("PATCH", me.base, op, {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect((await portal(me.cookie, me.session.csrfToken)("PATCH", me.base, op)).status).toBe(200);
  });

  it("e-mails a sign-in link to a known address, answering the same for an unknown one", async () => {
    const email = `walk.in.${Date.now()}@example.com`;
    const employee = await newEmployee({ email });
    const known = await fetch(`${server.baseUrl}/api/portal/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: email.toUpperCase() }),
    });
    const unknown = await fetch(`${server.baseUrl}/api/portal/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com" }),
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    const db = await getDb();
    const [mail] = await db.select().from(devMailOutbox).where(eq(devMailOutbox.to, email));
    const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    const opened = await openLink(link);
    expect(opened.cookie).toBeDefined();
    expect(((await portal(opened.cookie!)("GET", "/api/portal/session")).body as unknown as Session).employeeId).toBe(
      employee.id,
    );
  });

  it("writes the sign-in e-mail in the person's language: the one the portal remembered, else the sign-in page's", async () => {
    const ask = (email: string, locale: string) =>
      fetch(`${server.baseUrl}/api/portal/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `locale=${locale}` },
        body: JSON.stringify({ email }),
      });
    const db = await getDb();
    const mailsTo = (email: string) => db.select().from(devMailOutbox).where(eq(devMailOutbox.to, email));
    // Nothing remembered yet: the sign-in page was read in Spanish.
    const fresh = await newEmployee({ email: `es.${Date.now()}@example.com` });
    const freshEmail = (await call<{ email: string }>("GET", fresh.base)).body.email;
    expect((await ask(freshEmail, "es")).status).toBe(202);
    const [spanish] = await mailsTo(freshEmail);
    expect(spanish!.subject).toMatch(/^Inicie sesión en su tarjeta de beneficios de /);
    expect(spanish!.text).toContain("Funciona una sola vez.");
    // The portal remembered Spanish at a sign-in: an English page's request still gets Spanish.
    await rememberLanguage({
      ctx: { db, actor: { type: "system", name: "test" } },
      employeeId: fresh.id,
      employerId: tenant.employerId,
      language: "es",
    });
    expect((await ask(freshEmail, "en")).status).toBe(202);
    const both = await mailsTo(freshEmail);
    expect(both.map((mail) => mail.subject.startsWith("Inicie sesión"))).toEqual([true, true]);
  });

  it("signs out by clearing the cookie", async () => {
    const response = await fetch(`${server.baseUrl}/api/portal/sign-out`, { method: "POST" });
    expect(response.headers.get("set-cookie")).toMatch(/bo_session=;.*Max-Age=0/);
  });
});
