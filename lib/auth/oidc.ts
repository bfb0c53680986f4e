import { createHash, timingSafeEqual } from "node:crypto";

import * as oidc from "openid-client";

import { discoveryFailureOf, signInFailureOf, type SignInFailure, type SignInFailureReason } from "./oidc-errors";

export type { SignInFailureReason } from "./oidc-errors";

/**
 * Single sign-on's relying party (issue 26 item 3) over openid-client 6: the authorization code
 * flow with PKCE, state and nonce, against the identity provider an employer's owner configured.
 * Three steps: discover the provider, send the person to it, check what comes back. Storing the
 * attempt between the last two (single use, short-lived, keyed by state) is the caller's; so is
 * deciding what a proven identity may do (lib/domain/hr/sso-policy.ts).
 */
export type OidcConfiguration = oidc.Configuration;

export type OidcClientSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plain HTTP, for a provider on this machine in tests and development: refused (the discovery
   * fails) with any issuer but a loopback address, and never to be read from an employer's
   * configuration.
   */
  allowInsecure?: boolean;
};

/** Discovery failed: the issuer did not answer (`issuer_unreachable`) or cannot be used (`issuer_invalid`). */
export class OidcDiscoveryError extends Error {
  constructor(
    readonly reason: "issuer_unreachable" | "issuer_invalid",
    readonly detail: string,
  ) {
    super(`OpenID provider discovery failed: ${reason}`);
    this.name = "OidcDiscoveryError";
  }
}

/** A provider's metadata and keys change rarely; a sign-in should not wait on them every time. */
export const DISCOVERY_CACHE_MS = 5 * 60_000;
const REQUEST_TIMEOUT_SECONDS = 10;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const cache = new Map<string, { expiresAt: number; configuration: Promise<OidcConfiguration> }>();

/**
 * The provider's configuration for this client, from its discovery document, cached per issuer,
 * client and secret (a rotated secret is used at once) for DISCOVERY_CACHE_MS; a failure is not
 * cached. ID token signatures are checked against the provider's published keys, not only
 * trusted for arriving over TLS. Throws OidcDiscoveryError.
 */
export function discoverIssuer(settings: OidcClientSettings): Promise<OidcConfiguration> {
  const now = Date.now();
  for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key);
  const key = [
    settings.issuer,
    settings.clientId,
    sha256(settings.clientSecret).toString("hex"),
    !!settings.allowInsecure,
  ].join("\n");
  const cached = cache.get(key);
  if (cached) return cached.configuration;
  const configuration = discover(settings);
  const entry = { expiresAt: now + DISCOVERY_CACHE_MS, configuration };
  cache.set(key, entry);
  configuration.catch(() => cache.get(key) === entry && cache.delete(key));
  return configuration;
}

/** Forgets every discovered provider (tests; a configuration changed by its owner). */
export function clearDiscoveryCache(): void {
  cache.clear();
}

async function discover(settings: OidcClientSettings): Promise<OidcConfiguration> {
  const issuer = URL.canParse(settings.issuer) ? new URL(settings.issuer) : undefined;
  if (!issuer || (issuer.protocol !== "https:" && issuer.protocol !== "http:"))
    throw new OidcDiscoveryError("issuer_invalid", "the issuer is not an http(s) URL");
  if (settings.allowInsecure && !LOOPBACK.has(issuer.hostname))
    throw new OidcDiscoveryError("issuer_invalid", "allowInsecure is for a loopback issuer only");
  if (issuer.protocol === "http:" && !settings.allowInsecure)
    throw new OidcDiscoveryError("issuer_invalid", "the issuer is not HTTPS");
  const execute = [oidc.enableNonRepudiationChecks];
  // Deprecated only to stand out; it lifts the HTTPS-only rule for this configuration alone.
  if (settings.allowInsecure) execute.push(oidc.allowInsecureRequests);
  let configuration: OidcConfiguration;
  try {
    configuration = await oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      clientAuthentication(settings.clientSecret),
      {
        execute,
        timeout: REQUEST_TIMEOUT_SECONDS,
      },
    );
  } catch (error) {
    const { reason, detail } = discoveryFailureOf(error);
    throw new OidcDiscoveryError(reason, detail);
  }
  const metadata = configuration.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri)
    throw new OidcDiscoveryError("issuer_invalid", "the metadata lacks an authorization, token or JWKS endpoint");
  return configuration;
}

/**
 * The client secret over HTTP Basic, the protocol's default, or in the body for a provider whose
 * metadata lists only that (openid-client's own default is the body, which not every provider takes).
 */
function clientAuthentication(secret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (server, client, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported;
    const onlyPost = methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post");
    return (onlyPost ? post : basic)(server, client, body, headers);
  };
}

/** What the caller keeps, server-side, for one attempt: single use, for a few minutes, keyed by state. */
export type SignInAttempt = { state: string; nonce: string; codeVerifier: string };

export const DEFAULT_SCOPES = ["openid", "email", "profile"] as const;

/**
 * Starts an attempt: the URL to send the person to, and the values to keep for the callback. The
 * redirect URI must be registered at the provider exactly, without a query (the code exchange
 * repeats it without one). `scopes` adds to the defaults (a `groups` scope some providers need for
 * the role claim); `loginHint` pre-fills the provider's login with the address the person typed.
 */
export async function beginSignIn(
  configuration: OidcConfiguration,
  { redirectUri, scopes = [], loginHint }: { redirectUri: string; scopes?: readonly string[]; loginHint?: string },
): Promise<SignInAttempt & { url: string }> {
  const redirect = new URL(redirectUri);
  if (redirect.search || redirect.hash) throw new TypeError("the redirect URI must have no query or fragment");
  const attempt: SignInAttempt = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const parameters: Record<string, string> = {
    redirect_uri: redirect.href,
    scope: [...new Set([...DEFAULT_SCOPES, ...scopes])].join(" "),
    state: attempt.state,
    nonce: attempt.nonce,
    // Sent whatever the metadata says: a provider without PKCE ignores it, and state still holds.
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: "S256",
  };
  if (loginHint) parameters.login_hint = loginHint;
  return { ...attempt, url: oidc.buildAuthorizationUrl(configuration, parameters).href };
}

/** Who the provider says signed in. `raw` is every claim, for the role mapping and the audit trail. */
export type SsoIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  raw: Readonly<Record<string, unknown>>;
};

export type SignInResult = { ok: true; claims: SsoIdentity } | ({ ok: false } & SignInFailure);

/**
 * Finishes an attempt from the URL the provider sent the person back to: checks state and issuer,
 * exchanges the code (with the PKCE verifier, at the registered redirect URI), validates the ID
 * token (signature, issuer, audience, expiry, nonce) and requires an e-mail address, verified
 * unless `requireVerifiedEmail` is false. Claims missing from a "thin" ID token are read from
 * UserInfo. Never throws: a bad callback is a failure with a reason, the provider's words in
 * `detail` for the logs only.
 */
export type CompleteSignInOptions = {
  /** The URL the person came back to, query included (a route handler's `request.url`). */
  callbackUrl: string | URL;
  /** The attempt the caller kept for this callback's state (taken from its single-use store). */
  expected: SignInAttempt;
  /** The redirect URI beginSignIn was given. */
  redirectUri: string;
  /**
   * False accepts an address the provider does not vouch for (Microsoft Entra ID sends no
   * `email_verified`). Only for a provider whose users cannot set their own address: an
   * unverified one lets anyone who can edit their profile there sign in as someone else.
   */
  requireVerifiedEmail?: boolean;
};

export async function completeSignIn(
  configuration: OidcConfiguration,
  options: CompleteSignInOptions,
): Promise<SignInResult> {
  try {
    return await complete(configuration, options);
  } catch (error) {
    return { ok: false, ...signInFailureOf(error) };
  }
}

async function complete(
  configuration: OidcConfiguration,
  { callbackUrl, expected, redirectUri, requireVerifiedEmail = true }: CompleteSignInOptions,
): Promise<SignInResult> {
  if (!URL.canParse(callbackUrl)) return failed("state_mismatch", "the callback URL does not parse");
  const callback = new URL(callbackUrl);
  const state = callback.searchParams.getAll("state");
  if (state.length !== 1 || !sameText(state[0] ?? "", expected.state))
    return failed("state_mismatch", "the callback's state is not this attempt's");
  // RFC 9207: a provider that says it sends `iss` must send its own, or another provider answered.
  const metadata = configuration.serverMetadata();
  const iss = callback.searchParams.get("iss");
  if (
    (iss !== null && iss !== metadata.issuer) ||
    (iss === null && metadata.authorization_response_iss_parameter_supported)
  )
    return failed("wrong_issuer", "the callback's iss is not the configured issuer");
  // The exchange repeats the registered redirect URI, whatever URL this server was reached at.
  const current = new URL(redirectUri);
  current.search = callback.search;
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) return failed("token_invalid", "no ID token");
  let raw: Record<string, unknown> = { ...idToken };
  if ((raw.email === undefined || raw.email_verified === undefined) && metadata.userinfo_endpoint) {
    // UserInfo's sub must be the ID token's (openid-client checks); the signed ID token wins a conflict.
    raw = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
  }
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  if (!email) return failed("email_missing", "neither the ID token nor UserInfo has an e-mail address");
  // Some providers send the boolean as a string.
  const emailVerified = raw.email_verified === true || raw.email_verified === "true";
  if (requireVerifiedEmail && !emailVerified) return failed("email_unverified", "email_verified is not true");
  const name = typeof raw.name === "string" && raw.name.trim() ? raw.name.trim() : undefined;
  return { ok: true, claims: { sub: idToken.sub, email, emailVerified, ...(name && { name }), raw } };
}

const failed = (reason: SignInFailureReason, detail: string): SignInResult => ({ ok: false, reason, detail });

const sha256 = (text: string) => createHash("sha256").update(text).digest();

const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
