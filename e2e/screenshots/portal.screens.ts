import type { Api, Employee } from "../fixtures/api";
import { test } from "../fixtures/test";
import { screenshotForDocs } from "../support/screenshots";

// Every portal page in each state worth seeing, at 1280 and 320 px, into docs/screenshots/portal/.
// One entry per picture: how to make the employee, and which page to open. To add a page, add an
// entry; the file name is the entry's name and the width.

type Shot = { name: string; path: string; make?: (api: Api) => Promise<Employee>; signedOut?: boolean };

const fresh = (api: Api) => api.createEmployee({ employer: "acme", personal: "none" });
const withDetails = (api: Api) => api.createEmployee({ employer: "acme" });
const verified = async (api: Api) => {
  const employee = await withDetails(api);
  await api.verifyIdentity(employee);
  return employee;
};
const ready = async (api: Api, employer: "acme" | "globex" = "acme") => {
  const employee = await api.createEmployee({ employer });
  await api.makeReady(employee);
  return employee;
};

const SHOTS: Shot[] = [
  { name: "sign-in", path: "/sign-in", signedOut: true },
  { name: "start", path: "/onboarding", make: fresh },
  { name: "personal", path: "/onboarding/personal", make: fresh },
  { name: "check-answers", path: "/onboarding/check", make: withDetails },
  { name: "identity-start", path: "/onboarding/identity", make: withDetails },
  {
    name: "identity-documents",
    path: "/onboarding/identity",
    make: async (api) => {
      const employee = await api.createEmployee({ employer: "acme", ssnSerial: "1111" });
      await api.verifyIdentity(employee, "NEEDS_EXPANDED_VERIFICATION");
      return employee;
    },
  },
  {
    name: "tasks-in-progress",
    path: "/onboarding",
    make: async (api) => {
      const employee = await withDetails(api);
      await api.verifyIdentity(employee);
      return employee;
    },
  },
  {
    name: "identity-failed",
    path: "/onboarding/identity",
    make: async (api) => {
      const employee = await api.createEmployee({ employer: "acme", ssnSerial: "2222" });
      await api.verifyIdentity(employee, "FAILED");
      return employee;
    },
  },
  { name: "agreements", path: "/onboarding/agreements", make: verified },
  {
    name: "agreements-accepted",
    path: "/onboarding/agreements",
    make: async (api) => {
      const employee = await verified(api);
      await api.acceptAgreements(employee);
      return employee;
    },
  },
  { name: "income", path: "/onboarding/income", make: withDetails },
  {
    name: "income-passed",
    path: "/onboarding/income",
    make: async (api) => {
      const employee = await verified(api);
      await api.makeReady(employee, ["agreements", "atr"]);
      return employee;
    },
  },
  { name: "repayment-payroll", path: "/onboarding/repayment", make: withDetails },
  {
    name: "repayment-payment-method",
    path: "/onboarding/repayment",
    make: (api) => api.createEmployee({ employer: "globex" }),
  },
  {
    name: "waiting-on-employer",
    path: "/onboarding",
    make: (api) => api.createEmployee({ employer: "acme", overrides: { payrollScheduleId: null } }),
  },
  { name: "card-choose", path: "/onboarding/card", make: (api) => ready(api) },
  {
    name: "card-issued",
    path: "/onboarding/card",
    make: async (api) => {
      const employee = await ready(api);
      await api.createCard(employee, "all");
      return employee;
    },
  },
  {
    name: "card-active",
    path: "/onboarding/card",
    make: async (api) => {
      const employee = await ready(api);
      const card = await api.createCard(employee, "all");
      await api.call(employee.employer, "POST", `${employee.base}/cards/${card.id}/activate-physical-card`);
      return employee;
    },
  },
  { name: "card-not-ready", path: "/onboarding/card", make: verified },
  {
    name: "personal-verified-card-mailed",
    path: "/onboarding/personal",
    make: async (api) => {
      const employee = await ready(api);
      await api.createCard(employee, "all");
      return employee;
    },
  },
  {
    name: "tasks-done",
    path: "/onboarding",
    make: async (api) => {
      const employee = await ready(api);
      await api.createCard(employee, "virtual");
      return employee;
    },
  },
  {
    name: "stop-not-eligible",
    path: "/onboarding",
    make: (api) => api.createEmployee({ employer: "acme", overrides: { isEligible: false } }),
  },
  {
    name: "stop-not-employed",
    path: "/onboarding",
    make: (api) => api.createEmployee({ employer: "acme", overrides: { isEmployed: false } }),
  },
  {
    name: "stop-under-18",
    path: "/onboarding",
    make: (api) =>
      api.createEmployee({ employer: "acme", overrides: { birthDate: `${new Date().getUTCFullYear() - 17}-01-01` } }),
  },
  {
    name: "stop-identity-failed",
    path: "/onboarding",
    make: (api) => api.createEmployeeWhoFailedIdentity(),
  },
  {
    name: "stop-income-declined",
    path: "/onboarding",
    make: async (api) => {
      const employee = await withDetails(api);
      await api.makeReady(employee, ["agreements", "identity"]);
      await api.call(employee.employer, "POST", `${employee.base}/atr`, {
        annualIncome: 1_200_000,
        monthlyObligations: 250_000,
      });
      return employee;
    },
  },
];

for (const shot of SHOTS) {
  test(shot.name, async ({ page, api, signIn }) => {
    if (!shot.signedOut && shot.make) await signIn(await shot.make(api));
    await screenshotForDocs(page, { area: "portal", name: shot.name, path: shot.path });
  });
}
