import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { emailDomainAllowed, roleFromClaims } from "@/lib/domain/hr/sso-policy";
import { startOidcProvider, type LocalOidcProvider, type TestUser } from "@/tests/support/oidc-provider";
import type { IdTokenTampering } from "@/tests/support/oidc-signing-key";
import { followToCallback } from "@/tests/support/redirect-follower";

import {
  beginSignIn,
  clearDiscoveryCache,
  completeSignIn,
  discoverIssuer,
  OidcDiscoveryError,
  type OidcConfiguration,
  type SignInAttempt,
} from "./oidc";

// Sign-ins through a real OpenID provider on 127.0.0.1 (tests/support/oidc-provider.ts). The
// relying party's callback is never fetched: the redirect follower stops at it and hands over
// the URL, as a route handler would receive it.
const REDIRECT_URI = "http://127.0.0.1:9/sso/callback";
const CLIENT = { clientId: "benefits-app", clientSecret: "s3cret-for-tests", redirectUris: [REDIRECT_URI] };

const ann: TestUser = {
  sub: "00u-ann",
  email: "Ann.Lee@acme.com",
  email_verified: true,
  name: "Ann Lee",
  groups: ["staff", "hr-admins"],
};

let provider: LocalOidcProvider;
let config: OidcConfiguration;
const settings = () => ({ issuer: provider.issuer, ...CLIENT, allowInsecure: true });

beforeAll(async () => {
  provider = await startOidcProvider({ clients: [CLIENT] });
});
afterAll(() => provider.close());
beforeEach(async () => {
  clearDiscoveryCache();
  config = await discoverIssuer(settings());
});

/** One sign-in up to the callback: the person (or a refusal) queued at the provider, then the redirects. */
async function reachCallback(user: TestUser | "deny", tampering?: IdTokenTampering) {
  const attempt = await beginSignIn(config, { redirectUri: REDIRECT_URI, scopes: ["groups"] });
  if (user === "deny") provider.denyNextSignIn();
  else provider.setNextUser(user);
  if (tampering) provider.tamperNextIdToken(tampering);
  const callbackUrl = await followToCallback(attempt.url, { stopAt: REDIRECT_URI });
  return { attempt, callbackUrl };
}

const complete = (callbackUrl: string, expected: SignInAttempt) =>
  completeSignIn(config, { callbackUrl, expected, redirectUri: REDIRECT_URI });

describe("a sign-in", () => {
  it("goes from the authorization URL to the person's verified identity", async () => {
    const attempt = await beginSignIn(config, {
      redirectUri: REDIRECT_URI,
      scopes: ["groups"],
      loginHint: "ann@acme.com",
    });
    const url = new URL(attempt.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: "openid email profile groups",
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge_method: "S256",
      login_hint: "ann@acme.com",
    });
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(new Set([attempt.state, attempt.nonce, attempt.codeVerifier]).size).toBe(3);

    provider.setNextUser(ann);
    const callbackUrl = await followToCallback(attempt.url, { stopAt: REDIRECT_URI });
    expect(new URL(callbackUrl).searchParams.get("code")).toBeTruthy();
    const result = await complete(callbackUrl, attempt);

    expect(result).toEqual({
      ok: true,
      claims: {
        sub: ann.sub,
        email: ann.email,
        emailVerified: true,
        name: ann.name,
        raw: expect.objectContaining({ iss: provider.issuer, aud: CLIENT.clientId, groups: ann.groups }),
      },
    });
    if (!result.ok) return;
    expect(emailDomainAllowed(result.claims.email, ["acme.com"])).toBe(true);
    const rule = { claim: "groups", mapping: { "hr-admins": "admin" as const }, defaultRole: null };
    expect(roleFromClaims(result.claims.raw, rule)).toBe("admin");
  });

  it("reads the e-mail address from UserInfo when the ID token is thin, and sends the secret in the body when the provider takes only that", async () => {
    const thin = await startOidcProvider({
      clients: [CLIENT],
      thinIdTokens: true,
      authMethods: ["client_secret_post"],
    });
    try {
      const thinConfig = await discoverIssuer({ ...settings(), issuer: thin.issuer });
      const attempt = await beginSignIn(thinConfig, { redirectUri: REDIRECT_URI });
      thin.setNextUser(ann);
      const callbackUrl = await followToCallback(attempt.url, { stopAt: REDIRECT_URI });
      const result = await completeSignIn(thinConfig, { callbackUrl, expected: attempt, redirectUri: REDIRECT_URI });
      expect(result).toMatchObject({ ok: true, claims: { sub: ann.sub, email: ann.email, emailVerified: true } });
    } finally {
      await thin.close();
    }
  });
});

describe("a sign-in through the provider's login form (the path a browser takes)", () => {
  it("signs in the person whose address is typed, and refuses one the provider does not know", async () => {
    provider.addUser({ ...ann, sub: "00u-bo", email: "bo.chen@acme.com" });
    const attempt = await beginSignIn(config, { redirectUri: REDIRECT_URI });
    const callbackUrl = await followToCallback(attempt.url, { stopAt: REDIRECT_URI, login: "Bo.Chen@ACME.com" });
    expect(await complete(callbackUrl, attempt)).toMatchObject({ ok: true, claims: { sub: "00u-bo" } });

    const unknown = await beginSignIn(config, { redirectUri: REDIRECT_URI });
    await expect(followToCallback(unknown.url, { stopAt: REDIRECT_URI, login: "nobody@acme.com" })).rejects.toThrow(
      /No such person/,
    );
  });
});

describe("a sign-in refused", () => {
  it.each<[string, IdTokenTampering, string]>([
    ["an ID token for another client", { audience: "someone-else" }, "wrong_audience"],
    ["an ID token for us and another client", { audience: [CLIENT.clientId, "someone-else"] }, "wrong_audience"],
    ["an ID token from another issuer", { issuer: "https://idp.evil.example" }, "wrong_issuer"],
    ["an expired ID token (the provider's clock two hours behind)", { clockSkewSeconds: -7200 }, "token_expired"],
    ["an ID token signed with a key the provider never published", { signWithUnknownKey: true }, "token_invalid"],
  ])("%s", async (_case, tampering, reason) => {
    const { attempt, callbackUrl } = await reachCallback(ann, tampering);
    const result = await complete(callbackUrl, attempt);
    expect(result).toMatchObject({ ok: false, reason });
  });

  it("a replayed callback: the caller's single-use record is gone, and the provider would not take the code twice", async () => {
    // The caller's store, as the routes will keep it: one record per state, taken once.
    const records = new Map<string, SignInAttempt>();
    const take = (state: string | null) => {
      const record = state === null ? undefined : records.get(state);
      if (state !== null) records.delete(state);
      return record;
    };
    const { attempt, callbackUrl } = await reachCallback(ann);
    records.set(attempt.state, attempt);

    const first = take(new URL(callbackUrl).searchParams.get("state"));
    expect(first).toBeDefined();
    expect(await complete(callbackUrl, first!)).toMatchObject({ ok: true });
    expect(take(new URL(callbackUrl).searchParams.get("state"))).toBeUndefined();

    // Were the record kept by mistake, the provider refuses the spent code.
    const again = await complete(callbackUrl, attempt);
    expect(again).toMatchObject({ ok: false, reason: "exchange_failed" });
    if (!again.ok) expect(again.detail).toContain("invalid_grant");
  });

  it("a callback completed with another attempt's values: state mismatch, nothing exchanged", async () => {
    const mine = await reachCallback(ann);
    const theirs = await beginSignIn(config, { redirectUri: REDIRECT_URI });
    expect(await complete(mine.callbackUrl, theirs)).toMatchObject({ ok: false, reason: "state_mismatch" });
    // The code was not spent: the right attempt still completes.
    expect(await complete(mine.callbackUrl, mine.attempt)).toMatchObject({ ok: true });
  });

  it.each<[string, (url: URL) => void]>([
    ["no state", (url) => url.searchParams.delete("state")],
    ["an empty state", (url) => url.searchParams.set("state", "")],
    ["a second state", (url) => url.searchParams.append("state", "x")],
  ])("a callback with %s", async (_case, mangle) => {
    const { attempt, callbackUrl } = await reachCallback(ann);
    const url = new URL(callbackUrl);
    mangle(url);
    expect(await complete(url.href, attempt)).toMatchObject({ ok: false, reason: "state_mismatch" });
  });

  it.each(["not a URL", ""])("a callback URL that does not parse (%j)", async (callbackUrl) => {
    const attempt = await beginSignIn(config, { redirectUri: REDIRECT_URI });
    expect(await complete(callbackUrl, attempt)).toMatchObject({ ok: false, reason: "state_mismatch" });
  });

  it.each<[string, (url: URL) => void]>([
    ["another issuer's iss", (url) => url.searchParams.set("iss", "https://idp.evil.example")],
    ["no iss from a provider that sends it", (url) => url.searchParams.delete("iss")],
  ])("a callback with %s", async (_case, mangle) => {
    const { attempt, callbackUrl } = await reachCallback(ann);
    const url = new URL(callbackUrl);
    mangle(url);
    expect(await complete(url.href, attempt)).toMatchObject({ ok: false, reason: "wrong_issuer" });
  });

  it("an ID token for another attempt of the same browser: nonce mismatch", async () => {
    const { attempt, callbackUrl } = await reachCallback(ann);
    const result = await complete(callbackUrl, { ...attempt, nonce: "another-attempts-nonce" });
    expect(result).toMatchObject({ ok: false, reason: "nonce_mismatch" });
  });

  it("a code exchanged without the attempt's PKCE verifier", async () => {
    const { attempt, callbackUrl } = await reachCallback(ann);
    const result = await complete(callbackUrl, { ...attempt, codeVerifier: "x".repeat(43) });
    expect(result).toMatchObject({ ok: false, reason: "exchange_failed" });
  });

  it("the person cancelled at the provider: a provider error, its words kept for the logs only", async () => {
    const { attempt, callbackUrl } = await reachCallback("deny");
    const result = await complete(callbackUrl, attempt);
    expect(result).toMatchObject({ ok: false, reason: "provider_error" });
    if (!result.ok) expect(result.detail).toBe("access_denied: End-User cancelled");
  });

  it("a domain the employer did not allow: the identity is proven, the policy keeps it out", async () => {
    const { attempt, callbackUrl } = await reachCallback({ ...ann, sub: "00u-eve", email: "eve@evil-acme.com" });
    const result = await complete(callbackUrl, attempt);
    expect(result).toMatchObject({ ok: true, claims: { email: "eve@evil-acme.com" } });
    if (result.ok) expect(emailDomainAllowed(result.claims.email, ["acme.com"])).toBe(false);
  });

  it("an e-mail address the provider has not verified, unless the caller accepts that", async () => {
    const unverified = { ...ann, email_verified: false };
    const first = await reachCallback(unverified);
    expect(await complete(first.callbackUrl, first.attempt)).toMatchObject({ ok: false, reason: "email_unverified" });

    const second = await reachCallback(unverified);
    const accepted = await completeSignIn(config, {
      callbackUrl: second.callbackUrl,
      expected: second.attempt,
      redirectUri: REDIRECT_URI,
      requireVerifiedEmail: false,
    });
    expect(accepted).toMatchObject({ ok: true, claims: { emailVerified: false } });
  });

  it("no e-mail address at all", async () => {
    const { attempt, callbackUrl } = await reachCallback({ sub: "00u-no-mail", name: "No Mail" });
    expect(await complete(callbackUrl, attempt)).toMatchObject({ ok: false, reason: "email_missing" });
  });
});

describe("discovery", () => {
  it("is cached per issuer, client and secret, until cleared", async () => {
    expect(await discoverIssuer(settings())).toBe(config);
    expect(await discoverIssuer({ ...settings(), clientSecret: "rotated" })).not.toBe(config);
    clearDiscoveryCache();
    expect(await discoverIssuer(settings())).not.toBe(config);
  });

  it.each<[string, () => { issuer: string; allowInsecure?: boolean }, string]>([
    ["plain HTTP without allowInsecure", () => ({ issuer: provider.issuer, allowInsecure: false }), "issuer_invalid"],
    ["plain HTTP to a host not on this machine", () => ({ issuer: "http://idp.example.com" }), "issuer_invalid"],
    [
      "allowInsecure with an HTTPS host not on this machine",
      () => ({ issuer: "https://idp.example.com" }),
      "issuer_invalid",
    ],
    ["not a URL", () => ({ issuer: "acme.okta.com" }), "issuer_invalid"],
    [
      "another issuer's metadata",
      () => ({ issuer: provider.issuer.replace("127.0.0.1", "localhost") }),
      "issuer_invalid",
    ],
    ["no provider there", () => ({ issuer: "http://127.0.0.1:9" }), "issuer_unreachable"],
    ["no metadata there", () => ({ issuer: `${provider.issuer}/elsewhere` }), "issuer_unreachable"],
  ])("fails for %s, and is not cached", async (_case, override, reason) => {
    const attempt = discoverIssuer({ ...settings(), ...override() });
    await expect(attempt).rejects.toBeInstanceOf(OidcDiscoveryError);
    await expect(attempt).rejects.toMatchObject({ reason });
    const again = discoverIssuer({ ...settings(), ...override() });
    expect(again).not.toBe(attempt);
    await expect(again).rejects.toMatchObject({ reason });
  });

  it("refuses a redirect URI with a query: the exchange could not repeat it", async () => {
    await expect(beginSignIn(config, { redirectUri: `${REDIRECT_URI}?employer=1` })).rejects.toThrow(TypeError);
  });
});
