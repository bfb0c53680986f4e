import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * A software WebAuthn authenticator and the browser around it, for tests without a browser: it
 * answers registration options with a 'none' attestation of a new ES256 (P-256) key, and
 * authentication options with an assertion signed by that key, both built byte by byte as the
 * WebAuthn spec (§6.1 authenticator data, §6.5 attestation object) and CTAP2's CBOR say.
 *
 * Like a relaying phishing page, it signs for whatever origin it is given (a real browser would
 * refuse an origin outside the RP ID): the server's checks are what the tests are about.
 */

const ES256 = -7;
const FLAG = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

export type SoftAuthenticatorSettings = {
  /** Whether it verifies the user (a PIN or biometric): the UV flag. Default true. */
  userVerification?: boolean;
  /** A synced passkey (BE and BS flags) rather than one bound to the device. Default false. */
  backedUp?: boolean;
  /** Whether it counts signatures; synced passkeys often report 0 every time. Default true. */
  countsSignatures?: boolean;
  transports?: string[];
};

export type SoftAuthenticator = {
  /** base64url, as the server stores it. */
  credentialId: string;
  register(input: { options: PublicKeyCredentialCreationOptionsJSON; origin: string }): RegistrationResponseJSON;
  authenticate(input: { options: PublicKeyCredentialRequestOptionsJSON; origin: string }): AuthenticationResponseJSON;
};

export function createSoftAuthenticator(settings: SoftAuthenticatorSettings = {}): SoftAuthenticator {
  const { userVerification = true, backedUp = false, countsSignatures = true, transports = ["internal"] } = settings;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const rawId = randomBytes(32);
  const credentialId = rawId.toString("base64url");
  let signCount = 0;
  let userHandle: string | undefined;

  const flags = (extra: number) =>
    FLAG.userPresent |
    (userVerification ? FLAG.userVerified : 0) |
    (backedUp ? FLAG.backupEligible | FLAG.backedUp : 0) |
    extra;

  function register({ options, origin }: { options: PublicKeyCredentialCreationOptionsJSON; origin: string }) {
    if (!options.pubKeyCredParams.some(({ alg }) => alg === ES256)) throw new Error("NotSupportedError: no ES256");
    if (options.excludeCredentials?.some(({ id }) => id === credentialId))
      throw new Error("InvalidStateError: this authenticator is already registered");
    userHandle = options.user.id;
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2], // kty: EC2
      [3, ES256], // alg
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const attested = Buffer.concat([Buffer.alloc(16) /* AAGUID: none */, idLength, rawId, encodeCbor(coseKey)]);
    const authData = authenticatorData(rpId, flags(FLAG.attested), signCount, attested);
    const attestationObject = encodeCbor(
      new Map<CborValue, CborValue>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: credentialId,
      rawId: credentialId,
      type: "public-key",
      response: {
        clientDataJSON: clientData("webauthn.create", options.challenge, origin),
        attestationObject: attestationObject.toString("base64url"),
        authenticatorData: authData.toString("base64url"),
        transports,
        publicKeyAlgorithm: ES256,
        publicKey: publicKey.export({ format: "der", type: "spki" }).toString("base64url"),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    } satisfies RegistrationResponseJSON;
  }

  function authenticate({ options, origin }: { options: PublicKeyCredentialRequestOptionsJSON; origin: string }) {
    const allowed = options.allowCredentials ?? [];
    if (allowed.length > 0 && !allowed.some(({ id }) => id === credentialId))
      throw new Error("NotAllowedError: no credential of this authenticator was asked for");
    if (countsSignatures) signCount += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authData = authenticatorData(rpId, flags(0), countsSignatures ? signCount : 0);
    const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
    const clientDataHash = createHash("sha256").update(Buffer.from(clientDataJSON, "base64url")).digest();
    // ES256 in WebAuthn: ECDSA over SHA-256, DER-encoded (node's default encoding).
    const signature = sign("sha256", Buffer.concat([authData, clientDataHash]), privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: authData.toString("base64url"),
        signature: signature.toString("base64url"),
        ...(userHandle === undefined ? {} : { userHandle }),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    } satisfies AuthenticationResponseJSON;
  }

  return { credentialId, register, authenticate };
}

/** rpIdHash (32) | flags (1) | signCount (4, big-endian) | attested credential data, if any. */
function authenticatorData(rpId: string, flags: number, signCount: number, attested = Buffer.alloc(0)): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(signCount);
  return Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags]), counter, attested]);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): string {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString("base64url");
}

// CBOR (RFC 8949), only what an attestation object and a COSE key need: integers, byte and text
// strings, maps (written in the order given: the callers give CTAP2's canonical order).
// @levischuck/tiny-cbor is only a dependency of @simplewebauthn/server, not ours to import.

export type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

function head(major: number, length: number): Buffer {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 0x100) return Buffer.from([type | 24, length]);
  if (length < 0x10000) return Buffer.from([type | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = type | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || Math.abs(value) > 0xffffffff) throw new Error(`Unsupported number ${value}`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, member]) => [encodeCbor(key), encodeCbor(member)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}
