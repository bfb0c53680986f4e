import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The idempotency store keeps answers for 24 hours; some carry a secret or a one-time link. None
// may sit in the table in the clear, and a replay still answers exactly what the first call did.

const { tenant, call } = httpHarness();

const storedBodies = async () =>
  (await (await getDb()).select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys)).map(
    (row) => row.body ?? "",
  );

describe("nothing secret kept by the idempotency store", () => {
  it("keeps a webhook endpoint's signing secret only encrypted, and replays it unchanged", async () => {
    const headers = { "idempotency-key": `endpoint-${Date.now()}` };
    const body = { url: "http://127.0.0.1:9/hook", events: ["*"] };
    const first = await call<{ id: string; secret: string }>("POST", "/api/webhook-endpoints", { body, headers });
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_/);
    const stored = await storedBodies();
    expect(stored.some((text) => text.includes(first.body.secret) || text.includes("whsec_"))).toBe(false);
    expect(stored.some((text) => text.includes(first.body.id))).toBe(false);
    const replay = await call<{ id: string; secret: string }>("POST", "/api/webhook-endpoints", { body, headers });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
  });

  it("keeps an invite link only encrypted", async () => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(),
    });
    const headers = { "idempotency-key": `invite-${Date.now()}` };
    const invite = await call<{ url: string }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees/${created.body.id}/invite-link`,
      { headers },
    );
    expect(invite.status).toBe(201);
    const token = new URL(invite.body.url).pathname.split("/").pop()!;
    expect((await storedBodies()).some((text) => text.includes(token) || text.includes("/invite/"))).toBe(false);
    const replay = await call<{ url: string }>(
      "POST",
      `/api/employers/${tenant.employerId}/employees/${created.body.id}/invite-link`,
      { headers },
    );
    expect(replay.body.url).toBe(invite.body.url);
  });
});
