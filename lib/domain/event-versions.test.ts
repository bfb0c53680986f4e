import { describe, expect, it } from "vitest";

import { eventForVersion } from "./event-versions";

const needs = { employerId: "empr_1", employeeId: "empl_1", status: "NEEDS_EXPANDED_VERIFICATION" };

describe("eventForVersion", () => {
  it.each(["2024-01-16", "2027-01-01"] as const)("keeps the expanded flow under %s", (version) => {
    expect(eventForVersion("identity-verification.needs-documentary-evidence", needs, version)).toEqual({
      type: "identity-verification.needs-documentary-evidence",
      data: needs,
    });
  });

  it("reads needs-documentary-evidence as failed before 2024-01-16", () => {
    expect(eventForVersion("identity-verification.needs-documentary-evidence", needs, "2021-08-10")).toEqual({
      type: "identity-verification.failed",
      data: { ...needs, status: "FAILED" },
    });
  });

  it("leaves other events alone in every version", () => {
    const data = { employeeId: "empl_1", status: "VERIFIED" };
    expect(eventForVersion("identity-verification.success", data, "2021-08-10")).toEqual({ type: "identity-verification.success", data });
    expect(eventForVersion("card.created", { cardId: "card_1" }, "2021-08-10")).toEqual({ type: "card.created", data: { cardId: "card_1" } });
  });
});
