import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { events, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";

import { apiClient, basic, createTenant, employeeBody, signInAdmin, type Tenant } from "../support/fixtures";
import { startReceiver, waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// The breaker's clock is the endpoint's failing_since: the tests move it days back instead of
// waiting (WEBHOOK_DISABLE_AFTER_DAYS defaults to 5).

const receivers: Array<Awaited<ReturnType<typeof startReceiver>>> = [];
afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));
const { server } = httpHarness({ worker: true, tenant: false });

type Endpoint = { id: string; status: string; disabledAt: string | null; failingSince: string | null };
const DAY = 24 * 60 * 60 * 1000;

async function receiver() {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

/** A tenant whose client has a failing endpoint and a healthy one. */
async function tenantWithFailingEndpoint() {
  const tenant: Tenant = await createTenant();
  const call = apiClient(server.baseUrl, tenant);
  const [failing, healthy] = [await receiver(), await receiver()];
  failing.failNext(10_000, 503);
  const endpoint = (
    await call<Endpoint>("POST", "/api/webhook-endpoints", { body: { url: failing.url, events: ["*"] } })
  ).body;
  await call("POST", "/api/webhook-endpoints", { body: { url: healthy.url, events: ["*"] } });
  const createEmployee = async () =>
    (await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body: employeeBody() })).body
      .id;
  return { tenant, call, failing, healthy, endpoint, createEmployee };
}

const endpointRow = async (id: string) =>
  (await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
const failingFor = async (id: string, ms: number) =>
  (await getDb())
    .update(webhookEndpoints)
    .set({ failingSince: new Date(Date.now() - ms) })
    .where(eq(webhookEndpoints.id, id));

/** Fails once, then is made to look as if it had been failing for `ms`, then fails again. */
async function failForDays(setup: Awaited<ReturnType<typeof tenantWithFailingEndpoint>>, ms: number) {
  await setup.createEmployee();
  await waitFor(async () => (await endpointRow(setup.endpoint.id)).consecutiveFailures >= 1);
  await failingFor(setup.endpoint.id, ms);
  const { consecutiveFailures } = await endpointRow(setup.endpoint.id);
  const hits = setup.failing.hits.length;
  await setup.createEmployee();
  await waitFor(() => setup.failing.hits.length > hits);
  // The failure is recorded, and the breaker's decision made, in the statement that counts it.
  await waitFor(async () => (await endpointRow(setup.endpoint.id)).consecutiveFailures > consecutiveFailures);
}

describe("the circuit breaker", () => {
  it("disables an endpoint failing for 5 days, tells the client's other endpoints (no other client), shows it to HR, and re-enabling resumes delivery", async () => {
    const setup = await tenantWithFailingEndpoint();
    const { call, failing, healthy, endpoint, tenant } = setup;
    // Another client of the same employer must not hear about this client's endpoint.
    const neighbour = await createApiClient({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "neighbour", employerIds: [tenant.employerId] },
    });
    const neighbourReceiver = await receiver();
    await apiClient(server.baseUrl, { authorization: basic(neighbour.clientId, neighbour.clientSecret) })(
      "POST",
      "/api/webhook-endpoints",
      {
        body: { url: neighbourReceiver.url, events: ["*"] },
      },
    );

    await failForDays(setup, 5 * DAY + 60_000);
    const disabled = await waitFor(() => healthy.ofType("webhook-endpoint.disabled")[0]);
    expect(disabled.json.data).toMatchObject({
      employerId: tenant.employerId,
      endpointId: endpoint.id,
      url: failing.url,
      disabledAt: expect.any(String),
    });
    expect((disabled.json.data.consecutiveFailures as number) >= 2).toBe(true);
    expect((await call<Endpoint>("GET", `/api/webhook-endpoints/${endpoint.id}`)).body).toMatchObject({
      status: "disabled",
      disabledAt: expect.any(String),
    });

    // Nothing more is sent to it: a new event's delivery waits.
    const hitsWhenDisabled = failing.hits.length;
    const waitingEmployee = await setup.createEmployee();
    await waitFor(() => healthy.ofType("employee.created", waitingEmployee)[0]);
    // The same event went to the healthy endpoint; the disabled one's delivery was never claimed.
    const waiting = await (
      await getDb()
    )
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(events.employeeId, waitingEmployee)));
    expect(waiting).toEqual([{ status: "pending", attempts: 0 }]);
    expect(failing.hits.length).toBe(hitsWhenDisabled);
    expect(neighbourReceiver.ofType("webhook-endpoint.disabled")).toHaveLength(0);

    // HR sees it, and re-enables it.
    const admin = await signInAdmin(server.baseUrl, tenant);
    const listed = await admin.call<{ data: Endpoint[] }>("GET", "/api/admin/webhook-endpoints");
    expect(listed.body.data.find((e) => e.id === endpoint.id)).toMatchObject({ status: "disabled" });
    failing.recover();
    const enabled = await admin.call<Endpoint>("POST", `/api/admin/webhook-endpoints/${endpoint.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ status: "enabled", disabledAt: null, failingSince: null });
    // What waited is delivered, and the client hears it is back.
    await waitFor(() => failing.ofType("employee.created", waitingEmployee)[0]);
    expect((await waitFor(() => healthy.ofType("webhook-endpoint.enabled")[0])).json.data).toMatchObject({
      endpointId: endpoint.id,
      enabledBy: "admin",
    });
    expect(await endpointRow(endpoint.id)).toMatchObject({
      consecutiveFailures: 0,
      failingSince: null,
      disabledAt: null,
    });
  });

  it("keeps an endpoint failing for less than the period enabled", async () => {
    const setup = await tenantWithFailingEndpoint();
    await failForDays(setup, 4 * DAY);
    expect(await endpointRow(setup.endpoint.id)).toMatchObject({
      disabledAt: null,
      consecutiveFailures: expect.any(Number),
    });
    expect(setup.healthy.ofType("webhook-endpoint.disabled")).toHaveLength(0);
  });

  it("ends the failure streak on a success", async () => {
    const setup = await tenantWithFailingEndpoint();
    setup.failing.recover();
    setup.failing.failNext(2, 500);
    const employeeId = await setup.createEmployee();
    await waitFor(() => setup.failing.ofType("employee.created", employeeId)[0]);
    await waitFor(async () => (await endpointRow(setup.endpoint.id)).consecutiveFailures === 0);
    expect(await endpointRow(setup.endpoint.id)).toMatchObject({ consecutiveFailures: 0, failingSince: null });
  });

  it("lets the partner re-enable its own endpoint, and nobody else's", async () => {
    const setup = await tenantWithFailingEndpoint();
    await failForDays(setup, 6 * DAY);
    await waitFor(async () => (await endpointRow(setup.endpoint.id)).disabledAt !== null);
    const stranger = apiClient(server.baseUrl, await createTenant());
    expect((await stranger("POST", `/api/webhook-endpoints/${setup.endpoint.id}/enable`)).status).toBe(404);
    const strangerAdmin = await signInAdmin(server.baseUrl, await createTenant());
    expect((await strangerAdmin.call("POST", `/api/admin/webhook-endpoints/${setup.endpoint.id}/enable`)).status).toBe(
      404,
    );

    setup.failing.recover();
    const enabled = await setup.call<Endpoint>("POST", `/api/webhook-endpoints/${setup.endpoint.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body.status).toBe("enabled");
    expect((await waitFor(() => setup.healthy.ofType("webhook-endpoint.enabled")[0])).json.data).toMatchObject({
      enabledBy: "partner",
    });
    // Every delivery that waited goes out.
    const db = await getDb();
    await waitFor(async () => {
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, setup.endpoint.id));
      return rows.every((row) => row.status === "succeeded");
    });
    // Enabling an enabled endpoint changes nothing.
    expect((await setup.call<Endpoint>("POST", `/api/webhook-endpoints/${setup.endpoint.id}/enable`)).body.status).toBe(
      "enabled",
    );
  });
});
