import { beforeAll, describe, expect, it } from "vitest";

import { HR_ROLES, roleMay, type HrPermission, type HrRole } from "@/lib/domain/hr/hr-roles";

import { employeeBody, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Issue 26 item 1: every role × action pair of the HR area, allowed or refused, through HTTP. The
// use cases decide (lib/services/authorize.ts); a refusal is 403 role_not_allowed and changes
// nothing, an allowed call gets past the role to the resource's own answer.

const { server, tenant, call } = httpHarness();
let employeeId: string;
const people = {} as Record<HrRole, Awaited<ReturnType<typeof signInAdmin>>>;

beforeAll(async () => {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  employeeId = created.body.id;
  for (const role of HR_ROLES) people[role] = await signInAdmin(server.baseUrl, tenant, role);
});

type Action = {
  name: string;
  permission: HrPermission;
  method: string;
  path: () => string;
  body?: () => unknown;
  /** The answer an allowed role gets (the resource's own: 404 for the ids made up here). */
  allowed: number[];
};

const none = "does_not_exist_1234567890";

const ACTIONS: Action[] = [
  {
    name: "list employees",
    permission: "employees.read",
    method: "GET",
    path: () => "/api/admin/employees",
    allowed: [200],
  },
  { name: "the funnel", permission: "employees.read", method: "GET", path: () => "/api/admin/funnel", allowed: [200] },
  {
    name: "one employee's page",
    permission: "employees.read",
    method: "GET",
    path: () => `/api/admin/employees/${employeeId}`,
    allowed: [200],
  },
  {
    name: "imports' history",
    permission: "employees.read",
    method: "GET",
    path: () => "/api/admin/imports",
    allowed: [200],
  },
  {
    name: "eligibility settings",
    permission: "employees.read",
    method: "GET",
    path: () => "/api/admin/eligibility-settings",
    allowed: [200],
  },
  {
    name: "add an employee",
    permission: "employees.write",
    method: "POST",
    path: () => "/api/admin/employees",
    body: () => employeeBody(),
    allowed: [201],
  },
  {
    name: "change an employee",
    permission: "employees.write",
    method: "PATCH",
    path: () => `/api/admin/employees/${employeeId}`,
    body: () => [{ op: "replace", path: "/isEligible", value: true }],
    allowed: [200],
  },
  {
    name: "end an employee's sessions",
    permission: "employees.write",
    method: "POST",
    path: () => `/api/admin/employees/${employeeId}/end-sessions`,
    allowed: [200, 204],
  },
  {
    name: "an invite link",
    permission: "employees.invite",
    method: "POST",
    path: () => `/api/admin/employees/${employeeId}/invite-link`,
    allowed: [200, 201],
  },
  {
    name: "bulk invite",
    permission: "employees.invite",
    method: "POST",
    path: () => "/api/admin/employees/invitations",
    body: () => ({ employeeIds: [employeeId] }),
    allowed: [200],
  },
  {
    name: "export employees",
    permission: "employees.export",
    method: "GET",
    path: () => "/api/admin/employees/export",
    allowed: [200],
  },
  {
    name: "start an import",
    permission: "imports.write",
    method: "POST",
    path: () => "/api/admin/imports",
    body: () => ({ fileName: "roles.csv" }),
    allowed: [201],
  },
  {
    name: "confirm a held import",
    permission: "imports.write",
    method: "POST",
    path: () => `/api/admin/imports/imp_${none}/confirm`,
    allowed: [404],
  },
  {
    name: "lock a card",
    permission: "cards.write",
    method: "POST",
    path: () => `/api/admin/employees/${employeeId}/cards/card_${none}/lock`,
    body: () => ({ reason: "employer_request" }),
    allowed: [404],
  },
  {
    name: "close a card",
    permission: "cards.write",
    method: "POST",
    path: () => `/api/admin/employees/${employeeId}/cards/card_${none}/close`,
    body: () => ({ reason: "employer_request" }),
    allowed: [404],
  },
  {
    name: "SFTP accounts",
    permission: "sftp.manage",
    method: "GET",
    path: () => "/api/admin/sftp-accounts",
    allowed: [200],
  },
  {
    name: "create an SFTP account",
    permission: "sftp.manage",
    method: "POST",
    path: () => "/api/admin/sftp-accounts",
    body: () => ({ name: "Payroll", password: true }),
    allowed: [201],
  },
  {
    name: "API clients",
    permission: "api_clients.manage",
    method: "GET",
    path: () => "/api/admin/api-clients",
    allowed: [200],
  },
  {
    name: "create an API client",
    permission: "api_clients.manage",
    method: "POST",
    path: () => "/api/admin/api-clients",
    body: () => ({ name: "Roles test" }),
    allowed: [201],
  },
  {
    name: "webhook endpoints",
    permission: "webhooks.manage",
    method: "GET",
    path: () => "/api/admin/webhook-endpoints",
    allowed: [200],
  },
  {
    name: "replay a delivery",
    permission: "webhooks.manage",
    method: "POST",
    path: () => `/api/admin/webhook-endpoints/whep_${none}/deliveries/msg_${none}/replay`,
    allowed: [404],
  },
  {
    name: "change the HR contact",
    permission: "settings.manage",
    method: "PATCH",
    path: () => "/api/admin/hr-contact",
    body: () => ({ name: "Benefits team" }),
    allowed: [200],
  },
  {
    name: "change eligibility settings",
    permission: "settings.manage",
    method: "PATCH",
    path: () => "/api/admin/eligibility-settings",
    body: () => ({ eligibilityFileMode: "changes", fullFileThresholdPercent: 10 }),
    allowed: [200],
  },
  { name: "the audit trail", permission: "audit.read", method: "GET", path: () => "/api/admin/audit", allowed: [200] },
  {
    name: "export the audit trail",
    permission: "audit.read",
    method: "GET",
    path: () => "/api/admin/audit/export",
    allowed: [200],
  },
];

describe("HR roles: every role × action", () => {
  const pairs = HR_ROLES.flatMap((role) => ACTIONS.map((action) => [role, action] as const));
  it.each(
    pairs.map(
      ([role, action]) =>
        [`${role} ${roleMay(role, action.permission) ? "may" : "may not"} ${action.name}`, role, action] as const,
    ),
  )("%s", async (_, role, action) => {
    const answer = await people[role].call(action.method, action.path(), action.body?.());
    if (roleMay(role, action.permission)) {
      expect(action.allowed, `${answer.status} ${answer.text.slice(0, 300)}`).toContain(answer.status);
    } else {
      expect(answer.status, answer.text.slice(0, 300)).toBe(403);
      expect(answer.headers.get("content-type")).toMatch(/application\/problem\+json/);
      expect(answer.body).toMatchObject({ code: "role_not_allowed" });
    }
  });

  it("lists an action for every permission", () => {
    const covered = new Set(ACTIONS.map((action) => action.permission));
    expect([...covered].sort()).toEqual(
      (
        [
          "employees.read",
          "employees.write",
          "employees.invite",
          "employees.export",
          "imports.write",
          "cards.write",
          "sftp.manage",
          "api_clients.manage",
          "webhooks.manage",
          "settings.manage",
          "audit.read",
        ] as const
      )
        .slice()
        .sort(),
    );
  });

  it("a refused change changes nothing", async () => {
    const before = await people.owner.call<{ name: string | null }>("GET", "/api/admin/hr-contact");
    const refused = await people.admin.call("PATCH", "/api/admin/hr-contact", { name: "Not allowed" });
    expect(refused.status).toBe(403);
    expect((await people.owner.call("GET", "/api/admin/hr-contact")).body).toEqual(before.body);
  });

  it("a viewer reads a person's page with the date of birth and full address masked by the API, and says so", async () => {
    const asViewer = await people.viewer.call<{ employee: Record<string, unknown>; masked: string[] }>(
      "GET",
      `/api/admin/employees/${employeeId}`,
    );
    expect(asViewer.body.masked).toEqual(["birthDate", "address"]);
    expect(asViewer.body.employee).toMatchObject({ birthDate: null, address: null });
    expect(asViewer.text).not.toContain("1990-04-23");
    const asAdmin = await people.admin.call<{ employee: Record<string, unknown>; masked: string[] }>(
      "GET",
      `/api/admin/employees/${employeeId}`,
    );
    expect(asAdmin.body.masked).toEqual([]);
    expect(asAdmin.body.employee.birthDate).not.toBeNull();
    expect(asAdmin.body.employee.address).not.toBeNull();
  });
});
