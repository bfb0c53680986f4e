import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it, vi } from "vitest";

import { PasskeyHostError, passkeyAssertion, passkeyFailure, passkeyHost } from "./passkey";

vi.mock("@simplewebauthn/browser", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@simplewebauthn/browser")>();
  return {
    ...actual,
    // The browser refusing the ceremony on an address the relying party id does not cover.
    startAuthentication: () =>
      Promise.reject(
        new actual.WebAuthnError({
          message: "The RP ID is invalid for this domain",
          code: "ERROR_INVALID_RP_ID",
          cause: new DOMException("", "SecurityError"),
        }),
      ),
  };
});

describe("passkey failures", () => {
  it("on the wrong address: names the host the passkey needs", async () => {
    const failure = await passkeyAssertion(() =>
      Promise.resolve({ challenge: "abc", rpId: "benefits.example.com", allowCredentials: [] }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PasskeyHostError);
    expect(passkeyFailure(failure)).toBe("wrongHost");
    expect(passkeyHost(failure)).toBe("benefits.example.com");
  });

  it("keeps the other browser failures as they were, with no host", () => {
    const cancelled = new WebAuthnError({
      message: "aborted",
      code: "ERROR_CEREMONY_ABORTED",
      cause: new Error("aborted"),
    });
    expect(passkeyFailure(cancelled)).toBe("cancelled");
    expect(passkeyHost(cancelled)).toBe("");
    expect(passkeyFailure(new DOMException("", "NotAllowedError"))).toBe("cancelled");
    expect(passkeyFailure(new Error("network"))).toBeUndefined();
  });
});
