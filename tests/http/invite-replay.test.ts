// @module-tag embedded-db — also on PGlite: the partner's invite links (issue 44 item 7): a retry under the same Idempotency-Key is never a dead link, and the partner's return and refresh URLs.
import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, signInTokens } from "@/db/schema";
import { systemWideContext } from "@/lib/services/context";
import { announceExpiredInvites } from "@/lib/services/sign-in-links/sign-in-links";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness();

type Invite = { url: string; expiresAt: string };

async function newEmployee(): Promise<string> {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
  });
  expect(created.status, created.text).toBe(201);
  return `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
}

const invite = (base: string, key: string) =>
  call<Invite>("POST", `${base}/invite-link`, { headers: { "idempotency-key": key } });

/** Opens the link as the person would: 303 into the portal with a session, or to sign-in when it no longer works. */
async function open(url: string): Promise<string> {
  const opened = await fetch(`${server.baseUrl}${new URL(url).pathname}`, { redirect: "manual" });
  expect(opened.status).toBe(303);
  return opened.headers.get("location") ?? "";
}

describe("an invite link retried under the same Idempotency-Key", () => {
  it("is the same link while it works, and a fresh one once it was used", async () => {
    const base = await newEmployee();
    const key = randomUUID();
    const first = await invite(base, key);
    expect(first.status, first.text).toBe(201);
    const replayed = await invite(base, key);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body.url).toBe(first.body.url);

    expect(await open(first.body.url)).not.toContain("/sign-in");
    // Used: the retry runs again and answers a link that works, stored for the next retry in turn.
    const fresh = await invite(base, key);
    expect(fresh.status, fresh.text).toBe(201);
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect(fresh.body.url).not.toBe(first.body.url);
    const again = await invite(base, key);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.url).toBe(fresh.body.url);
    expect(await open(fresh.body.url)).not.toContain("/sign-in");
    expect(await open(first.body.url)).toContain("/sign-in?error=link_invalid");
  });

  it("is a fresh link once a newer one replaced it, and still refuses the same key with another request", async () => {
    const base = await newEmployee();
    const key = randomUUID();
    const first = await invite(base, key);
    // Another invite without the key replaces the first link (only the newest works).
    const newer = await call<Invite>("POST", `${base}/invite-link`);
    expect(newer.status).toBe(201);
    const retried = await invite(base, key);
    expect(retried.status).toBe(201);
    expect(retried.body.url).not.toBe(first.body.url);
    expect(await open(retried.body.url)).not.toContain("/sign-in");
    // The key still belongs to this request: another employee's invite under it is refused.
    const other = await newEmployee();
    expect((await invite(other, key)).status).toBe(422);
  });
});

describe("the partner's return and refresh URLs (as Stripe's Account Links)", () => {
  const returnUrl = "https://app.partner.example/benefits/done?step=1";
  const refreshUrl = "https://app.partner.example/benefits/invite";

  it("shows the way back in the portal once opened, and sends a dead link to the refresh URL", async () => {
    const base = await newEmployee();
    const created = await call<Invite>("POST", `${base}/invite-link`, { body: { returnUrl, refreshUrl } });
    expect(created.status, created.text).toBe(201);
    const opened = await fetch(`${server.baseUrl}${new URL(created.body.url).pathname}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    // The portal's header links back to it (e2e/portal/partner-return.spec.ts shows it in the page).
    const db = await getDb();
    const [row] = await db
      .select({ returnUrl: employees.portalReturnUrl })
      .from(employees)
      .where(eq(employees.id, base.split("/").pop()!));
    expect(row?.returnUrl).toBe(returnUrl);
    // Used: back to the partner's app for a fresh link, not to the portal's sign-in page.
    expect(await open(created.body.url)).toBe(refreshUrl);
    // A link without them still dies into the sign-in page.
    const plain = await call<Invite>("POST", `${base}/invite-link`);
    await open(plain.body.url);
    expect(await open(plain.body.url)).toContain("/sign-in?error=link_invalid");
  });

  it("refuses what is not an https URL of the partner's app, and unknown fields, creating no link", async () => {
    const base = await newEmployee();
    for (const body of [
      { returnUrl: "javascript:alert(1)" },
      { refreshUrl: "http://app.partner.example/" },
      { returnUrl: "https://user:secret@app.partner.example/" },
      { returnUrl: "/relative" },
      { landing: "https://app.partner.example/" },
    ]) {
      const refused = await call<{ code: string; errors: Array<{ path: string }> }>("POST", `${base}/invite-link`, {
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.code).toBe("validation_failed");
      expect(refused.body.errors[0]?.path).toBe(`/${Object.keys(body)[0]}`);
    }
    // http is for the partner's own machine only.
    const local = await call("POST", `${base}/invite-link`, { body: { returnUrl: "http://localhost:3000/done" } });
    expect(local.status).toBe(201);
  });
});

describe("the partner learns what became of an invite", () => {
  const eventsOf = async (employeeId: string) =>
    (
      await call<{ data: Array<{ type: string; data: Record<string, unknown> }> }>(
        "GET",
        `/api/events?employeeId=${employeeId}&limit=100`,
      )
    ).body.data;

  it("employee.invite_opened once per invite opened; nothing for a sign-in link by e-mail", async () => {
    const base = await newEmployee();
    const employeeId = base.split("/").pop()!;
    const created = await call<Invite>("POST", `${base}/invite-link`);
    await open(created.body.url);
    await open(created.body.url);
    await expect
      .poll(async () => (await eventsOf(employeeId)).filter((event) => event.type === "employee.invite_opened"))
      .toEqual([expect.objectContaining({ data: { employerId: tenant.employerId, employeeId } })]);
  });

  it("employee.invite_expired once for the newest invite left unopened; never for a replaced one", async () => {
    const base = await newEmployee();
    const employeeId = base.split("/").pop()!;
    const replaced = await call<Invite>("POST", `${base}/invite-link`);
    const newest = await call<Invite>("POST", `${base}/invite-link`);
    expect(newest.status).toBe(201);
    // Both links were made 8 days ago: the newest has expired, the first was replaced before.
    const db = await getDb();
    await db
      .update(signInTokens)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(signInTokens.employeeId, employeeId));
    const ctx = systemWideContext(db, "test");
    while ((await announceExpiredInvites({ ctx })) > 0);
    expect(await announceExpiredInvites({ ctx })).toBe(0);
    await expect
      .poll(async () => (await eventsOf(employeeId)).filter((event) => event.type === "employee.invite_expired"))
      .toEqual([
        expect.objectContaining({ data: expect.objectContaining({ employerId: tenant.employerId, employeeId }) }),
      ]);
    expect(await open(newest.body.url)).toContain("/sign-in");
    expect(await open(replaced.body.url)).toContain("/sign-in");
  });
});
