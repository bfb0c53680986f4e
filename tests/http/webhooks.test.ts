import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { events, webhookDeliveries } from "@/db/schema";

import { apiClient, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { startReceiver, waitFor, type Received } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";
import { startTestWorker } from "../support/worker";

const { server } = httpHarness({ tenant: false });
// Not the harness's worker: a test stops it and starts another.
let worker: ReturnType<typeof startTestWorker> | undefined;

beforeAll(() => {
  worker = startTestWorker();
});
afterAll(() => worker?.stop());

type Endpoint = { id: string; secret: string; url: string; events: string[] };

async function tenantWithEndpoint(events: string[] = ["*"]) {
  const tenant: Tenant = await createTenant();
  const call = apiClient(server.baseUrl, tenant);
  const receiver = await startReceiver();
  const created = await call<Endpoint>("POST", "/api/webhook-endpoints", { body: { url: receiver.url, events } });
  expect(created.status).toBe(201);
  const createEmployee = async () =>
    (await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body: employeeBody() })).body
      .id;
  return { tenant, call, receiver, endpoint: created.body, createEmployee };
}

const verify = (secret: string, message: Received) => new Webhook(secret).verify(message.body, message.headers);

describe("webhook endpoints", () => {
  it("creates an endpoint with a whsec_ secret shown once, lists and deletes it", async () => {
    const { call, endpoint, receiver } = await tenantWithEndpoint(["employee.created"]);
    expect(endpoint.id).toMatch(/^whep_/);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await call<{ data: Array<Record<string, unknown>> }>("GET", "/api/webhook-endpoints");
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: endpoint.id, url: receiver.url, events: ["employee.created"] }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    expect((await call("DELETE", `/api/webhook-endpoints/${endpoint.id}`)).status).toBe(200);
    expect((await call("GET", `/api/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
    await receiver.close();
  });

  it.each([
    ["an ftp URL", { url: "ftp://example.com/x", events: ["*"] }, "/url", "webhook_url_invalid"],
    ["not a URL", { url: "hello", events: ["*"] }, "/url", "webhook_url_invalid"],
    ["credentials in the URL", { url: "https://user:pw@example.com/x", events: ["*"] }, "/url", "webhook_url_invalid"],
    [
      "an unknown event type",
      { url: "http://127.0.0.1:9/x", events: ["employee.exploded"] },
      "/events/0",
      "event_type_unknown",
    ],
    ["no events", { url: "http://127.0.0.1:9/x", events: [] }, "/events", "too_short"],
  ])("refuses %s", async (_name, body, path, code) => {
    const tenant = await createTenant();
    const result = await apiClient(server.baseUrl, tenant)("POST", "/api/webhook-endpoints", { body });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
  });

  it("never shows or touches another client's endpoint", async () => {
    const { endpoint, receiver } = await tenantWithEndpoint();
    const stranger = apiClient(server.baseUrl, await createTenant());
    expect((await stranger("GET", `/api/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
    expect((await stranger("DELETE", `/api/webhook-endpoints/${endpoint.id}`)).status).toBe(404);
    expect((await stranger("POST", `/api/webhook-endpoints/${endpoint.id}/rotate-secret`)).status).toBe(404);
    expect((await stranger<{ data: unknown[] }>("GET", "/api/webhook-endpoints")).body.data).toEqual([]);
    await receiver.close();
  });
});

describe("delivery", () => {
  it("signs per Standard Webhooks, verifiable with the standardwebhooks library", async () => {
    const { endpoint, receiver, createEmployee, tenant } = await tenantWithEndpoint();
    const employeeId = await createEmployee();
    const message = await waitFor(() => receiver.ofType("employee.created", employeeId)[0]);
    expect(message.headers["webhook-id"]).toMatch(/^msg_/);
    expect(Number(message.headers["webhook-timestamp"])).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(verify(endpoint.secret, message)).toMatchObject({ type: "employee.created", data: { employeeId } });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(message.body, message.headers),
    ).toThrow();
    expect(message.json).toMatchObject({ id: expect.stringMatching(/^evt_/), apiVersion: "2026-11-21" });
    expect(tenant.employerId).toBeTruthy();
    await receiver.close();
  });

  it("delivers to a receiver that fails twice, logging every attempt", async () => {
    const { call, endpoint, receiver, createEmployee } = await tenantWithEndpoint();
    receiver.failNext(2, 503);
    const employeeId = await createEmployee();
    const message = await waitFor(() => receiver.ofType("employee.created", employeeId)[0]);
    expect(verify(endpoint.secret, message)).toBeTruthy();
    // The worker records the answer after the receiver has the message: wait for the record.
    type Delivery = { status: string; attempts: number; attemptLog: Array<{ statusCode: number }> };
    const delivery = await waitFor(async () => {
      const listed = await call<{ data: Delivery[] }>("GET", `/api/webhook-endpoints/${endpoint.id}/deliveries`);
      return listed.body.data[0]?.status === "pending" ? undefined : listed.body.data[0];
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(delivery.attemptLog.map((a) => a.statusCode)).toEqual([503, 503, 204]);
    await receiver.close();
  });

  it("honours Retry-After", async () => {
    const { receiver, createEmployee } = await tenantWithEndpoint();
    receiver.failNext(1, 429, { "retry-after": "1" });
    const employeeId = await createEmployee();
    await waitFor(() => receiver.ofType("employee.created", employeeId)[0]);
    const [first, second] = receiver.hits;
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    await receiver.close();
  });

  it("gives up after the schedule, then a manual replay delivers it", async () => {
    const { call, endpoint, receiver, createEmployee } = await tenantWithEndpoint();
    receiver.failNext(4, 500);
    const employeeId = await createEmployee();
    const db = await getDb();
    const [delivery] = await waitFor(async () => {
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      return rows[0]?.status === "failed" ? rows : undefined;
    });
    expect(delivery!.attempts).toBe(4);
    const replay = await call("POST", `/api/webhook-endpoints/${endpoint.id}/deliveries/${delivery!.id}/replay`);
    expect(replay.status).toBe(202);
    const message = await waitFor(() => receiver.ofType("employee.created", employeeId)[0]);
    expect(message.headers["webhook-id"]).toBe(delivery!.id);
    await receiver.close();
  });

  it("delivers events that were pending while the worker was stopped, after it restarts", async () => {
    await worker!.stop();
    worker = undefined;
    const { receiver, createEmployee, endpoint } = await tenantWithEndpoint();
    const employeeId = await createEmployee();
    // Written with the event, waiting for a worker (none runs: nothing can have been sent).
    const waiting = await (
      await getDb()
    )
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(waiting).toContainEqual({ status: "pending", attempts: 0 });
    expect(receiver.received).toHaveLength(0);
    worker = startTestWorker();
    await waitFor(() => receiver.ofType("employee.created", employeeId)[0]);
    await receiver.close();
  });

  it("sends an employer's events only to endpoints of clients bound to that employer", async () => {
    const first = await tenantWithEndpoint();
    const second = await tenantWithEndpoint();
    const employeeId = await first.createEmployee();
    await waitFor(() => first.receiver.ofType("employee.created", employeeId)[0]);
    // Deliveries are written with the event, one per subscribed endpoint: none for the other
    // employer's endpoint means none will ever be sent there (no waiting for a non-event).
    const toSecond = await (
      await getDb()
    )
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.endpointId, second.endpoint.id), eq(events.employeeId, employeeId)));
    expect(toSecond).toEqual([]);
    expect(second.receiver.received).toHaveLength(0);
    await Promise.all([first.receiver.close(), second.receiver.close()]);
  });

  it("filters by event type", async () => {
    const { call, tenant, receiver, createEmployee } = await tenantWithEndpoint(["employee.updated"]);
    const employeeId = await createEmployee();
    await call("PATCH", `/api/employers/${tenant.employerId}/employees/${employeeId}`, {
      body: [{ op: "replace", path: "/isEligible", value: false }],
    });
    const message = await waitFor(() => receiver.ofType("employee.updated", employeeId)[0]);
    expect(message.json.data).toEqual({ employeeId, changedFields: ["isEligible"] });
    expect(receiver.ofType("employee.created")).toHaveLength(0);
    await receiver.close();
  });

  it("signs with both secrets after a rotation, so receivers can switch over", async () => {
    const { call, endpoint, receiver, createEmployee } = await tenantWithEndpoint();
    const rotated = await call<Endpoint>("POST", `/api/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const employeeId = await createEmployee();
    const message = await waitFor(() => receiver.ofType("employee.created", employeeId)[0]);
    expect(message.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verify(rotated.body.secret, message)).toBeTruthy();
    expect(verify(endpoint.secret, message)).toBeTruthy();
    await receiver.close();
  });
});
