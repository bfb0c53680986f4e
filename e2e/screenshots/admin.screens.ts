import type { Api, Employee } from "../fixtures/api";
import { test } from "../fixtures/admin";
import { screenshotForDocs } from "../support/screenshots";
import { seedWebhookEndpoints } from "../support/webhook-endpoints";

// Every HR admin page, at 1280 and 320 px, into docs/screenshots/admin/ (beside the portal's).
// One entry per picture: the page, and the employee to make first when the page is about one.

type Shot = {
  name: string;
  path: string | ((employee: Employee) => string);
  make?: (api: Api) => Promise<Employee>;
  /** Data the page shows that is not an employee; returns how to remove it after the pictures. */
  seed?: (api: Api) => Promise<() => Promise<void>>;
  signedOut?: boolean;
};

const SHOTS: Shot[] = [
  { name: "sign-in", path: "/admin/sign-in", signedOut: true },
  { name: "employees", path: "/admin" },
  { name: "employees-needs-hr-action", path: "/admin?needsHrAction=true" },
  { name: "funnel", path: "/admin/funnel" },
  {
    name: "employee-in-progress",
    path: (employee) => `/admin/employees/${employee.id}`,
    make: async (api) => {
      const employee = await api.createEmployee({ employer: "acme", overrides: { payrollScheduleId: null } });
      await api.verifyIdentity(employee);
      return employee;
    },
  },
  {
    name: "employee-with-card",
    path: (employee) => `/admin/employees/${employee.id}`,
    make: async (api) => {
      const employee = await api.createEmployee({ employer: "acme" });
      await api.makeReady(employee);
      await api.createCard(employee, "all");
      return employee;
    },
  },
  { name: "add-employee", path: "/admin/employees/new" },
  { name: "imports", path: "/admin/imports" },
  { name: "sftp", path: "/admin/sftp" },
  // Endpoints in each state: one disabled with a backlog (open), one not reachable, three
  // reachable, one never sent to.
  {
    name: "webhooks",
    path: "/admin/webhooks",
    seed: async (api) => (await seedWebhookEndpoints(api, "acme", 150)).cleanUp,
  },
  { name: "api-clients", path: "/admin/api-clients" },
  { name: "settings", path: "/admin/settings" },
];

for (const shot of SHOTS) {
  test(shot.name, async ({ page, api, adminSignIn }) => {
    const employee = shot.make ? await shot.make(api) : undefined;
    const cleanUp = shot.seed ? await shot.seed(api) : undefined;
    if (!shot.signedOut) await adminSignIn("acme");
    const target = typeof shot.path === "function" ? shot.path(employee!) : shot.path;
    await screenshotForDocs(page, { area: "admin", name: shot.name, path: target });
    await cleanUp?.();
  });
}
