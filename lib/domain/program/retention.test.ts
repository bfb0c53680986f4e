import { describe, expect, it } from "vitest";

import { documentImagesDueAt, retainUntil } from "./retention";

describe("retainUntil", () => {
  const erasedAt = new Date("2026-11-28T00:00:00Z");
  it.each([
    ["credit_decision", "2026-01-31T10:00:00Z", "2028-03-02T10:00:00.000Z"],
    ["adverse_action_notice", "2026-06-15T00:00:00Z", "2028-07-15T00:00:00.000Z"],
    ["customer_identification", "2020-01-01T00:00:00Z", "2031-11-28T00:00:00.000Z"],
    ["agreement_acceptance", "2020-01-01T00:00:00Z", "2032-11-28T00:00:00.000Z"],
  ] as const)("%s made %s is kept until %s", (kind, madeAt, until) => {
    expect(retainUntil(kind, new Date(madeAt), erasedAt).toISOString()).toBe(until);
  });
});

describe("documentImagesDueAt", () => {
  it("is the retention period after the decision", () => {
    expect(documentImagesDueAt(new Date("2026-11-01T00:00:00Z"), 30).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});
