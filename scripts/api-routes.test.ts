import { describe, expect, it } from "vitest";

import { matchRoute, routeTable } from "./api-routes.mjs";

// The routing both the production server's /api and the integration tests' server answer by.
const table = routeTable(
  [
    "/api/[[...unknown]]",
    "/api/employers/[employerId]/employees",
    "/api/employers/[employerId]/employees/[employeeId]",
    "/api/employers/[employerId]/employees/export",
    "/api/(internal)/health",
    "/api/files/[...path]",
  ].map((template) => ({ template, load: () => ({}) })),
);
const match = (pathname: string) => {
  const found = matchRoute(table, pathname);
  return found && { template: found.route.template, params: found.params };
};

describe("routing by Next.js's rules", () => {
  it("prefers a static segment to a dynamic one, and both to a catch-all", () => {
    expect(match("/api/employers/e1/employees/export")?.template).toBe("/api/employers/[employerId]/employees/export");
    expect(match("/api/employers/e1/employees/empl_1")).toEqual({
      template: "/api/employers/[employerId]/employees/[employeeId]",
      params: { employerId: "e1", employeeId: "empl_1" },
    });
    expect(match("/api/employers/e1/nothing-here")).toEqual({
      template: "/api/[[...unknown]]",
      params: { unknown: ["employers", "e1", "nothing-here"] },
    });
  });

  it("takes /api itself by the optional catch-all, and a trailing slash as the path without it", () => {
    expect(match("/api")).toEqual({ template: "/api/[[...unknown]]", params: {} });
    expect(match("/api/employers/e1/employees/")?.template).toBe("/api/employers/[employerId]/employees");
  });

  it("leaves route groups out of the path", () => {
    expect(match("/api/health")?.template).toBe("/api/(internal)/health");
  });

  it("decodes each parameter on its own: an encoded slash stays inside it", () => {
    expect(match("/api/employers/a%2Fb/employees")?.params).toEqual({ employerId: "a/b" });
    expect(match("/api/files/x%20y/z")?.params).toEqual({ path: ["x y", "z"] });
  });

  it("matches nothing for a path whose encoding is broken (the caller answers it)", () => {
    expect(match("/api/employers/%E0%A4%A/employees")).toBeUndefined();
  });

  it("matches nothing outside the table", () => {
    expect(match("/admin")).toBeUndefined();
    expect(match("/apix")).toBeUndefined();
  });
});
