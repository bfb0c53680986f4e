import { afterEach, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { clearSealedCookie, readSealedCookie, setSealedCookie, type SealedCookie } from "./sealed-cookie";

const COOKIE: SealedCookie = { name: "bo_test_step", purpose: "test-step", ttlSeconds: 300 };
const SECRET = "sealed-cookie-secret-0123456789-0123456789";

function useSecret(secret: string) {
  process.env.SESSION_SECRET = secret;
  resetEnvCache();
}

afterEach(() => {
  delete process.env.SESSION_SECRET;
  resetEnvCache();
});

/** The request a browser sends back with the cookie set by `setCookie`. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("sealed cookies", () => {
  it("hold their data for the browser that got them: HttpOnly, SameSite=Strict, Path=/, for their lifetime", async () => {
    useSecret(SECRET);
    // Long enough that a random seal cannot hold it by chance (a 3-letter one did, about 1 run in 3,000).
    const challenge = "challenge-in-the-clear-0123456789";
    const set = await setSealedCookie(COOKIE, { challenge });
    expect(set).toMatch(/^bo_test_step=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=300$/);
    expect(set).not.toContain(challenge);
    expect(set).not.toContain(Buffer.from(JSON.stringify({ challenge })).toString("base64url"));
    expect(await readSealedCookie<{ challenge: string }>(sentBack(set), COOKIE)).toEqual({ challenge });
  });

  it("open to nothing when missing, altered, sealed under another secret or of another name", async () => {
    useSecret(SECRET);
    const set = await setSealedCookie(COOKIE, { challenge: "abc" });
    const value = set.split(";")[0]!.split("=").slice(1).join("=");
    const altered = `bo_test_step=${value.slice(0, -3)}${value.slice(-3) === "AAA" ? "BBB" : "AAA"}`;
    expect(await readSealedCookie(null, COOKIE)).toBeUndefined();
    expect(await readSealedCookie(sentBack(altered), COOKIE)).toBeUndefined();
    expect(await readSealedCookie(sentBack(`other=${value}`), COOKIE)).toBeUndefined();
    // A seal made for another purpose, under this cookie's name, opens to nothing.
    const other = await setSealedCookie({ ...COOKIE, purpose: "something-else" }, { challenge: "abc" });
    expect(await readSealedCookie(sentBack(other), COOKIE)).toBeUndefined();
    useSecret("another-secret-nobody-used-0123456789-01");
    expect(await readSealedCookie(sentBack(set), COOKIE)).toBeUndefined();
  });

  it("are __Host- prefixed and Secure in production, and SameSite=Lax when asked", async () => {
    useSecret(SECRET);
    const set = await setSealedCookie({ ...COOKIE, sameSite: "Lax" }, { a: 1 }, true);
    expect(set).toMatch(/^__Host-bo_test_step=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=300; Secure$/);
    expect(await readSealedCookie(sentBack(set), COOKIE, true)).toEqual({ a: 1 });
    expect(await readSealedCookie(sentBack(set), COOKIE, false)).toBeUndefined();
  });

  it("are removed with an empty value and Max-Age=0", () => {
    useSecret(SECRET);
    expect(clearSealedCookie(COOKIE)).toBe("bo_test_step=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
  });
});
