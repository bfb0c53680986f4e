import { describe, expect, it } from "vitest";

import { personaDecision, personaOutcome } from "./persona-status";

describe("Persona transaction status → our answer", () => {
  it.each([
    ["approved", "standard", "VERIFIED"],
    ["approved", "documentary", "VERIFIED"],
    ["declined", "standard", "FAILED"],
    ["declined", "documentary", "FAILED"],
    ["needs_documents", "standard", "NEEDS_EXPANDED_VERIFICATION"],
    ["needs_documents", "documentary", "PENDING_REVIEW"],
    ["needs_review", "standard", "PENDING_REVIEW"],
    ["needs_review", "documentary", "PENDING_REVIEW"],
    ["created", "standard", "PENDING_REVIEW"],
    ["pending", "standard", "PENDING_REVIEW"],
    ["completed", "standard", "PENDING_REVIEW"],
  ] as const)("%s (%s) → %s", (status, kind, outcome) => {
    expect(personaOutcome(status, kind)).toBe(outcome);
  });

  it.each(["Approved", "APPROVED", "approved ", "passed", "", "verified"])(
    "%j is no answer (retried), never VERIFIED",
    (status) => {
      expect(personaOutcome(status, "standard")).toBeUndefined();
    },
  );

  it("a callback settles only final decisions", () => {
    expect(personaDecision("approved", "standard")).toBe("VERIFIED");
    expect(personaDecision("declined", "documentary")).toBe("FAILED");
    expect(personaDecision("needs_documents", "standard")).toBe("NEEDS_EXPANDED_VERIFICATION");
    expect(personaDecision("needs_review", "standard")).toBeUndefined();
    expect(personaDecision("needs_documents", "documentary")).toBeUndefined();
    expect(personaDecision("whatever", "standard")).toBeUndefined();
  });
});
