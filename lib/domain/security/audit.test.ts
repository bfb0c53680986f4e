import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS, AUDIT_CATEGORIES, auditCategory, auditRetainUntil, isAuditAction } from "./audit";

describe("audit actions", () => {
  it("names each action <what>.<verb>, in lower snake case, once", () => {
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it("recognises only the catalogue", () => {
    expect(isAuditAction("card.locked")).toBe(true);
    for (const value of ["card", "card.", "Card.locked", "card.locked ", "", null])
      expect(isAuditAction(value)).toBe(false);
  });

  it("groups actions by what they are about", () => {
    expect(auditCategory("hr.sign_in_failed")).toBe("hr");
    expect(auditCategory("webhook_endpoint.created")).toBe("webhook_endpoint");
    expect(AUDIT_CATEGORIES).toContain("team");
    expect(new Set(AUDIT_CATEGORIES).size).toBe(AUDIT_CATEGORIES.length);
  });
});

describe("auditRetainUntil", () => {
  it("adds whole days in UTC, leap days counted as days", () => {
    expect(auditRetainUntil(new Date("2026-11-27T12:00:00.000Z"), 2557).toISOString()).toBe("2033-11-27T12:00:00.000Z");
    expect(auditRetainUntil(new Date("2024-02-28T00:00:00.000Z"), 1).toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });
});
