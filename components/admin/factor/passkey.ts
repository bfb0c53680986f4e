"use client";

import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";

/** Why the browser's passkey prompt gave nothing (the server was never asked). */
export type PasskeyFailure = "cancelled" | "unsupported" | "alreadyRegistered" | "failed";

/** The browser's part of a passkey sign-in, a step-up or a factor: options from our API in, the signed answer out. */
export async function passkeyAssertion(
  options: () => Promise<PublicKeyCredentialRequestOptionsJSON>,
): Promise<AuthenticationResponseJSON> {
  return startAuthentication({ optionsJSON: await options() });
}

export async function passkeyRegistration(
  options: () => Promise<PublicKeyCredentialCreationOptionsJSON>,
): Promise<RegistrationResponseJSON> {
  return startRegistration({ optionsJSON: await options() });
}

/**
 * What went wrong in the browser, or undefined when the failure is the API's (an ApiProblem, a
 * network error). Cancelling and a timeout look the same to the page (NotAllowedError), on purpose.
 */
export function passkeyFailure(error: unknown): PasskeyFailure | undefined {
  if (error instanceof WebAuthnError) {
    if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "alreadyRegistered";
    if (error.code === "ERROR_CEREMONY_ABORTED" || error.name === "NotAllowedError") return "cancelled";
    if (error.name === "NotSupportedError") return "unsupported";
    return "failed";
  }
  if (error instanceof DOMException) return error.name === "NotAllowedError" ? "cancelled" : "failed";
  if (error instanceof Error && /not supported/i.test(error.message)) return "unsupported";
  return undefined;
}

const noSubscription = () => () => {};

/** Whether this browser can use passkeys at all: false on the server and in the first render, so nothing flickers in. */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
}
