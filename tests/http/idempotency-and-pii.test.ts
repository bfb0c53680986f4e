// @module-tag embedded-db — also on PGlite: a concurrent duplicate under one Idempotency-Key, on one connection.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, idempotencyKeys } from "@/db/schema";
import { fingerprint } from "@/lib/api/idempotency";
import { capturedLogLines } from "@/lib/logger";

import { apiClient, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call } = httpHarness();
let other: Tenant;
let base: string;

beforeAll(async () => {
  other = await createTenant();
  base = `/api/employers/${tenant.employerId}/employees`;
});

const countEmployees = async (employerId: string) => {
  const db = await getDb();
  return (await db.select({ id: employees.id }).from(employees).where(eq(employees.employerId, employerId))).length;
};

describe("Idempotency-Key", () => {
  it("replays the first response for the same key and body, creating one employee", async () => {
    const body = employeeBody();
    const headers = { "idempotency-key": `create-${Date.now()}` };
    const first = await call<{ id: string }>("POST", base, { body, headers });
    const second = await call<{ id: string }>("POST", base, { body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
  });

  it("refuses the same key with a different body (422)", async () => {
    const key = `reuse-${Date.now()}`;
    await call("POST", base, { body: employeeBody(), headers: { "idempotency-key": key } });
    const result = await call("POST", base, { body: employeeBody(), headers: { "idempotency-key": key } });
    expect(result.status).toBe(422);
    expect(result.body.code).toBe("idempotency_key_reused");
  });

  it("lets concurrent duplicates create exactly one employee (the others replay or get 409)", async () => {
    const before = await countEmployees(tenant.employerId);
    const body = employeeBody();
    const headers = { "idempotency-key": `race-${Date.now()}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => call("POST", base, { body, headers })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    for (const conflict of results.filter((r) => r.status === 409)) {
      expect(conflict.body.code).toBe("idempotency_request_in_progress");
    }
    expect(await countEmployees(tenant.employerId)).toBe(before + 1);
  });

  it("does not store validation failures, so a corrected retry may reuse the key", async () => {
    const key = `fix-${Date.now()}`;
    const bad = await call("POST", base, {
      body: employeeBody({ ssn: "900-00-0000" }),
      headers: { "idempotency-key": key },
    });
    expect(bad.status).toBe(422);
    const good = await call("POST", base, { body: employeeBody(), headers: { "idempotency-key": key } });
    expect(good.status).toBe(201);
  });

  it("lets a retry take over a key whose first request died holding it, once the lock is a minute old", async () => {
    // What a killed instance leaves: the key claimed, no answer stored. The lock time is written by
    // PostgreSQL (microseconds), as a real claim's is.
    const body = JSON.stringify(employeeBody());
    const key = `dead-${Date.now()}`;
    const db = await getDb();
    await db
      .insert(idempotencyKeys)
      .values({ scope: `client:${tenant.clientId}`, key, requestHash: fingerprint("POST", base, body) });
    const headers = { "idempotency-key": key, "content-type": "application/json" };
    const early = await call<{ code: string }>("POST", base, { rawBody: body, headers });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("idempotency_request_in_progress");
    await db.execute(sql`update idempotency_keys set locked_at = now() - interval '61 seconds' where key = ${key}`);
    const before = await countEmployees(tenant.employerId);
    const [retry, racing] = await Promise.all([
      call("POST", base, { rawBody: body, headers }),
      call("POST", base, { rawBody: body, headers }),
    ]);
    // One retry takes the key over and runs; the other waits (409) or replays it.
    expect([retry.status, racing.status].sort()).toEqual(expect.arrayContaining([201]));
    expect(await countEmployees(tenant.employerId)).toBe(before + 1);
    const replay = await call("POST", base, { rawBody: body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("scopes keys per client", async () => {
    const key = `shared-${Date.now()}`;
    const mine = await call("POST", base, { body: employeeBody(), headers: { "idempotency-key": key } });
    const theirs = await apiClient(server.baseUrl, other)("POST", `/api/employers/${other.employerId}/employees`, {
      body: employeeBody(),
      headers: { "idempotency-key": key },
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
  });

  it.each(["", "x".repeat(256), "has space", "tab\there"])("refuses a malformed key %j with 400", async (key) => {
    const result = await call("POST", base, { body: employeeBody(), headers: { "idempotency-key": key } });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("invalid_idempotency_key");
  });
});

describe("PII", () => {
  it("never writes a full SSN or birth date to a response, an error or a log line", async () => {
    const ssn = "287-65-4321";
    capturedLogLines.length = 0;
    const created = await call<{ id: string }>("POST", base, { body: employeeBody({ ssn, birthDate: "1977-07-07" }) });
    const bad = await call("POST", base, { body: employeeBody({ ssn: "987-65-4321" }) });
    const patched = await call("PATCH", `${base}/${created.body.id}`, {
      body: [
        { op: "replace", path: "/ssn", value: "287654321" },
        { op: "replace", path: "/address/state", value: "QQ" },
      ],
    });
    const fetched = await call("GET", `${base}/${created.body.id}`);
    for (const text of [created.text, bad.text, patched.text, fetched.text]) {
      expect(text).not.toMatch(/287-?65-?4321|987-?65-?4321/);
    }
    expect(capturedLogLines.length).toBeGreaterThan(0);
    const logs = capturedLogLines.join("\n");
    expect(logs).not.toMatch(/287-?65-?4321|987-?65-?4321|1977-07-07/);
  });
});
