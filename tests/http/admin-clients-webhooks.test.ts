import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";

import { apiClient, basic, createTenant, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant } = httpHarness();
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  admin = await signInAdmin(server.baseUrl, tenant);
});

type Client = { id: string; clientSecret?: string; revokedAt: string | null };

describe("HR admin: API clients", () => {
  it("creates a client whose secret is shown once and works, rotates it, and revokes it", async () => {
    const created = await admin.call<Client>("POST", "/api/admin/api-clients", { name: "Payroll sync" });
    expect(created.status).toBe(201);
    expect(created.body.clientSecret).toMatch(/^csk_test_/);
    const listed = await admin.call<{ data: Client[] }>("GET", "/api/admin/api-clients");
    expect(JSON.stringify(listed.body)).not.toContain(created.body.clientSecret);
    const works = (secret: string) =>
      apiClient(server.baseUrl, { authorization: basic(created.body.id, secret) })("GET", "/api/employers");
    expect((await works(created.body.clientSecret!)).status).toBe(200);
    const rotated = await admin.call<{ clientSecret: string }>(
      "POST",
      `/api/admin/api-clients/${created.body.id}/rotate-secret`,
    );
    expect((await works(created.body.clientSecret!)).status).toBe(401);
    expect((await works(rotated.body.clientSecret)).status).toBe(200);
    expect((await admin.call("POST", `/api/admin/api-clients/${created.body.id}/revoke`)).status).toBe(200);
    expect((await works(rotated.body.clientSecret)).status).toBe(401);
  });

  it("changes a client's API version, which its requests then follow; nothing for a revoked or unknown version", async () => {
    const created = await admin.call<Client & { pinnedApiVersion: string }>("POST", "/api/admin/api-clients", {
      name: "Versioned",
    });
    expect(created.body.pinnedApiVersion).toBe("2026-11-21");
    const partner = apiClient(server.baseUrl, { authorization: basic(created.body.id, created.body.clientSecret!) });
    const path = `/api/admin/api-clients/${created.body.id}/api-version`;
    const changed = await admin.call<{ pinnedApiVersion: string }>("POST", path, { apiVersion: "2021-08-10" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.pinnedApiVersion).toBe("2021-08-10");
    // At once on this instance: the client's own view and what its requests are served under.
    const own = await partner<{ pinnedApiVersion: string }>("GET", "/api/client");
    expect(own.body.pinnedApiVersion).toBe("2021-08-10");
    expect(own.headers.get("api-version")).toBe("2021-08-10");
    const listed = await admin.call<{ data: Array<{ id: string; pinnedApiVersion: string }> }>(
      "GET",
      "/api/admin/api-clients",
    );
    expect(listed.body.data.find((client) => client.id === created.body.id)?.pinnedApiVersion).toBe("2021-08-10");
    const unknown = await admin.call<{ code: string }>("POST", path, { apiVersion: "2030-01-01" });
    expect(unknown.status).toBe(422);
    expect((await admin.call("POST", `/api/admin/api-clients/${created.body.id}/revoke`)).status).toBe(200);
    const revoked = await admin.call<{ code: string }>("POST", path, { apiVersion: "2026-11-21" });
    expect(revoked.status).toBe(400);
    const [row] = (
      await admin.call<{ data: Array<{ id: string; pinnedApiVersion: string }> }>("GET", "/api/admin/api-clients")
    ).body.data.filter((client) => client.id === created.body.id);
    expect(row?.pinnedApiVersion).toBe("2021-08-10");
  });

  it("cannot touch another employer's client or a shared one", async () => {
    const stranger = await createTenant();
    expect((await admin.call("POST", `/api/admin/api-clients/${stranger.clientId}/revoke`)).status).toBe(404);
    const shared = await createApiClient({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "shared", employerIds: [tenant.employerId, stranger.employerId] },
    });
    expect((await admin.call("POST", `/api/admin/api-clients/${shared.clientId}/rotate-secret`)).status).toBe(404);
    const pin = (clientId: string) =>
      admin.call("POST", `/api/admin/api-clients/${clientId}/api-version`, { apiVersion: "2021-08-10" });
    expect((await pin(shared.clientId)).status).toBe(404);
    expect((await pin(stranger.clientId)).status).toBe(404);
  });
});

describe("HR admin: webhooks", () => {
  it("lists the employer's endpoints with their deliveries, and replays one", async () => {
    const partner = apiClient(server.baseUrl, tenant);
    const endpoint = await partner<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: "http://127.0.0.1:9/hooks", events: ["*"] },
    });
    await partner("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: { firstName: "Web", lastName: "Hook", email: "web.hook@example.com", enrollInNewOnboarding: true },
    });
    const endpoints = await admin.call<{ data: Array<{ id: string; pendingDeliveries: number }> }>(
      "GET",
      "/api/admin/webhook-endpoints",
    );
    expect(endpoints.body.data.map((e) => e.id)).toContain(endpoint.body.id);
    const deliveries = await admin.call<{ data: Array<{ id: string; eventType: string }> }>(
      "GET",
      `/api/admin/webhook-endpoints/${endpoint.body.id}/deliveries`,
    );
    expect(deliveries.body.data[0]!.eventType).toBe("employee.created");
    const replay = await admin.call(
      "POST",
      `/api/admin/webhook-endpoints/${endpoint.body.id}/deliveries/${deliveries.body.data[0]!.id}/replay`,
    );
    expect(replay.status).toBe(202);

    // Pages and filters: a second event type, then one delivery a page.
    await partner("POST", `/api/webhook-endpoints/${endpoint.body.id}/test`);
    type DeliveryPage = {
      data: Array<{ eventType: string; status: string }>;
      page: number;
      pageSize: number;
      hasMore: boolean;
    };
    const path = `/api/admin/webhook-endpoints/${endpoint.body.id}/deliveries`;
    const first = await admin.call<DeliveryPage>("GET", `${path}?pageSize=1`);
    expect(first.body).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(first.body.data).toHaveLength(1);
    const last = await admin.call<DeliveryPage>("GET", `${path}?pageSize=1&page=2`);
    expect(last.body).toMatchObject({ page: 2, hasMore: false });
    expect(last.body.data[0]!.eventType).not.toBe(first.body.data[0]!.eventType);
    const created = await admin.call<DeliveryPage>("GET", `${path}?eventType=employee.created`);
    expect(created.body.data.map((d) => d.eventType)).toEqual(["employee.created"]);
    const byStatus = await admin.call<DeliveryPage>("GET", `${path}?status=succeeded`);
    expect(byStatus.body.data.every((d) => d.status === "succeeded")).toBe(true);
    expect((await admin.call("GET", `${path}?status=lost`)).status).toBe(400);
    expect((await admin.call("GET", `${path}?eventType=nope`)).status).toBe(400);
    const stranger = await createTenant();
    const theirs = await apiClient(server.baseUrl, stranger)<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: "http://127.0.0.1:9/x", events: ["*"] },
    });
    expect((await admin.call("GET", `/api/admin/webhook-endpoints/${theirs.body.id}/deliveries`)).status).toBe(404);
  });

  it("on a client shared with another employer, lists and replays only the employer's own deliveries", async () => {
    const stranger = await createTenant();
    const shared = await createApiClient({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "shared", employerIds: [tenant.employerId, stranger.employerId] },
    });
    const partner = apiClient(server.baseUrl, { authorization: basic(shared.clientId, shared.clientSecret) });
    const endpoint = await partner<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: "http://127.0.0.1:9/shared", events: ["employee.created"] },
    });
    await partner("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: { firstName: "Our", lastName: "Own", email: "our.own@example.com", enrollInNewOnboarding: true },
    });
    await partner("POST", `/api/employers/${stranger.employerId}/employees`, {
      body: { firstName: "Their", lastName: "Own", email: "their.own@example.com", enrollInNewOnboarding: true },
    });
    // The partner sees both deliveries to its endpoint; each employer's HR only its own.
    type Deliveries = { data: Array<{ id: string; eventId: string }> };
    const all = await partner<Deliveries>("GET", `/api/webhook-endpoints/${endpoint.body.id}/deliveries`);
    expect(all.body.data).toHaveLength(2);
    const path = `/api/admin/webhook-endpoints/${endpoint.body.id}/deliveries`;
    const seen = await admin.call<Deliveries>("GET", path);
    expect(seen.body.data).toHaveLength(1);
    const theirs = all.body.data.find((delivery) => delivery.id !== seen.body.data[0]!.id)!;
    const theirAdmin = await signInAdmin(server.baseUrl, stranger);
    expect((await theirAdmin.call<Deliveries>("GET", path)).body.data.map((d) => d.id)).toEqual([theirs.id]);
    expect((await admin.call("POST", `${path}/${theirs.id}/replay`)).status).toBe(404);
    expect((await admin.call("POST", `${path}/${seen.body.data[0]!.id}/replay`)).status).toBe(202);
  });
});
