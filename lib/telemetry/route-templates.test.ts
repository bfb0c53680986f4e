import path from "node:path";

import { describe, expect, it } from "vitest";

import { routeTemplatesModule, routeTemplatesOf } from "@/scripts/telemetry/route-templates";

import { routeTemplate } from "./route-template";
import { ROUTE_TEMPLATES } from "./route-templates";

describe("route templates", () => {
  it("lists every route of app/ (run `npm run telemetry:routes` after adding or removing one)", () => {
    expect(ROUTE_TEMPLATES).toEqual(routeTemplatesOf(path.resolve(__dirname, "../../app")));
    expect(routeTemplatesModule([...ROUTE_TEMPLATES])).toContain('"/api/employers/{employerId}/employees",');
  });

  it.each([
    ["/api/employers/empr_1/employees", "/api/employers/{employerId}/employees"],
    ["/api/employers/empr_1/employees/", "/api/employers/{employerId}/employees"],
    ["/api/employers/empr_1/employees/empl_2", "/api/employers/{employerId}/employees/{employeeId}"],
    [
      "/api/employers/empr_1/employees/empl_2/cards/card_3/lock",
      "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/lock",
    ],
    // A literal segment wins over a parameter in the same place, as in Next.js.
    ["/api/admin/employees/export", "/api/admin/employees/export"],
    ["/api/admin/employees/empl_9", "/api/admin/employees/{employeeId}"],
    ["/api/admin/employees/invitations", "/api/admin/employees/invitations"],
    ["/v1/employers/empr_1/employees/empl_2", "/v1/employers/{employer_id}/employees/{employee_id}"],
    ["/api/health", "/api/health"],
  ])("%s → %s", (pathname, template) => {
    expect(routeTemplate(pathname)).toBe(template);
  });

  it.each([
    "/api/nothing-here",
    "/api/employers/empr_1/employees/empl_2/nothing",
    "/api/employers//employees",
    "/",
    "/api/employers/empr_1/employees/empl_2/cards/card_3/lock/extra",
  ])("answers %s with unmatched: no raw path ever becomes a label", (pathname) => {
    expect(routeTemplate(pathname)).toBe("unmatched");
  });
});
