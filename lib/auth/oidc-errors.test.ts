import { AuthorizationResponseError, ResponseBodyError } from "openid-client";
import { describe, expect, it } from "vitest";

import { discoveryFailureOf, signInFailureOf } from "./oidc-errors";

// Shaped as openid-client throws them: a ClientError with oauth4webapi's code, whose cause (the
// OperationProcessingError) carries the failed claim's name and the claims themselves.
const clientError = (code: string, claim?: string) =>
  Object.assign(
    new Error("unexpected JWT claim value encountered", {
      cause: Object.assign(new Error(`unexpected JWT "${claim}" claim value`, { cause: { claim, claims: PII } }), {
        code,
      }),
    }),
    { code },
  );
const PII = { email: "ann.lee@acme.com", name: "Ann Lee" };

describe("signInFailureOf", () => {
  it.each<[string, string | undefined, string]>([
    ["OAUTH_JWT_CLAIM_COMPARISON_FAILED", "aud", "wrong_audience"],
    ["OAUTH_JWT_CLAIM_COMPARISON_FAILED", "azp", "wrong_audience"],
    ["OAUTH_JWT_CLAIM_COMPARISON_FAILED", "nonce", "nonce_mismatch"],
    ["OAUTH_JWT_CLAIM_COMPARISON_FAILED", "iss", "wrong_issuer"],
    ["OAUTH_JWT_CLAIM_COMPARISON_FAILED", "c_hash", "token_invalid"],
    ["OAUTH_JWT_TIMESTAMP_CHECK_FAILED", "exp", "token_expired"],
    ["OAUTH_JWT_TIMESTAMP_CHECK_FAILED", "iat", "token_expired"],
    ["OAUTH_JWT_TIMESTAMP_CHECK_FAILED", "nbf", "token_invalid"],
    ["OAUTH_JWT_TIMESTAMP_CHECK_FAILED", "auth_time", "token_invalid"],
    ["OAUTH_INVALID_RESPONSE", undefined, "token_invalid"],
    ["OAUTH_KEY_SELECTION_FAILED", undefined, "token_invalid"],
    ["OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED", undefined, "token_invalid"],
    ["OAUTH_RESPONSE_IS_NOT_CONFORM", undefined, "exchange_failed"],
    ["OAUTH_HTTP_REQUEST_FORBIDDEN", undefined, "exchange_failed"],
    ["OAUTH_SOMETHING_NEW", undefined, "exchange_failed"],
  ])("%s on %s is %s", (code, claim, reason) => {
    expect(signInFailureOf(clientError(code, claim)).reason).toBe(reason);
  });

  it("names the claim and the codes in the detail, never a claim's value", () => {
    const { detail } = signInFailureOf(clientError("OAUTH_JWT_CLAIM_COMPARISON_FAILED", "aud"));
    expect(detail).toContain("OAUTH_JWT_CLAIM_COMPARISON_FAILED");
    expect(detail).toContain("claim aud");
    expect(detail).not.toContain("acme.com");
    expect(detail).not.toContain("Ann");
  });

  it("an error in the callback is the provider's, its words kept on one line", () => {
    const cause = new URLSearchParams({ error: "access_denied", error_description: "No.\r\nFAKE LOG LINE" });
    expect(signInFailureOf(new AuthorizationResponseError("authorization response error", { cause }))).toEqual({
      reason: "provider_error",
      detail: "access_denied: No. FAKE LOG LINE",
    });
  });

  it("a token endpoint's refusal is a failed exchange", () => {
    const error = new ResponseBodyError("server responded with an error", {
      cause: { error: "invalid_grant", error_description: "grant request is invalid" },
      response: new Response(null, { status: 400 }),
    });
    expect(signInFailureOf(error)).toEqual({
      reason: "exchange_failed",
      detail: "token endpoint 400 invalid_grant: grant request is invalid",
    });
  });

  it.each<[string, unknown]>([
    ["a network failure", new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") })],
    ["a timeout", new DOMException("The operation was aborted due to timeout", "TimeoutError")],
    ["something thrown that is not an error", "boom"],
  ])("%s is a failed exchange", (_case, error) => {
    expect(signInFailureOf(error).reason).toBe("exchange_failed");
  });

  it("keeps a long detail short", () => {
    expect(signInFailureOf(new Error("x".repeat(5_000))).detail.length).toBe(500);
  });
});

describe("discoveryFailureOf", () => {
  it.each<[string, unknown, string]>([
    ["the metadata names another issuer", clientError("OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED"), "issuer_invalid"],
    ["the metadata is not JSON", clientError("OAUTH_RESPONSE_IS_NOT_JSON"), "issuer_invalid"],
    ["the metadata is malformed", clientError("OAUTH_INVALID_RESPONSE"), "issuer_invalid"],
    ["no answer", new TypeError("fetch failed"), "issuer_unreachable"],
    ["an error status", clientError("OAUTH_RESPONSE_IS_NOT_CONFORM"), "issuer_unreachable"],
  ])("%s: %s", (_case, error, reason) => {
    expect(discoveryFailureOf(error).reason).toBe(reason);
  });
});
