import { AuthorizationResponseError, ResponseBodyError } from "openid-client";

/**
 * Why a sign-in through an employer's identity provider failed, in words a page can act on. The
 * provider's own text goes to `detail`, for logs only: it is not ours to show (it may be in another
 * language, name internals, or — for an error in the callback — be written by whoever forged it).
 */
export type SignInFailureReason =
  /** The callback is not for the attempt the caller kept (forged, replayed into another session, or mangled). */
  | "state_mismatch"
  /** The provider sent the person back with an error (they cancelled, or are not assigned to the app). */
  | "provider_error"
  /** The code could not be exchanged: spent or expired code, wrong client secret, provider unreachable. */
  | "exchange_failed"
  /** The callback or the ID token names another issuer (a mix-up between providers). */
  | "wrong_issuer"
  /** The ID token is for another client. */
  | "wrong_audience"
  /** The ID token has expired, or was issued too long ago (or the clocks disagree by that much). */
  | "token_expired"
  /** The ID token answers another sign-in attempt. */
  | "nonce_mismatch"
  /** Anything else wrong with the tokens: signature, algorithm, missing claims, not yet valid. */
  | "token_invalid"
  | "email_missing"
  | "email_unverified";

export type SignInFailure = { reason: SignInFailureReason; detail: string };

// openid-client rethrows oauth4webapi's errors as ClientError with oauth4webapi's `code`; claim
// comparisons and timestamp checks carry, two causes down, the name of the claim that failed.
// The codes are oauth4webapi's exported constants (JWT_CLAIM_COMPARISON…), which openid-client
// does not re-export.
const CLAIM_COMPARISON = "OAUTH_JWT_CLAIM_COMPARISON_FAILED";
const TIMESTAMP_CHECK = "OAUTH_JWT_TIMESTAMP_CHECK_FAILED";
const TOKEN_PROBLEMS = new Set([
  "OAUTH_INVALID_RESPONSE",
  "OAUTH_PARSE_ERROR",
  "OAUTH_KEY_SELECTION_FAILED",
  "OAUTH_UNSUPPORTED_OPERATION",
  "OAUTH_DECRYPTION_FAILED",
  // UserInfo's `sub` is not the ID token's.
  "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED",
]);

/** The failure an error thrown by openid-client stands for; anything unknown is a failed exchange. */
export function signInFailureOf(error: unknown): SignInFailure {
  const detail = describe(error);
  if (error instanceof AuthorizationResponseError)
    return { reason: "provider_error", detail: clean(`${error.error}: ${error.error_description ?? ""}`) };
  if (error instanceof ResponseBodyError)
    return {
      reason: "exchange_failed",
      detail: clean(`token endpoint ${error.status} ${error.error}: ${error.error_description ?? ""}`),
    };
  const code = field(error, "code");
  const claim = claimOf(error);
  if (code === CLAIM_COMPARISON) {
    if (claim === "aud" || claim === "azp") return { reason: "wrong_audience", detail };
    if (claim === "nonce") return { reason: "nonce_mismatch", detail };
    if (claim === "iss") return { reason: "wrong_issuer", detail };
  }
  if (code === TIMESTAMP_CHECK && (claim === "exp" || claim === "iat")) return { reason: "token_expired", detail };
  if (code === CLAIM_COMPARISON || code === TIMESTAMP_CHECK || (typeof code === "string" && TOKEN_PROBLEMS.has(code)))
    return { reason: "token_invalid", detail };
  return { reason: "exchange_failed", detail };
}

export type DiscoveryFailureReason = "issuer_unreachable" | "issuer_invalid";

/** Discovery's failures: the issuer did not answer, or answered with metadata we cannot use. */
export function discoveryFailureOf(error: unknown): { reason: DiscoveryFailureReason; detail: string } {
  const code = field(error, "code");
  const invalid =
    code === "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED" || // the metadata's issuer is another one
    code === "OAUTH_RESPONSE_IS_NOT_JSON" ||
    (typeof code === "string" && TOKEN_PROBLEMS.has(code));
  return { reason: invalid ? "issuer_invalid" : "issuer_unreachable", detail: describe(error) };
}

function claimOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause !== undefined && depth < 4; cause = field(cause, "cause"), depth++) {
    const claim = field(cause, "claim");
    if (typeof claim === "string") return claim;
  }
  return undefined;
}

/** The chain of messages and codes, one line, without control characters, at most 500 characters. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    const code = field(cause, "code");
    parts.push(typeof code === "string" ? `${code}: ${cause.message}` : `${cause.name}: ${cause.message}`);
  }
  const claim = claimOf(error);
  if (claim) parts.push(`claim ${claim}`);
  return clean(parts.length ? parts.join(" <- ") : String(error));
}

// One log line: a provider's text (or a forger's, in a callback) cannot start another.
const clean = (text: string) => text.replace(/\p{Cc}+/gu, " ").slice(0, 500);

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
