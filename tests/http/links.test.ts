import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { devMailOutbox } from "@/db/schema";
import { getEnv } from "@/lib/env";

import { employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The links we hand out (invites, sign-in e-mails) come from configuration only. A forged Host or
// X-Forwarded-Host must not turn a genuine link into one that carries the token to an attacker.

const { server, tenant, call } = httpHarness();

const FORGED = { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" };
const configured = () => getEnv().PUBLIC_BASE_URL;

async function newEmployee(email = `link.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ email }),
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, email };
}

describe("links come from configuration, never from the request", () => {
  it("mails a sign-in link on the configured origin, whatever the forwarding headers say", async () => {
    const { email } = await newEmployee();
    const response = await fetch(`${server.baseUrl}/api/portal/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", ...FORGED },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(202);
    const [mail] = await (await getDb()).select().from(devMailOutbox).where(eq(devMailOutbox.to, email));
    expect(mail!.text).not.toContain("attacker.example");
    expect(mail!.text).toMatch(
      new RegExp(`${configured().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/invite/[A-Za-z0-9_-]+`),
    );
  });

  it("hands partners an invite link on the configured origin", async () => {
    const { id } = await newEmployee();
    const invite = await call<{ url: string }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees/${id}/invite-link`,
      { headers: FORGED },
    );
    expect(invite.status).toBe(201);
    expect(new URL(invite.body.url).origin).toBe(new URL(configured()).origin);
  });

  it("hands HR an invite link on the configured origin", async () => {
    const { id } = await newEmployee();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const invite = await admin.call<{ url: string }>("POST", `/api/admin/employees/${id}/invite-link`);
    expect(invite.status).toBe(201);
    expect(new URL(invite.body.url).origin).toBe(new URL(configured()).origin);
  });

  it("redirects an opened link relatively, on the origin it was opened on", async () => {
    const { id } = await newEmployee();
    const invite = await call<{ url: string }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees/${id}/invite-link`,
    );
    const opened = await fetch(`${server.baseUrl}${new URL(invite.body.url).pathname}`, {
      redirect: "manual",
      headers: FORGED,
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/onboarding");
    const reused = await fetch(`${server.baseUrl}${new URL(invite.body.url).pathname}`, {
      redirect: "manual",
      headers: FORGED,
    });
    expect(reused.headers.get("location")).toBe("/sign-in?error=link_invalid");
  });
});
