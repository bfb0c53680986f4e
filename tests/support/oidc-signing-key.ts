import { generateKeyPairSync, randomUUID, sign, type KeyObject } from "node:crypto";

/**
 * The local OpenID provider's signing key, made by the test rather than by oidc-provider, so the
 * harness can re-sign an ID token it has altered (another audience, a skewed clock) with the very
 * key the provider publishes: the relying party then sees a token whose signature verifies and
 * must refuse it for its claims alone. oidc-provider itself never issues such tokens (its ID token
 * `aud` is always the client, its TTL must be a positive integer).
 */
export type SigningKey = { kid: string; privateKey: KeyObject; jwk: Record<string, unknown> };

let shared: SigningKey | undefined;

/** One key for every provider a test process starts: an RSA key takes up to a few hundred milliseconds to make. */
export const providerSigningKey = (): SigningKey => (shared ??= createSigningKey());

function createSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...privateKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  return { kid, privateKey, jwk };
}

let unknownKey: SigningKey | undefined;

export type IdTokenTampering = {
  /** Replaces the `aud` claim. */
  audience?: string | string[];
  /** Replaces the `iss` claim. */
  issuer?: string;
  /** Moves `iat`, `exp` (and `auth_time`) by this many seconds: negative is an issuer whose clock is behind. */
  clockSkewSeconds?: number;
  /** Signs with a key the provider never published (under its `kid`), so the signature fails. */
  signWithUnknownKey?: boolean;
};

/** The compact JWS `token` (RS256, signed with `key`) with its payload changed as asked, signed again. */
export function tamperIdToken(token: string, key: SigningKey, tampering: IdTokenTampering): string {
  const [header, payload] = token.split(".");
  if (header === undefined || payload === undefined) throw new Error("not a compact JWS");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  if (tampering.audience !== undefined) claims.aud = tampering.audience;
  if (tampering.issuer !== undefined) claims.iss = tampering.issuer;
  const skew = tampering.clockSkewSeconds ?? 0;
  for (const name of ["iat", "exp", "auth_time"]) {
    const value = claims[name];
    if (typeof value === "number") claims[name] = value + skew;
  }
  // The provider's own header (RS256, its kid) is kept as it was.
  const signingInput = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  const signer = tampering.signWithUnknownKey ? (unknownKey ??= createSigningKey()).privateKey : key.privateKey;
  const signature = sign("sha256", Buffer.from(signingInput), signer);
  return `${signingInput}.${signature.toString("base64url")}`;
}
