import { describe, expect, it } from "vitest";

import { ACCOUNT_RULES, leavesAFactor, mayRemoveFactor } from "./account-rules";

describe("account rules", () => {
  it("an operator always keeps a factor and steps up to end a session; HR does neither", () => {
    expect(ACCOUNT_RULES.operator).toEqual({ keepsAFactor: true, stepUpToEndSession: true });
    expect(ACCOUNT_RULES.hr).toEqual({ keepsAFactor: false, stepUpToEndSession: false });
  });

  it.each([
    [{ totp: true, passkeys: 0 }, "totp", false],
    [{ totp: true, passkeys: 1 }, "totp", true],
    [{ totp: false, passkeys: 1 }, "passkey", false],
    [{ totp: true, passkeys: 1 }, "passkey", true],
    [{ totp: false, passkeys: 2 }, "passkey", true],
  ] as const)("%o removing %s leaves a factor: %s", (held, removing, leaves) => {
    expect(leavesAFactor(held, removing)).toBe(leaves);
    expect(mayRemoveFactor({ realm: "operator", held, removing })).toBe(leaves);
    expect(mayRemoveFactor({ realm: "hr", held, removing })).toBe(true);
  });
});
