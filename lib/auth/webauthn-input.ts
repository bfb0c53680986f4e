import { createHash } from "node:crypto";

import {
  decodeAttestationObject,
  parseAuthenticatorData,
  type ParsedAuthenticatorData,
} from "@simplewebauthn/server/helpers";
import { z } from "zod";

/**
 * Reading what the browser sends for a passkey, which is anyone's JSON: every shape is checked
 * here, with limits, before @simplewebauthn/server sees it, so nothing a client sends makes the
 * library throw, and a refusal can say which check failed (the library says so only in messages).
 */

/** Why a passkey response was refused: for logs and tests. A person is told only that sign-in failed. */
export type PasskeyRefusal =
  | "malformed"
  | "wrong_challenge"
  | "wrong_origin"
  | "wrong_rp"
  | "unknown_credential"
  | "user_not_present"
  | "user_not_verified"
  | "counter_not_increased"
  | "invalid_signature"
  | "rejected";

export type Refused = { ok: false; reason: PasskeyRefusal };
export const refused = (reason: PasskeyRefusal): Refused => ({ ok: false, reason });

// A credential id is at most 1,023 bytes (WebAuthn §5.8.3); client data is a few hundred bytes;
// an attestation with a certificate chain a few kilobytes. Far beyond these is not a browser.
const base64url = (maxLength: number) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[A-Za-z0-9_-]+$/);
const credentialId = base64url(1_400);

/** A PublicKeyCredential as JSON: its id twice (id and rawId, which must agree) and the ceremony's response. */
const credentialShape = <Response extends z.ZodRawShape>(response: Response) =>
  z
    .object({ id: credentialId, rawId: credentialId, type: z.literal("public-key"), response: z.object(response) })
    .refine(({ id, rawId }) => id === rawId);

const registrationShape = credentialShape({
  clientDataJSON: base64url(8_192),
  attestationObject: base64url(65_536),
  transports: z.array(z.string().max(32)).max(16).optional(),
});

const assertionShape = credentialShape({
  clientDataJSON: base64url(8_192),
  authenticatorData: base64url(8_192),
  signature: base64url(1_024),
  userHandle: base64url(100).nullish(),
});

export type RegistrationInput = z.infer<typeof registrationShape>;
export type AssertionInput = z.infer<typeof assertionShape>;

export function readRegistration(json: unknown): RegistrationInput | undefined {
  const parsed = registrationShape.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export function readAssertion(json: unknown): AssertionInput | undefined {
  const parsed = assertionShape.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

const clientDataShape = z.object({
  type: z.string(),
  challenge: z.string(),
  origin: z.string(),
  crossOrigin: z.boolean().optional(),
  topOrigin: z.string().optional(),
});

/**
 * The client data's type, challenge and origin against what we expect. Not in an iframe: we are
 * never embedded, so a cross-origin ceremony is someone else's page using ours.
 */
export function checkClientData(
  encoded: string,
  expected: { type: "webauthn.create" | "webauthn.get"; challenge: string; origin: string },
): Refused | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return refused("malformed");
  }
  const parsed = clientDataShape.safeParse(json);
  if (!parsed.success || parsed.data.type !== expected.type) return refused("malformed");
  if (parsed.data.challenge !== expected.challenge) return refused("wrong_challenge");
  if (parsed.data.origin !== expected.origin || parsed.data.crossOrigin || parsed.data.topOrigin !== undefined)
    return refused("wrong_origin");
  return undefined;
}

/** The authenticator data inside an attestation object, or undefined when either does not decode. */
export function attestedAuthenticatorData(attestationObject: string): ParsedAuthenticatorData | undefined {
  try {
    return parseAuthenticatorData(decodeAttestationObject(Buffer.from(attestationObject, "base64url")).get("authData"));
  } catch {
    return undefined;
  }
}

export function authenticatorData(encoded: string): ParsedAuthenticatorData | undefined {
  try {
    return parseAuthenticatorData(Buffer.from(encoded, "base64url"));
  } catch {
    return undefined;
  }
}

/** The authenticator data's RP and user checks; UV only when the caller requires it. */
export function checkAuthenticatorData(
  data: ParsedAuthenticatorData,
  { rpId, requireUserVerification }: { rpId: string; requireUserVerification: boolean },
): Refused | undefined {
  const expected = createHash("sha256").update(rpId, "utf8").digest();
  if (!expected.equals(Buffer.from(data.rpIdHash))) return refused("wrong_rp");
  if (!data.flags.up) return refused("user_not_present");
  if (requireUserVerification && !data.flags.uv) return refused("user_not_verified");
  return undefined;
}
