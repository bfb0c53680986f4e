// @module-tag embedded-db — also on PGlite: an invite link retried under its Idempotency-Key is never a dead one (issue 44 item 7).
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

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
