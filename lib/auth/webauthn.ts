import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type CredentialDeviceType,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";

import {
  attestedAuthenticatorData,
  authenticatorData,
  checkAuthenticatorData,
  checkClientData,
  readAssertion,
  readRegistration,
  refused,
  type Refused,
} from "./webauthn-input";

export type { PasskeyRefusal } from "./webauthn-input";

/**
 * Passkeys (WebAuthn) for HR accounts, over @simplewebauthn/server: options for the browser, and
 * verification of what it sends back. Challenges go out with the options and come back as
 * `expectedChallenge`: the caller keeps each one server-side, once, for PASSKEY_TIMEOUT_MS. Every
 * verification answers `{ ok: true, … }` or `{ ok: false, reason }` and never throws for what a
 * browser sent (lib/auth/webauthn-input.ts reads it).
 */

/** Who we are to an authenticator: the RP ID is our host name, the origin our base URL's. */
export type RelyingParty = { name: string; id: string; origin: string };

export function relyingParty({ name, baseUrl }: { name: string; baseUrl: string }): RelyingParty {
  const url = new URL(baseUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("The base URL must be http(s)");
  return { name, id: url.hostname, origin: url.origin };
}

/**
 * How long the browser lets the person answer, and so how long to keep a challenge: the spec's
 * advice for ceremonies asking for user verification is 5 to 10 minutes.
 */
export const PASSKEY_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Algorithms we accept, fixed rather than the library's default, which adds ML-DSA-44 on runtimes
 * that have it: a passkey made on one Node version must still verify after a move to another.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
export type PasskeyTransport = (typeof TRANSPORTS)[number];

/** A stored passkey as options name it: the browser uses the transports to find it faster. */
export type PasskeyDescriptor = { credentialId: string; transports: readonly PasskeyTransport[] };

/** What to store for a passkey; `publicKey` is the COSE key, base64url. */
export type StoredPasskey = PasskeyDescriptor & { publicKey: string; counter: number };

export type RegisteredPasskey = StoredPasskey & {
  backedUp: boolean;
  deviceType: CredentialDeviceType;
  /** Whether the authenticator verified the person (PIN, biometric): without it, a second factor only. */
  userVerified: boolean;
  aaguid: string;
};

/**
 * Sign-in with a passkey alone requires user verification: the passkey is then two factors
 * (something held, unlocked by a PIN or biometric). As a second factor after a password, or for
 * step-up, presence is enough and verification is only preferred.
 */
export type PasskeyPurpose = "sign_in" | "second_factor";

const descriptors = (passkeys: readonly PasskeyDescriptor[]) =>
  passkeys.map(({ credentialId, transports }) => ({ id: credentialId, transports: [...transports] }));

function knownTransports(transports: readonly string[] | undefined): PasskeyTransport[] {
  return [...new Set(transports ?? [])].filter((t): t is PasskeyTransport => TRANSPORTS.some((known) => known === t));
}

/**
 * Options to create a passkey. The user handle is the account id (stable, not personal data), so
 * an authenticator asked again for the same account replaces its passkey instead of adding one;
 * the account's passkeys are excluded so one authenticator is not registered twice. A discoverable
 * passkey is preferred, for sign-in without typing an e-mail.
 */
export async function passkeyRegistrationOptions({
  rp,
  user,
  existing,
}: {
  rp: RelyingParty;
  user: { id: string; email: string; displayName?: string };
  existing: readonly PasskeyDescriptor[];
}): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challenge: string }> {
  const userID = new TextEncoder().encode(user.id);
  if (userID.length > 64) throw new Error("A WebAuthn user handle is at most 64 bytes");
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID,
    userDisplayName: user.displayName ?? user.email,
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: descriptors(existing),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return { options, challenge: options.challenge };
}

export async function verifyPasskeyRegistration({
  rp,
  response,
  expectedChallenge,
}: {
  rp: RelyingParty;
  response: unknown;
  expectedChallenge: string;
}): Promise<({ ok: true } & RegisteredPasskey) | Refused> {
  const input = readRegistration(response);
  if (!input) return refused("malformed");
  const clientProblem = checkClientData(input.response.clientDataJSON, {
    type: "webauthn.create",
    challenge: expectedChallenge,
    origin: rp.origin,
  });
  if (clientProblem) return clientProblem;
  const data = attestedAuthenticatorData(input.response.attestationObject);
  if (!data?.credentialID || Buffer.from(data.credentialID).toString("base64url") !== input.id)
    return refused("malformed");
  const dataProblem = checkAuthenticatorData(data, { rpId: rp.id, requireUserVerification: false });
  if (dataProblem) return dataProblem;
  try {
    const result = await verifyRegistrationResponse({
      response: { ...input, clientExtensionResults: {} },
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return refused("rejected");
    const { credential, credentialBackedUp, credentialDeviceType, userVerified, aaguid } = result.registrationInfo;
    return {
      ok: true,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: knownTransports(input.response.transports),
      backedUp: credentialBackedUp,
      deviceType: credentialDeviceType,
      userVerified,
      aaguid,
    };
  } catch {
    // What our checks let through and the library still refuses: an algorithm we do not accept,
    // an attestation statement that does not verify.
    return refused("rejected");
  }
}

/**
 * Options to use a passkey: `allow` names the account's passkeys once we know who is signing in;
 * empty, the browser offers any passkey of ours it holds (sign-in without an e-mail).
 */
export async function passkeyAuthenticationOptions({
  rp,
  allow,
  purpose,
}: {
  rp: RelyingParty;
  allow: readonly PasskeyDescriptor[];
  purpose: PasskeyPurpose;
}): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challenge: string }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.length > 0 ? descriptors(allow) : undefined,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: purpose === "sign_in" ? "required" : "preferred",
  });
  return { options, challenge: options.challenge };
}

/**
 * Which passkey an assertion claims to be, to load it before verifying; and the user handle it
 * carries (the account id), which a discoverable sign-in has instead of an e-mail. Both are only
 * claims until verifyPasskeyAuthentication passes: the caller finds the passkey by its id and
 * checks the handle, if any, names the passkey's owner.
 */
export function identifyAssertion(response: unknown): { credentialId: string; userId: string | null } | undefined {
  const input = readAssertion(response);
  if (!input) return undefined;
  const handle = input.response.userHandle;
  return { credentialId: input.id, userId: handle ? Buffer.from(handle, "base64url").toString("utf8") : null };
}

export async function verifyPasskeyAuthentication({
  rp,
  response,
  expectedChallenge,
  passkey,
  purpose,
}: {
  rp: RelyingParty;
  response: unknown;
  expectedChallenge: string;
  passkey: StoredPasskey;
  purpose: PasskeyPurpose;
}): Promise<{ ok: true; newCounter: number; userVerified: boolean; backedUp: boolean } | Refused> {
  const input = readAssertion(response);
  if (!input) return refused("malformed");
  if (input.id !== passkey.credentialId) return refused("unknown_credential");
  const clientProblem = checkClientData(input.response.clientDataJSON, {
    type: "webauthn.get",
    challenge: expectedChallenge,
    origin: rp.origin,
  });
  if (clientProblem) return clientProblem;
  const data = authenticatorData(input.response.authenticatorData);
  if (!data) return refused("malformed");
  const requireUserVerification = purpose === "sign_in";
  const dataProblem = checkAuthenticatorData(data, { rpId: rp.id, requireUserVerification });
  if (dataProblem) return dataProblem;
  try {
    const result = await verifyAuthenticationResponse({
      response: {
        ...input,
        response: { ...input.response, userHandle: input.response.userHandle ?? undefined },
        clientExtensionResults: {},
      },
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // Counter 0 here so the library checks the signature before any counter: a counter refusal
      // then comes only from the real authenticator's key, the sign of a cloned one (below).
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, "base64url"), counter: 0 },
      requireUserVerification,
    });
    if (!result.verified) return refused("invalid_signature");
    const { newCounter, userVerified, credentialBackedUp } = result.authenticationInfo;
    // Authenticators that count (most security keys) must count up; those that always say 0
    // (many synced passkeys) cannot be checked this way.
    if ((newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter)
      return refused("counter_not_increased");
    return { ok: true, newCounter, userVerified, backedUp: credentialBackedUp };
  } catch {
    // What our checks let through and the library still refuses: a stored key it cannot read.
    return refused("rejected");
  }
}
