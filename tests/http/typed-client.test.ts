// @module-tag embedded-db — also on PGlite: the sandbox journey end to end: employee, status, the worker's identity check, card, events.
import { describe, expect, it } from "vitest";

import { createPartnerClient } from "@/lib/client";

import { createTenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant } = httpHarness({ worker: true });

// The generated client (lib/client) against the real handlers: every path, parameter, body and
// answer below is type-checked against the OpenAPI document.
describe("typed partner client", () => {
  it("creates an employee, patches it, reads the status and gets a card", async () => {
    const api = createPartnerClient({
      baseUrl: server.baseUrl,
      clientId: tenant.clientId,
      clientSecret: tenant.clientSecret,
      apiVersion: "2026-11-21",
    });
    const employerId = tenant.employerId;

    const created = await api.POST("/api/employers/{employerId}/employees", {
      params: { path: { employerId } },
      body: {
        firstName: "Grace",
        lastName: "Hopper",
        email: `grace.${Date.now()}@example.com`,
        enrollInNewOnboarding: true,
        isEmployed: true,
        isEligible: true,
        birthDate: "1990-04-23",
        ssn: "231-54-8765",
        phoneNumber: "+14155552671",
        address: { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105" },
        payrollScheduleId: tenant.activeScheduleId,
      },
    });
    expect(created.response.status).toBe(201);
    const employee = created.data!;
    expect(employee.ssnLastFour).toBe("8765");
    const path = { employerId, employeeId: employee.id };

    const patched = await api.PATCH("/api/employers/{employerId}/employees/{employeeId}", {
      params: { path },
      body: [{ op: "replace", path: "/address/city", value: "Oakland" }],
    });
    expect(patched.data?.address?.city).toBe("Oakland");

    const before = await api.GET("/api/employers/{employerId}/employees/{employeeId}/onboarding/status", {
      params: { path },
    });
    expect(before.data?.complete).toBe(false);
    expect(before.data?.requirements).toHaveLength(12);

    const refused = await api.POST("/api/employers/{employerId}/employees/{employeeId}/cards", {
      params: { path, query: { cardType: "virtual" } },
    });
    expect(refused.error?.code).toBe("onboarding_incomplete");

    const atr = await api.POST("/api/employers/{employerId}/employees/{employeeId}/atr", {
      params: { path },
      body: { annualIncome: 5_200_000, monthlyObligations: 150_000 },
    });
    expect(atr.data?.status).toBe("Passed ATR");
    const initiated = await api.POST(
      "/api/employers/{employerId}/employees/{employeeId}/identity-verification/initiate",
      { params: { path } },
    );
    expect(initiated.data?.onboarding_status).toBe("PENDING");
    await expect
      .poll(
        async () =>
          (await api.GET("/api/employers/{employerId}/employees/{employeeId}", { params: { path } })).data
            ?.onboarding_status,
        { timeout: 10_000 },
      )
      .toBe("VERIFIED");

    const status = await api.GET("/api/employers/{employerId}/employees/{employeeId}/onboarding/status", {
      params: { path },
    });
    expect(status.data?.complete).toBe(true);

    const card = await api.POST("/api/employers/{employerId}/employees/{employeeId}/cards", {
      params: { path, query: { cardType: "virtual" }, header: { "Idempotency-Key": `card-${employee.id}` } },
    });
    expect(card.response.status).toBe(201);
    expect(card.data?.virtualCard.status).toBe("Active");
  });
});

describe("typed partner client: events", () => {
  it("pages the event feed with a type filter and sends a test webhook", async () => {
    const owner = await createTenant();
    const api = createPartnerClient({
      baseUrl: server.baseUrl,
      clientId: owner.clientId,
      clientSecret: owner.clientSecret,
    });
    const created = await api.POST("/api/employers/{employerId}/employees", {
      params: { path: { employerId: owner.employerId } },
      body: {
        firstName: "Ada",
        lastName: "Byron",
        email: `ada.${Date.now()}@example.com`,
        enrollInNewOnboarding: true,
      },
    });
    expect(created.response.status).toBe(201);

    // An array parameter is sent repeated (type=…&type=…), which the list accepts.
    const read = () =>
      api.GET("/api/events", { params: { query: { type: ["employee.created", "card.created"], limit: 10 } } });
    await expect.poll(async () => (await read()).data?.data.length, { timeout: 10_000 }).toBe(1);
    const page = (await read()).data!;
    const [event] = page.data;
    expect(event).toMatchObject({ type: "employee.created", sequence: 1, data: { employeeId: created.data!.id } });
    const after = await api.GET("/api/events", { params: { query: { after: page.nextCursor ?? undefined } } });
    expect(after.data).toEqual({ data: [], nextCursor: page.nextCursor, hasMore: false });
    const refused = await api.GET("/api/events", { params: { query: { after: "nope" } } });
    expect(refused.error?.code).toBe("invalid_request");

    const endpoint = await api.POST("/api/webhook-endpoints", {
      body: { url: "http://127.0.0.1:9/hooks", events: ["*"] },
    });
    const test = await api.POST("/api/webhook-endpoints/{endpointId}/test", {
      params: { path: { endpointId: endpoint.data!.id } },
    });
    expect(test.response.status).toBe(202);
    expect(test.data).toMatchObject({ eventType: "webhook-endpoint.test", status: "pending" });
  });
});
