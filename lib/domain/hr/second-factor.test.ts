import { describe, expect, it } from "vitest";

import {
  afterFirstCredential,
  STEP_UP_CLOCK_SKEW_MS,
  STEP_UP_WINDOW_MS,
  stepUpFresh,
  type AfterFirstCredential,
  type EnrolledFactors,
  type FirstCredential,
} from "./second-factor";

const now = new Date("2026-11-27T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("stepUpFresh", () => {
  it("is ten minutes", () => {
    expect(STEP_UP_WINDOW_MS).toBe(600_000);
  });

  it.each<[string, number, boolean]>([
    ["just now", 0, true],
    ["9:59.999 ago", 599_999, true],
    ["exactly 10:00 ago", 600_000, true],
    ["10:00.001 ago", 600_001, false],
    ["an hour ago", 3_600_000, false],
    ["a little ahead of our clock (another instance's)", -STEP_UP_CLOCK_SKEW_MS, true],
    ["further ahead than any clock differs", -STEP_UP_CLOCK_SKEW_MS - 1, false],
    ["a day ahead", -86_400_000, false],
  ])("a factor %s: %s", (_, elapsed, fresh) => {
    expect(stepUpFresh(ago(elapsed), now)).toBe(fresh);
  });

  it("is never fresh without a factor", () => {
    expect(stepUpFresh(null, now)).toBe(false);
  });
});

const factors = (totp: boolean, passkeys: number, recoveryCodesLeft: number): EnrolledFactors => ({
  totp,
  passkeys,
  recoveryCodesLeft,
});

describe("afterFirstCredential", () => {
  const signedIn: AfterFirstCredential = { kind: "signed_in" };

  it.each<[string, boolean, EnrolledFactors, AfterFirstCredential]>([
    ["no factor, MFA not required", false, factors(false, 0, 0), signedIn],
    ["no factor, MFA required", true, factors(false, 0, 0), { kind: "enrol" }],
    ["codes left but no factor, MFA not required", false, factors(false, 0, 10), signedIn],
    ["codes left but no factor, MFA required", true, factors(false, 0, 10), { kind: "enrol" }],
    ["TOTP only", false, factors(true, 0, 0), { kind: "second_factor", methods: ["totp"] }],
    ["TOTP and codes", true, factors(true, 0, 1), { kind: "second_factor", methods: ["totp", "recovery_code"] }],
    ["one passkey", true, factors(false, 1, 0), { kind: "second_factor", methods: ["passkey"] }],
    [
      "passkeys, TOTP and codes",
      false,
      factors(true, 2, 10),
      { kind: "second_factor", methods: ["passkey", "totp", "recovery_code"] },
    ],
    [
      "a passkey and the last code",
      false,
      factors(false, 1, 1),
      { kind: "second_factor", methods: ["passkey", "recovery_code"] },
    ],
  ])("after a password, %s", (_, employerRequiresMfa, enrolled, expected) => {
    expect(afterFirstCredential({ employerRequiresMfa, factors: enrolled, signedInWith: "password" })).toEqual(
      expected,
    );
  });

  // Every combination at the boundaries: each count at none, one and more.
  const combinations = [false, true].flatMap((employerRequiresMfa) =>
    [false, true].flatMap((totp) =>
      [0, 1, 2].flatMap((passkeys) =>
        [0, 1, 10].flatMap((codes) =>
          (["password", "passkey", "sso"] as FirstCredential[]).map((signedInWith) => ({
            employerRequiresMfa,
            factors: factors(totp, passkeys, codes),
            signedInWith,
          })),
        ),
      ),
    ),
  );

  it("covers every combination", () => {
    expect(combinations).toHaveLength(108);
  });

  it.each(combinations.filter(({ signedInWith }) => signedInWith !== "password"))(
    "is done after a passkey or single sign-on: %o",
    (facts) => {
      expect(afterFirstCredential(facts)).toEqual(signedIn);
    },
  );

  it.each(combinations.filter(({ signedInWith }) => signedInWith === "password"))(
    "after a password asks for a factor the person has, else enrols them only when required: %o",
    (facts) => {
      const { totp, passkeys, recoveryCodesLeft } = facts.factors;
      const result = afterFirstCredential(facts);
      if (!totp && passkeys === 0) {
        expect(result).toEqual(facts.employerRequiresMfa ? { kind: "enrol" } : signedIn);
        return;
      }
      expect(result).toEqual({
        kind: "second_factor",
        methods: [
          ...(passkeys > 0 ? ["passkey"] : []),
          ...(totp ? ["totp"] : []),
          ...(recoveryCodesLeft > 0 ? ["recovery_code"] : []),
        ],
      });
    },
  );
});
