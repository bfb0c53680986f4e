import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import {
  apiClientListSchema,
  createdApiClientSchema,
  issuedSecretSchema,
  revokedApiClientSchema,
} from "@/lib/schemas/responses/admin-api-clients";
import { adminEmployeeDetailSchema } from "@/lib/schemas/responses/admin-employee-detail";
import { adminEmployeePageSchema, funnelSchema } from "@/lib/schemas/responses/admin-employees";
import { employeeImportListSchema, employeeImportSchema } from "@/lib/schemas/responses/admin-imports";
import { adminSessionSchema, adminSignedInSchema } from "@/lib/schemas/responses/admin-session";
import { adminDeliveryPageSchema, adminWebhookEndpointListSchema } from "@/lib/schemas/responses/admin-webhooks";
import { employeeSchema } from "@/lib/schemas/responses/employee";
import { inviteLinkSchema } from "@/lib/schemas/responses/misc";
import * as portal from "@/lib/schemas/responses/portal";

import { employeeBody, signInAdmin, signInEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The admin and portal cookie endpoints are not in the OpenAPI document; the browser reads their
// answers through these schemas' types, so each answer must parse (strictly: no unknown fields).

const { server, tenant, call: partner } = httpHarness();
let hr: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  hr = await signInAdmin(server.baseUrl, tenant);
});

async function expectAnswer(schema: z.ZodType, answer: Promise<{ status: number; body: unknown }>, status = 200) {
  const { status: actual, body } = await answer;
  expect(actual).toBe(status);
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return body as Record<string, unknown>;
}

/** A fetch's answer as expectAnswer reads it: the status and the JSON body. */
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

/** A JSON POST without a session cookie (sign-in, sign-out). */
const post = (path: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(answerOf);

describe("the admin cookie endpoints answer as lib/schemas/responses/admin-*.ts say", () => {
  it("session, employees, detail, funnel and invite link", async () => {
    await expectAnswer(adminSessionSchema, hr.call("GET", "/api/admin/session"));
    const created = await expectAnswer(
      employeeSchema,
      hr.call("POST", "/api/admin/employees", employeeBody({ payrollScheduleId: tenant.activeScheduleId })),
      201,
    );
    const id = String(created.id);
    const base = `/api/employers/${tenant.employerId}/employees/${id}`;
    await partner("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 150_000 } });
    await partner("POST", `${base}/identity-verification/initiate`);
    await expectAnswer(adminEmployeePageSchema, hr.call("GET", "/api/admin/employees?pageSize=5"));
    await expectAnswer(adminEmployeeDetailSchema, hr.call("GET", `/api/admin/employees/${id}`));
    await expectAnswer(
      employeeSchema,
      hr.call("PATCH", `/api/admin/employees/${id}`, [{ op: "replace", path: "/isEligible", value: true }]),
    );
    await expectAnswer(funnelSchema, hr.call("GET", "/api/admin/funnel"));
    await expectAnswer(inviteLinkSchema, hr.call("POST", `/api/admin/employees/${id}/invite-link`), 201);
  });

  it("imports", async () => {
    const created = await expectAnswer(
      employeeImportSchema,
      hr.call("POST", "/api/admin/imports", { fileName: "eligibility.csv" }),
      201,
    );
    const csrf = (await hr.call<{ csrfToken: string }>("GET", "/api/admin/session")).body.csrfToken;
    const upload = fetch(`${server.baseUrl}/api/admin/imports/${String(created.id)}/file`, {
      method: "PUT",
      headers: { cookie: `bo_session=${hr.cookie}`, "x-csrf-token": csrf, "content-type": "text/csv" },
      body: "Employee ID,First Name,Last Name,Email\nX-1,Ada,Lovelace,ada.contract@example.com\n",
    }).then(answerOf);
    await expectAnswer(employeeImportSchema, upload);
    await expectAnswer(employeeImportSchema, hr.call("GET", `/api/admin/imports/${String(created.id)}`));
    await expectAnswer(employeeImportListSchema, hr.call("GET", "/api/admin/imports"));
  });

  it("webhook endpoints and deliveries", async () => {
    const endpoint = await partner<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: "http://127.0.0.1:9/hooks", events: ["*"] },
    });
    const list = await expectAnswer(adminWebhookEndpointListSchema, hr.call("GET", "/api/admin/webhook-endpoints"));
    expect((list.data as unknown[]).length).toBeGreaterThan(0);
    await expectAnswer(
      adminDeliveryPageSchema,
      hr.call("GET", `/api/admin/webhook-endpoints/${endpoint.body.id}/deliveries`),
    );
  });

  it("API clients: create, list, rotate, revoke", async () => {
    const created = await expectAnswer(
      createdApiClientSchema,
      hr.call("POST", "/api/admin/api-clients", { name: "Contract test" }),
      201,
    );
    await expectAnswer(apiClientListSchema, hr.call("GET", "/api/admin/api-clients"));
    await expectAnswer(
      issuedSecretSchema,
      hr.call("POST", `/api/admin/api-clients/${String(created.id)}/rotate-secret`),
    );
    await expectAnswer(revokedApiClientSchema, hr.call("POST", `/api/admin/api-clients/${String(created.id)}/revoke`));
  });

  it("sign-in and sign-out", async () => {
    await expectAnswer(adminSignedInSchema, post("/api/admin/sign-in", { email: hr.email, password: hr.password }));
    await expectAnswer(portal.signedOutSchema, post("/api/admin/sign-out"));
  });
});

describe("the portal cookie endpoints answer as lib/schemas/responses/portal.ts says", () => {
  it("session, sign-in and sign-out", async () => {
    const created = await partner<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(),
    });
    const employee = await signInEmployee(
      server.baseUrl,
      partner,
      `/api/employers/${tenant.employerId}/employees/${created.body.id}`,
    );
    await expectAnswer(portal.portalSessionSchema, employee("GET", "/api/portal/session"));
    await expectAnswer(
      portal.portalSignInSentSchema,
      post("/api/portal/sign-in", { email: "nobody@example.com" }),
      202,
    );
    await expectAnswer(portal.signedOutSchema, post("/api/portal/sign-out"));
  });
});
