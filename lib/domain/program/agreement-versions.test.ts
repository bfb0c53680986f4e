import { describe, expect, it } from "vitest";

import {
  bindingAcceptance,
  bindingVersionIds,
  diffAgreementText,
  EFFECTIVE_SKEW_MS,
  effectiveAtProblem,
  MAX_EFFECTIVE_AHEAD_MS,
  type Reacceptance,
} from "./agreement-versions";

const versions = (...kinds: Reacceptance[]) => kinds.map((reacceptance, index) => ({ id: index + 1, reacceptance }));
const accepted = (versionId: number, withdrawnAt: Date | null = null) => ({ versionId, withdrawnAt });

describe("bindingVersionIds", () => {
  it("is every version when there is one, whatever it says", () => {
    expect([...bindingVersionIds(versions("notify"))]).toEqual([1]);
    expect([...bindingVersionIds(versions("required"))]).toEqual([1]);
  });

  it("starts at the latest version that asks everybody to accept again", () => {
    expect([...bindingVersionIds(versions("required", "required"))]).toEqual([2]);
    expect([...bindingVersionIds(versions("required", "notify", "notify"))]).toEqual([1, 2, 3]);
    expect([...bindingVersionIds(versions("required", "notify", "required", "notify"))]).toEqual([3, 4]);
  });

  it("is empty before any version is in force", () => {
    expect(bindingVersionIds([]).size).toBe(0);
  });
});

describe("bindingAcceptance", () => {
  it("keeps an earlier acceptance when every later version only notifies", () => {
    expect(bindingAcceptance(versions("required", "notify"), [accepted(1)])).toEqual(accepted(1));
  });

  it("asks again when a later version requires it", () => {
    expect(bindingAcceptance(versions("required", "required"), [accepted(1)])).toBeUndefined();
    expect(bindingAcceptance(versions("required", "notify", "required"), [accepted(2)])).toBeUndefined();
  });

  it("counts an acceptance of the latest version, and the latest of several", () => {
    const both = [accepted(1), accepted(2)];
    expect(bindingAcceptance(versions("required", "required"), both)).toBe(both[1]);
    expect(bindingAcceptance(versions("required", "notify"), both)).toBe(both[1]);
  });

  it("never counts a withdrawn acceptance", () => {
    expect(bindingAcceptance(versions("required"), [accepted(1, new Date())])).toBeUndefined();
  });

  it("never counts an acceptance of a version not (yet) in force", () => {
    expect(bindingAcceptance(versions("required"), [accepted(2)])).toBeUndefined();
  });
});

describe("effectiveAtProblem", () => {
  const now = new Date("2026-12-06T12:00:00Z");
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  it("accepts now, a little clock drift behind us, and up to a year ahead", () => {
    expect(effectiveAtProblem({ effectiveAt: now, now, latestEffectiveAt: undefined })).toBeUndefined();
    expect(effectiveAtProblem({ effectiveAt: at(-EFFECTIVE_SKEW_MS), now, latestEffectiveAt: undefined })).toBe(
      undefined,
    );
    expect(effectiveAtProblem({ effectiveAt: at(MAX_EFFECTIVE_AHEAD_MS), now, latestEffectiveAt: undefined })).toBe(
      undefined,
    );
  });

  it("refuses the past beyond the drift, and more than a year ahead", () => {
    expect(effectiveAtProblem({ effectiveAt: at(-EFFECTIVE_SKEW_MS - 1), now, latestEffectiveAt: undefined })).toBe(
      "effective_at_in_past",
    );
    expect(effectiveAtProblem({ effectiveAt: at(MAX_EFFECTIVE_AHEAD_MS + 1), now, latestEffectiveAt: undefined })).toBe(
      "effective_at_too_far",
    );
  });

  it("refuses a time at or before the document's latest version, in force or scheduled", () => {
    const latest = at(60_000);
    expect(effectiveAtProblem({ effectiveAt: latest, now, latestEffectiveAt: latest })).toBe(
      "effective_at_before_latest",
    );
    expect(effectiveAtProblem({ effectiveAt: at(60_001), now, latestEffectiveAt: latest })).toBeUndefined();
  });
});

describe("diffAgreementText", () => {
  it("marks removed and added words, keeping the unchanged text", () => {
    expect(diffAgreementText("Fees: none for purchases.", "Fees: $1 for purchases.")).toEqual([
      { change: "same", text: "Fees: " },
      { change: "removed", text: "none" },
      { change: "added", text: "$1" },
      { change: "same", text: " for purchases." },
    ]);
  });

  it("is one unchanged run for the same text, and one added run from nothing", () => {
    expect(diffAgreementText("Same.", "Same.")).toEqual([{ change: "same", text: "Same." }]);
    expect(diffAgreementText("", "New.")).toEqual([{ change: "added", text: "New." }]);
  });
});
