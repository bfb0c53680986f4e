import { sealData } from "iron-session";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { createSessionCookie } from "./session";
import {
  clearSsoAttemptCookie,
  hashSsoState,
  readSsoAttempt,
  SSO_ATTEMPT_TTL_SECONDS,
  ssoAttemptCookie,
  stateMatches,
  type SsoAttempt,
} from "./sso-attempt";

const SECRET = "test-secret-for-sso-attempts-0123456789ab";
const attempt: SsoAttempt = {
  employerId: "empr_7Hq2Lm9XcV3bN8kP1sT4wY",
  stateHash: hashSsoState("state-abc"),
  nonce: "nonce-xyz",
  codeVerifier: "verifier-0123456789012345678901234567890123",
};
const valueOf = (setCookie: string) => /^[^=]+=([^;]*)/.exec(setCookie)![1]!;

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
  resetEnvCache();
});
afterEach(() => vi.useRealTimers());

describe("a single sign-on attempt's cookie", () => {
  it("opens to the attempt in the browser that holds it, and says nothing readable", async () => {
    const setCookie = await ssoAttemptCookie(attempt, false);
    expect(await readSsoAttempt(`other=1; bo_sso=${valueOf(setCookie)}`, false)).toEqual(attempt);
    expect(setCookie).not.toContain(attempt.nonce);
    expect(setCookie).not.toContain(attempt.codeVerifier);
    expect(setCookie).not.toContain(attempt.employerId);
  });

  it.each([
    [false, /^bo_sso=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/],
    [true, /^__Host-bo_sso=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/],
  ])("production %s: %s", async (production, shape) => {
    expect(await ssoAttemptCookie(attempt, production)).toMatch(shape);
    expect(clearSsoAttemptCookie(production)).toMatch(
      new RegExp(`^${production ? "__Host-" : ""}bo_sso=; .*Max-Age=0`),
    );
  });

  it("is read under its own name only: production ignores a plain bo_sso a subdomain could set", async () => {
    const value = valueOf(await ssoAttemptCookie(attempt, true));
    expect(await readSsoAttempt(`bo_sso=${value}`, true)).toBeUndefined();
    expect(await readSsoAttempt(`__Host-bo_sso=${value}`, true)).toEqual(attempt);
  });

  it("refuses no cookie, a changed one, an expired one, and another seal of ours (a session cookie)", async () => {
    const value = valueOf(await ssoAttemptCookie(attempt, false));
    expect(await readSsoAttempt(null, false)).toBeUndefined();
    expect(await readSsoAttempt("bo_session=x", false)).toBeUndefined();
    const at = Math.floor(value.length / 2);
    const tampered = `${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
    expect(await readSsoAttempt(`bo_sso=${tampered}`, false)).toBeUndefined();
    const { cookie } = await createSessionCookie({ kind: "admin", adminId: "adm_1", employerId: "empr_1", version: 1 });
    expect(await readSsoAttempt(`bo_sso=${valueOf(cookie)}`, false)).toBeUndefined();
    const other = await sealData({ ...attempt, purpose: "reminders-opt-out" }, { password: SECRET, ttl: 600 });
    expect(await readSsoAttempt(`bo_sso=${other}`, false)).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + (SSO_ATTEMPT_TTL_SECONDS + 120) * 1000 });
    expect(await readSsoAttempt(`bo_sso=${value}`, false)).toBeUndefined();
  });

  it("matches the callback's state by its hash, exactly", () => {
    expect(stateMatches(attempt, "state-abc")).toBe(true);
    for (const state of ["state-abd", "state-ab", "", "STATE-ABC", attempt.stateHash])
      expect(stateMatches(attempt, state)).toBe(false);
  });
});
