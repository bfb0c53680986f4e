import { describe, expect, it } from "vitest";

import { pausedForIdentity } from "./card-pause";

const card = (closed: boolean, ...reasons: string[]) => ({
  closedAt: closed ? new Date("2026-12-01T00:00:00Z") : null,
  locks: reasons.map((reason) => ({ reason })),
});

describe("pausedForIdentity", () => {
  it("is the live card's identity_unverified lock, beside any other", () => {
    expect(pausedForIdentity([card(false, "cardholder_request", "identity_unverified")])).toBe(true);
  });

  it("ignores other locks, a closed card's lock, and no card at all", () => {
    expect(pausedForIdentity([card(false, "employment_ended")])).toBe(false);
    expect(pausedForIdentity([card(false), card(true, "identity_unverified")])).toBe(false);
    expect(pausedForIdentity([])).toBe(false);
  });
});
