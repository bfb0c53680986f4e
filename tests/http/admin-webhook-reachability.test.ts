import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";
import type { AdminDeliveryPage, AdminWebhookEndpointList } from "@/lib/schemas/responses/admin-webhooks";

import { apiClient, basic, createTenant, employeeBody, signInAdmin, type Tenant } from "../support/fixtures";
import { startReceiver, waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// HR's webhooks page reads whether each endpoint is reachable from GET /api/admin/webhook-endpoints.
// A refusing receiver here answers 403 with Retry-After: an hour, so every delivery stays waiting
// after its first attempt instead of running through the test worker's millisecond retries.

type Row = AdminWebhookEndpointList["data"][number];

const receivers: Array<Awaited<ReturnType<typeof startReceiver>>> = [];
afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));
const { server } = httpHarness({ worker: true, tenant: false });

async function refusingReceiver() {
  const receiver = await startReceiver();
  receivers.push(receiver);
  receiver.failNext(10_000, 403, { "retry-after": "3600" });
  return receiver;
}

async function setUp(given?: Tenant) {
  const tenant = given ?? (await createTenant());
  const partner = apiClient(server.baseUrl, tenant);
  const admin = await signInAdmin(server.baseUrl, tenant);
  const addEndpoint = async (url: string, call = partner) =>
    (await call<{ id: string }>("POST", "/api/webhook-endpoints", { body: { url, events: ["employee.created"] } })).body
      .id;
  const addEmployee = async (employerId = tenant.employerId, call = partner) =>
    (await call<{ id: string }>("POST", `/api/employers/${employerId}/employees`, { body: employeeBody() })).body.id;
  const endpoints = async () =>
    (await admin.call<AdminWebhookEndpointList>("GET", "/api/admin/webhook-endpoints")).body;
  const endpoint = async (id: string): Promise<Row> => {
    const found = (await endpoints()).data.find((row) => row.id === id);
    if (!found) throw new Error(`endpoint ${id} is not listed`);
    return found;
  };
  const deliveries = async (id: string) =>
    (await admin.call<AdminDeliveryPage>("GET", `/api/admin/webhook-endpoints/${id}/deliveries?pageSize=50`)).body;
  /** Waits until every delivery to the endpoint has had an attempt recorded (its count goes up at the claim, before). */
  const attempted = (id: string, count: number) =>
    waitFor(async () => {
      const page = await deliveries(id);
      return page.data.length === count && page.data.every((delivery) => delivery.attemptLog.length >= 1) && page;
    });
  return { tenant, partner, admin, addEndpoint, addEmployee, endpoints, endpoint, deliveries, attempted };
}

describe("HR's webhooks: is each endpoint reachable?", () => {
  it("an endpoint whose receiver refuses every attempt reads not reachable, since its first failed attempt, with its backlog and last answer; it reads reachable once an attempt gets through", async () => {
    const hr = await setUp();
    const receiver = await refusingReceiver();
    const id = await hr.addEndpoint(receiver.url);
    expect(await hr.endpoint(id)).toMatchObject({
      reachability: { state: "untried" },
      deliveries: { waiting: 0, retrying: 0, gaveUp: 0 },
      attemptsLastDay: { total: 0, failed: 0 },
    });

    for (let i = 0; i < 3; i++) await hr.addEmployee();
    const page = await hr.attempted(id, 3);
    const firstFailure = page.data
      .flatMap((delivery) => delivery.attemptLog.map((attempt) => attempt.startedAt))
      .sort()[0];
    const refused = await hr.endpoint(id);
    expect(refused).toMatchObject({
      status: "enabled",
      reachability: {
        state: "not_reachable",
        since: firstFailure,
        lastAnswer: { statusCode: 403, error: "HTTP 403" },
      },
      // Waiting for their retry: none has given up, yet every attempt failed.
      deliveries: { waiting: 3, retrying: 3, gaveUp: 0 },
      attemptsLastDay: { total: 3, failed: 3 },
    });

    // The receiver answers again: a replayed delivery gets through, and the endpoint is reachable.
    receiver.recover();
    const replayed = page.data[0]!;
    expect(
      (await hr.admin.call("POST", `/api/admin/webhook-endpoints/${id}/deliveries/${replayed.id}/replay`)).status,
    ).toBe(202);
    const recovered = await waitFor(async () => {
      const row = await hr.endpoint(id);
      return row.reachability.state === "reachable" && row;
    });
    const delivered = (await hr.deliveries(id)).data.find((delivery) => delivery.id === replayed.id)!;
    expect(delivered.status).toBe("succeeded");
    expect(recovered).toMatchObject({
      reachability: { state: "reachable", lastSuccessAt: delivered.attemptLog.at(-1)!.startedAt },
      deliveries: { waiting: 2, retrying: 2, gaveUp: 0 },
      attemptsLastDay: { total: 4, failed: 3 },
    });

    // It fails again: not reachable since the first failure after that success, not the first of all.
    receiver.failNext(10_000, 503, { "retry-after": "3600" });
    await hr.addEmployee();
    const again = await waitFor(async () => {
      const row = await hr.endpoint(id);
      return row.reachability.state === "not_reachable" && row;
    });
    const newest = (await hr.deliveries(id)).data[0]!;
    expect(again.reachability).toEqual({
      state: "not_reachable",
      since: newest.attemptLog[0]!.startedAt,
      lastAnswer: { statusCode: 503, error: "HTTP 503" },
    });
    expect(again.deliveries).toEqual({ waiting: 3, retrying: 3, gaveUp: 0 });
  });

  it("a disabled endpoint reads disabled, since its first failed attempt, with its backlog", async () => {
    const hr = await setUp();
    const id = await hr.addEndpoint((await refusingReceiver()).url);
    await hr.addEmployee();
    const page = await hr.attempted(id, 1);
    // The circuit breaker's own trip is tested in webhook-circuit-breaker.test.ts; here its mark.
    const disabledAt = new Date();
    await (await getDb()).update(webhookEndpoints).set({ disabledAt }).where(eq(webhookEndpoints.id, id));
    expect(await hr.endpoint(id)).toMatchObject({
      status: "disabled",
      reachability: {
        state: "disabled",
        since: page.data[0]!.attemptLog[0]!.startedAt,
        disabledAt: disabledAt.toISOString(),
        lastAnswer: { statusCode: 403, error: "HTTP 403" },
      },
      deliveries: { waiting: 1, retrying: 1, gaveUp: 0 },
    });
  });

  it("a receiver that cannot be connected to reads not reachable, its last answer the error", async () => {
    const hr = await setUp();
    // Nothing listens on port 9 (discard): every attempt fails to connect; the test worker's
    // retries run out in milliseconds, so the delivery gives up.
    const id = await hr.addEndpoint("http://127.0.0.1:9/hooks");
    await hr.addEmployee();
    const row = await waitFor(async () => {
      const found = await hr.endpoint(id);
      return found.deliveries.gaveUp === 1 && found;
    });
    expect(row.reachability).toMatchObject({
      state: "not_reachable",
      lastAnswer: { statusCode: null, error: expect.stringMatching(/^connection_error: /) },
    });
    expect(row.deliveries).toEqual({ waiting: 0, retrying: 0, gaveUp: 1 });
    expect(row.attemptsLastDay).toEqual({ total: 4, failed: 4 });
  });

  it("shows no other employer's endpoints, and on a client shared with another employer counts only its own deliveries", async () => {
    const hr = await setUp();
    const strangerTenant = await createTenant();
    const stranger = await setUp(strangerTenant);
    const theirs = await stranger.addEndpoint((await refusingReceiver()).url);
    await stranger.addEmployee();
    await stranger.attempted(theirs, 1);
    expect((await hr.endpoints()).data.map((row) => row.id)).not.toContain(theirs);
    expect((await hr.admin.call("GET", `/api/admin/webhook-endpoints/${theirs}/deliveries`)).status).toBe(404);

    // A client bound to both employers: each HR sees its endpoint, counted over its own deliveries.
    const shared = await createApiClient({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "shared", employerIds: [hr.tenant.employerId, strangerTenant.employerId] },
    });
    const sharedCall = apiClient(server.baseUrl, { authorization: basic(shared.clientId, shared.clientSecret) });
    const sharedId = await hr.addEndpoint((await refusingReceiver()).url, sharedCall);
    await hr.addEmployee(hr.tenant.employerId, sharedCall);
    await hr.addEmployee(strangerTenant.employerId, sharedCall);
    await hr.addEmployee(strangerTenant.employerId, sharedCall);
    await waitFor(
      async () => (await stranger.deliveries(sharedId)).data.filter((d) => d.attemptLog.length >= 1).length === 2,
    );
    const seen = await hr.attempted(sharedId, 1);
    expect(seen.data.map((delivery) => delivery.eventType)).toEqual(["employee.created"]);
    expect((await hr.endpoint(sharedId)).deliveries).toEqual({ waiting: 1, retrying: 1, gaveUp: 0 });
    expect((await hr.endpoint(sharedId)).attemptsLastDay).toEqual({ total: 1, failed: 1 });
    expect((await stranger.endpoint(sharedId)).deliveries).toEqual({ waiting: 2, retrying: 2, gaveUp: 0 });
    // The receiver is one receiver: its reachability is the same for both.
    expect((await hr.endpoint(sharedId)).reachability).toEqual((await stranger.endpoint(sharedId)).reachability);
  });
});
