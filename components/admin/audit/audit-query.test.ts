import { describe, expect, it } from "vitest";

import { apiSearch, auditHref, filterSearch, parseAuditFilters } from "./audit-query";

const params = (search: string) => new URLSearchParams(search);

describe("the audit page's address bar", () => {
  it("reads known filters and keeps them in links", () => {
    const filters = parseAuditFilters(
      params(
        "category=team&action=team.role_changed&actorId=adm_1&targetId=empl_2&from=2026-11-01&to=2026-11-27&cursor=abc",
      ),
    );
    expect(filters).toEqual({
      category: "team",
      action: "team.role_changed",
      actorId: "adm_1",
      targetId: "empl_2",
      from: "2026-11-01",
      to: "2026-11-27",
      cursor: "abc",
    });
    expect(auditHref(filters)).toBe(
      "/admin/audit?category=team&action=team.role_changed&actorId=adm_1&targetId=empl_2&from=2026-11-01&to=2026-11-27&cursor=abc",
    );
    expect(filterSearch(filters).has("cursor")).toBe(false);
    expect(apiSearch(filters)).toContain("pageSize=50");
  });

  it("drops what the API would refuse instead of failing", () => {
    const filters = parseAuditFilters(
      params(`category=nope&action=team.exploded&from=2026-02-30&to=yesterday&actorId=${"x".repeat(101)}`),
    );
    expect(filters).toEqual({ category: "", action: "", actorId: "", targetId: "", from: "", to: "", cursor: "" });
    expect(auditHref(filters)).toBe("/admin/audit");
  });
});
