import { describe, expect, it } from "vitest";

import {
  DEFAULT_PERSONA_STATUSES,
  parseStatusList,
  statusProblems,
  type PersonaStatuses,
} from "@/lib/domain/identity/persona-settings";

import { personaAnswer, personaDecision, personaOutcome } from "./persona-status";

const defaults = DEFAULT_PERSONA_STATUSES;

describe("Persona transaction status → our answer, with the default statuses", () => {
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
  ] as const)("%s (%s) → %s", (status, kind, outcome) => {
    expect(personaOutcome(status, kind, defaults)).toBe(outcome);
  });

  // completed: "run and the outcome is passed" in one version of Persona's lifecycle guide, "a custom
  // status you can add" in another: no answer until the operator says which (PERSONA_PASSED_STATUSES).
  it.each(["completed", "errored", "pending", "Approved", "APPROVED", "approved ", "passed", "", "verified"])(
    "%j is no decision, never VERIFIED",
    (status) => {
      expect(personaOutcome(status, "standard", defaults)).toBeUndefined();
    },
  );

  it.each(["completed", "pending", "Approved", "approved ", "needs review", "pending_fallback_inquiry", "errored "])(
    "%j is UNRECOGNISED: the answer still names the transaction, to be read back rather than created again",
    (status) => {
      expect(personaAnswer({ id: "txn_1", status }, "standard", defaults)).toEqual({
        outcome: "UNRECOGNISED",
        providerReference: "txn_1",
        vendorStatus: status,
      });
    },
  );

  it.each(["standard", "documentary"] as const)(
    "errored (%s) is UNRESOLVED: Persona ended the case undecided",
    (kind) => {
      expect(personaAnswer({ id: "txn_1", status: "errored" }, kind, defaults)).toEqual({
        outcome: "UNRESOLVED",
        providerReference: "txn_1",
        vendorStatus: "errored",
      });
      expect(personaDecision("errored", kind, defaults)).toBeUndefined();
    },
  );

  it("a decision or a review names the transaction and nothing more", () => {
    expect(personaAnswer({ id: "txn_1", status: "approved" }, "standard", defaults)).toEqual({
      outcome: "VERIFIED",
      providerReference: "txn_1",
    });
    expect(personaAnswer({ id: "txn_2", status: "needs_documents" }, "documentary", defaults)).toEqual({
      outcome: "PENDING_REVIEW",
      providerReference: "txn_2",
    });
  });

  it("a callback settles only final decisions", () => {
    expect(personaDecision("approved", "standard", defaults)).toBe("VERIFIED");
    expect(personaDecision("declined", "documentary", defaults)).toBe("FAILED");
    expect(personaDecision("needs_documents", "standard", defaults)).toBe("NEEDS_EXPANDED_VERIFICATION");
    expect(personaDecision("needs_review", "standard", defaults)).toBeUndefined();
    expect(personaDecision("needs_documents", "documentary", defaults)).toBeUndefined();
    expect(personaDecision("whatever", "standard", defaults)).toBeUndefined();
  });
});

describe("the operator's statuses", () => {
  const workflow: PersonaStatuses = {
    passed: ["approved", "completed"],
    failed: ["declined", "needs review"],
    documents: [],
    pending: ["created"],
    unresolved: [],
  };

  it("maps what the workflow ends in, and nothing else", () => {
    expect(personaOutcome("completed", "standard", workflow)).toBe("VERIFIED");
    expect(personaOutcome("needs review", "documentary", workflow)).toBe("FAILED");
    expect(personaOutcome("needs_documents", "standard", workflow)).toBeUndefined();
    expect(personaOutcome("needs_review", "standard", workflow)).toBeUndefined();
  });

  it.each([
    ["approved", ["approved"]],
    [" approved , completed ,", ["approved", "completed"]],
    ["approved,approved", ["approved"]],
    ["needs review,needs-docs", ["needs review", "needs-docs"]],
    ["", []],
  ])("reads %j as %j", (text, value) => {
    expect(parseStatusList(text)).toEqual({ ok: true, value });
  });

  it.each(["approved;declined", "ok!", "-approved", "é", "x".repeat(64)])("refuses %j, quoting it", (text) => {
    const parsed = parseStatusList(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/is not a status name/);
  });

  it("refuses a status in two lists, and empty passed or failed lists, naming the variable", () => {
    expect(statusProblems(defaults)).toEqual([]);
    expect(statusProblems({ ...defaults, pending: ["created", "approved"] })).toEqual([
      { variable: "PERSONA_PENDING_STATUSES", message: 'names "approved", which PERSONA_PASSED_STATUSES names too' },
    ]);
    expect(statusProblems({ ...defaults, passed: [], failed: [] })).toEqual([
      { variable: "PERSONA_PASSED_STATUSES", message: "must name at least one status" },
      { variable: "PERSONA_FAILED_STATUSES", message: "must name at least one status" },
    ]);
  });
});
