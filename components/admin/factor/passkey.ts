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
export type PasskeyFailure = "cancelled" | "unsupported" | "alreadyRegistered" | "wrongHost" | "failed";

/**
 * A passkey is bound to the service's own host (its relying party id): on another address (an IP,
 * an old domain, a preview host) the browser refuses the ceremony. Said with the host it needs.
 */
export class PasskeyHostError extends Error {
  constructor(readonly host: string) {
    super(`Passkeys work only at ${host}.`);
  }
}

const HOST_ERRORS = new Set(["ERROR_INVALID_DOMAIN", "ERROR_INVALID_RP_ID"]);

async function naming<T>(host: string | undefined, ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    if (host && error instanceof WebAuthnError && HOST_ERRORS.has(error.code)) throw new PasskeyHostError(host);
    throw error;
  }
}

/** The browser's part of a passkey sign-in, a step-up or a factor: options from our API in, the signed answer out. */
export async function passkeyAssertion(
  options: () => Promise<PublicKeyCredentialRequestOptionsJSON>,
): Promise<AuthenticationResponseJSON> {
  const optionsJSON = await options();
  return naming(optionsJSON.rpId, () => startAuthentication({ optionsJSON }));
}

export async function passkeyRegistration(
  options: () => Promise<PublicKeyCredentialCreationOptionsJSON>,
): Promise<RegistrationResponseJSON> {
  const optionsJSON = await options();
  return naming(optionsJSON.rp.id, () => startRegistration({ optionsJSON }));
}

/**
 * What went wrong in the browser, or undefined when the failure is the API's (an ApiProblem, a
 * network error). Cancelling and a timeout look the same to the page (NotAllowedError), on purpose.
 */
export function passkeyFailure(error: unknown): PasskeyFailure | undefined {
  if (error instanceof PasskeyHostError) return "wrongHost";
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

/** The host a passkey needs, when the failure was the address (for the words of "wrongHost"). */
export const passkeyHost = (error: unknown): string => (error instanceof PasskeyHostError ? error.host : "");
