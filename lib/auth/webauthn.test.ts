import { describe, expect, it } from "vitest";

import { createSoftAuthenticator, encodeCbor, type SoftAuthenticator } from "@/tests/support/soft-authenticator";

import {
  identifyAssertion,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  PASSKEY_TIMEOUT_MS,
  relyingParty,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
  type PasskeyPurpose,
  type StoredPasskey,
} from "./webauthn";

const rp = relyingParty({ name: "Acme Benefits", baseUrl: "https://hr.example.com/some/path" });
const user = { id: "adm_3xK9q2VfYp0LmN7bR4tZ1a", email: "hr@example.com" };

/** The authenticator's attestation of a new passkey, over fresh registration options. */
async function attestation(
  authenticator: SoftAuthenticator,
  { existing = [], origin = rp.origin }: { existing?: StoredPasskey[]; origin?: string } = {},
) {
  const { options, challenge } = await passkeyRegistrationOptions({ rp, user, existing });
  return { response: authenticator.register({ options, origin }), challenge };
}

async function register(authenticator: SoftAuthenticator, existing: StoredPasskey[] = []): Promise<StoredPasskey> {
  const { response, challenge } = await attestation(authenticator, { existing });
  const result = await verifyPasskeyRegistration({ rp, response, expectedChallenge: challenge });
  if (!result.ok) throw new Error(`registration refused: ${result.reason}`);
  return result;
}

/** Verifies an assertion against the stored passkey, as a second factor unless told otherwise. */
function authenticate({
  response,
  challenge,
  passkey,
  purpose = "second_factor",
}: {
  response: unknown;
  challenge: string;
  passkey: StoredPasskey;
  purpose?: PasskeyPurpose;
}) {
  return verifyPasskeyAuthentication({ rp, response, expectedChallenge: challenge, passkey, purpose });
}

/** A passkey registered on a new authenticator, and that authenticator's assertion as a second factor. */
async function registeredAssertion() {
  const authenticator = createSoftAuthenticator();
  const passkey = await register(authenticator);
  return { authenticator, passkey, ...(await assertion(authenticator)) };
}

async function assertion(
  authenticator: SoftAuthenticator,
  purpose: PasskeyPurpose = "second_factor",
  origin = rp.origin,
) {
  const { options, challenge } = await passkeyAuthenticationOptions({ rp, allow: [], purpose });
  return { response: authenticator.authenticate({ options, origin }), challenge };
}

describe("the relying party", () => {
  it("is our host name and origin, from the base URL", () => {
    expect(rp).toEqual({ name: "Acme Benefits", id: "hr.example.com", origin: "https://hr.example.com" });
    expect(relyingParty({ name: "x", baseUrl: "http://localhost:3000" })).toMatchObject({
      id: "localhost",
      origin: "http://localhost:3000",
    });
  });

  it.each(["not a url", "ftp://hr.example.com"])("refuses the base URL %j", (baseUrl) => {
    expect(() => relyingParty({ name: "x", baseUrl })).toThrow();
  });
});

describe("registration options", () => {
  it("name us and the person, prefer a discoverable passkey, and exclude their passkeys", async () => {
    const { options, challenge } = await passkeyRegistrationOptions({
      rp,
      user,
      existing: [{ credentialId: "AAAA", transports: ["usb", "nfc"] }],
    });
    expect(options.rp).toEqual({ name: "Acme Benefits", id: "hr.example.com" });
    expect(options.user).toEqual({
      id: Buffer.from(user.id).toString("base64url"),
      name: "hr@example.com",
      displayName: "hr@example.com",
    });
    expect(options.challenge).toBe(challenge);
    expect(challenge).toMatch(/^[\w-]{43}$/);
    expect(options.excludeCredentials).toEqual([{ id: "AAAA", transports: ["usb", "nfc"], type: "public-key" }]);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "preferred", userVerification: "preferred" });
    expect(options.attestation).toBe("none");
    expect(options.timeout).toBe(PASSKEY_TIMEOUT_MS);
    expect(options.pubKeyCredParams.map(({ alg }) => alg)).toEqual([-8, -7, -257]);
  });

  it("make a new challenge each time", async () => {
    const first = await passkeyRegistrationOptions({ rp, user, existing: [] });
    const second = await passkeyRegistrationOptions({ rp, user, existing: [] });
    expect(first.challenge).not.toBe(second.challenge);
  });

  it("refuse a user handle over WebAuthn's 64 bytes", async () => {
    await expect(
      passkeyRegistrationOptions({ rp, user: { ...user, id: "x".repeat(65) }, existing: [] }),
    ).rejects.toThrow(/64 bytes/);
  });
});

describe("registering a passkey", () => {
  it("returns what to store", async () => {
    const authenticator = createSoftAuthenticator({ transports: ["internal", "hybrid", "carrier-pigeon"] });
    const passkey = await register(authenticator);
    expect(passkey).toMatchObject({
      ok: true,
      credentialId: authenticator.credentialId,
      counter: 0,
      transports: ["internal", "hybrid"],
      backedUp: false,
      deviceType: "singleDevice",
      userVerified: true,
      aaguid: "00000000-0000-0000-0000-000000000000",
    });
    expect(passkey.publicKey).toMatch(/^[\w-]+$/);
  });

  it("says when the passkey is synced, and when the person was not verified", async () => {
    const passkey = await register(createSoftAuthenticator({ backedUp: true, userVerification: false }));
    expect(passkey).toMatchObject({ backedUp: true, deviceType: "multiDevice", userVerified: false });
  });

  it("lets an authenticator already registered refuse to register again", async () => {
    const authenticator = createSoftAuthenticator();
    const passkey = await register(authenticator);
    await expect(register(authenticator, [passkey])).rejects.toThrow(/InvalidStateError/);
  });

  it.each([
    ["another origin", "https://hr.example.com.evil.test", undefined, "wrong_origin"],
    ["another challenge", rp.origin, "c3RhbGUtY2hhbGxlbmdl", "wrong_challenge"],
  ] as const)("refuses a response from %s", async (_, origin, otherChallenge, reason) => {
    const { response, challenge } = await attestation(createSoftAuthenticator(), { origin });
    const result = await verifyPasskeyRegistration({ rp, response, expectedChallenge: otherChallenge ?? challenge });
    expect(result).toEqual({ ok: false, reason });
  });

  it("refuses a passkey made for another RP ID", async () => {
    const { options, challenge } = await passkeyRegistrationOptions({ rp, user, existing: [] });
    const response = createSoftAuthenticator().register({
      options: { ...options, rp: { ...options.rp, id: "example.com" } },
      origin: rp.origin,
    });
    expect(await verifyPasskeyRegistration({ rp, response, expectedChallenge: challenge })).toEqual({
      ok: false,
      reason: "wrong_rp",
    });
  });

  it("refuses an assertion where an attestation belongs", async () => {
    const { response, challenge } = await assertion(createSoftAuthenticator());
    const result = await verifyPasskeyRegistration({ rp, response, expectedChallenge: challenge });
    expect(result).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("authentication options", () => {
  it("name the account's passkeys, or none for a discoverable sign-in", async () => {
    const named = await passkeyAuthenticationOptions({
      rp,
      allow: [{ credentialId: "AAAA", transports: ["internal"] }],
      purpose: "second_factor",
    });
    expect(named.options).toMatchObject({
      rpId: "hr.example.com",
      challenge: named.challenge,
      allowCredentials: [{ id: "AAAA", transports: ["internal"], type: "public-key" }],
      userVerification: "preferred",
      timeout: PASSKEY_TIMEOUT_MS,
    });
    const discoverable = await passkeyAuthenticationOptions({ rp, allow: [], purpose: "sign_in" });
    expect(discoverable.options.allowCredentials).toBeUndefined();
    expect(discoverable.options.userVerification).toBe("required");
  });
});

describe("signing in with a passkey", () => {
  it("verifies the authenticator's assertion and returns the new counter", async () => {
    const authenticator = createSoftAuthenticator();
    const passkey = await register(authenticator);
    const { response, challenge } = await assertion(authenticator, "sign_in");
    expect(identifyAssertion(response)).toEqual({ credentialId: passkey.credentialId, userId: user.id });
    const result = await authenticate({ response, challenge, passkey, purpose: "sign_in" });
    expect(result).toEqual({ ok: true, newCounter: 1, userVerified: true, backedUp: false });
  });

  it("verifies when only the account's passkeys were asked for", async () => {
    const authenticator = createSoftAuthenticator();
    const passkey = await register(authenticator);
    const { options, challenge } = await passkeyAuthenticationOptions({
      rp,
      allow: [passkey],
      purpose: "second_factor",
    });
    const response = authenticator.authenticate({ options, origin: rp.origin });
    expect(await authenticate({ response, challenge, passkey })).toMatchObject({ ok: true });
  });

  it("refuses an assertion made on another origin", async () => {
    const authenticator = createSoftAuthenticator();
    const passkey = await register(authenticator);
    const { response, challenge } = await assertion(authenticator, "sign_in", "https://hr-example.evil.test");
    expect(await authenticate({ response, challenge, passkey, purpose: "sign_in" })).toEqual({
      ok: false,
      reason: "wrong_origin",
    });
  });

  it("refuses an assertion over another challenge", async () => {
    const authenticator = createSoftAuthenticator();
    const passkey = await register(authenticator);
    const { response } = await assertion(authenticator);
    const { challenge: current } = await passkeyAuthenticationOptions({ rp, allow: [], purpose: "second_factor" });
    expect(await authenticate({ response, challenge: current, passkey })).toEqual({
      ok: false,
      reason: "wrong_challenge",
    });
  });

  it("refuses a replayed assertion: its counter is no longer ahead of the stored one", async () => {
    const { passkey, response, challenge } = await registeredAssertion();
    const first = await authenticate({ response, challenge, passkey });
    expect(first).toMatchObject({ ok: true, newCounter: 1 });
    const stored = { ...passkey, counter: 1 };
    expect(await authenticate({ response, challenge, passkey: stored })).toEqual({
      ok: false,
      reason: "counter_not_increased",
    });
  });

  it("refuses a counter that went backwards, and accepts the next one", async () => {
    const { authenticator, passkey, response, challenge } = await registeredAssertion();
    expect(await authenticate({ response, challenge, passkey: { ...passkey, counter: 5 } })).toEqual({
      ok: false,
      reason: "counter_not_increased",
    });
    const next = await assertion(authenticator);
    expect(await authenticate({ ...next, passkey: { ...passkey, counter: 1 } })).toMatchObject({
      ok: true,
      newCounter: 2,
    });
  });

  it("accepts an authenticator that never counts (0 each time), as synced passkeys do", async () => {
    const authenticator = createSoftAuthenticator({ countsSignatures: false, backedUp: true });
    const passkey = await register(authenticator);
    for (let i = 0; i < 2; i++) {
      const { response, challenge } = await assertion(authenticator);
      expect(await authenticate({ response, challenge, passkey })).toEqual({
        ok: true,
        newCounter: 0,
        userVerified: true,
        backedUp: true,
      });
    }
  });

  it("refuses another credential's assertion, and one signed by another key under this credential's id", async () => {
    const mine = createSoftAuthenticator();
    const passkey = await register(mine);
    const other = createSoftAuthenticator();
    await register(other);
    const { response, challenge } = await assertion(other);
    expect(await authenticate({ response, challenge, passkey })).toEqual({
      ok: false,
      reason: "unknown_credential",
    });
    const forged = { ...response, id: passkey.credentialId, rawId: passkey.credentialId };
    expect(await authenticate({ response: forged, challenge, passkey })).toEqual({
      ok: false,
      reason: "invalid_signature",
    });
  });

  it("requires user verification for a passkey sign-in, not as a second factor", async () => {
    const authenticator = createSoftAuthenticator({ userVerification: false });
    const passkey = await register(authenticator);
    const signIn = await assertion(authenticator, "sign_in");
    expect(
      await authenticate({ response: signIn.response, challenge: signIn.challenge, passkey, purpose: "sign_in" }),
    ).toEqual({
      ok: false,
      reason: "user_not_verified",
    });
    const second = await assertion(authenticator, "second_factor");
    expect(await authenticate({ response: second.response, challenge: second.challenge, passkey })).toMatchObject({
      ok: true,
      userVerified: false,
    });
  });

  it("refuses an assertion for another RP ID", async () => {
    const authenticator = createSoftAuthenticator();
    const passkey = await register(authenticator);
    const { options, challenge } = await passkeyAuthenticationOptions({ rp, allow: [], purpose: "second_factor" });
    const response = authenticator.authenticate({ options: { ...options, rpId: "example.com" }, origin: rp.origin });
    expect(await authenticate({ response, challenge, passkey })).toEqual({
      ok: false,
      reason: "wrong_rp",
    });
  });

  it("refuses an attestation where an assertion belongs", async () => {
    const authenticator = createSoftAuthenticator();
    const { response, challenge } = await attestation(authenticator);
    const passkey = await register(createSoftAuthenticator());
    const stored = { ...passkey, credentialId: authenticator.credentialId };
    expect(await authenticate({ response, challenge, passkey: stored })).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("refuses, without throwing, when the stored public key is unreadable", async () => {
    const { passkey, response, challenge } = await registeredAssertion();
    const broken = { ...passkey, publicKey: "AAAA" };
    expect(await authenticate({ response, challenge, passkey: broken })).toEqual({
      ok: false,
      reason: "rejected",
    });
  });
});

describe("garbage from the browser", () => {
  const junk = Buffer.from("not json at all").toString("base64url");
  const garbage: [string, unknown][] = [
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["a string", "public-key"],
    ["an array", []],
    ["an empty object", {}],
    ["an id alone", { id: "AAAA", rawId: "AAAA", type: "public-key" }],
    ["a prototype key", JSON.parse('{"__proto__": {"id": "AAAA"}, "type": "public-key"}')],
  ];

  /** A valid response with one part replaced. */
  const replace = (response: object, path: string[], value: unknown): unknown => {
    const [head, ...rest] = path;
    const record = response as Record<string, unknown>;
    return { ...record, [head!]: rest.length === 0 ? value : replace(record[head!] as object, rest, value) };
  };

  it.each<[string, string[], unknown]>([
    ...garbage.map(([name, value]): [string, string[], unknown] => [name, [], value]),
    ["id not rawId", ["rawId"], "BBBB"],
    ["another type", ["type"], "password"],
    ["an id that is not base64url", ["id"], "AA+/"],
    ["an id far too long", ["id"], "A".repeat(5_000)],
    ["client data that is not JSON", ["response", "clientDataJSON"], junk],
    [
      "client data that is JSON but not an object",
      ["response", "clientDataJSON"],
      Buffer.from("[1]").toString("base64url"),
    ],
    ["an attestation that is not CBOR", ["response", "attestationObject"], junk],
    ["an attestation that is a number", ["response", "attestationObject"], 7],
    ["an empty attestation", ["response", "attestationObject"], ""],
    ["transports that are not strings", ["response", "transports"], [1, 2]],
  ])("registration refuses %s", async (_, path, value) => {
    const { response: valid, challenge } = await attestation(createSoftAuthenticator());
    const response = path.length === 0 ? value : replace(valid, path, value);
    expect(await verifyPasskeyRegistration({ rp, response, expectedChallenge: challenge })).toMatchObject({
      ok: false,
    });
  });

  it("registration refuses an attestation whose credential id is not the response's", async () => {
    const { response: valid, challenge } = await attestation(createSoftAuthenticator());
    const response = { ...valid, id: "AAAA", rawId: "AAAA" };
    expect(await verifyPasskeyRegistration({ rp, response, expectedChallenge: challenge })).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("registration refuses an attestation object of the wrong CBOR shape", async () => {
    const { response: valid, challenge } = await attestation(createSoftAuthenticator());
    for (const object of [new Map([["fmt", "none"]]), new Map([["authData", "text"]]), new Map([[1, 2]])]) {
      const response = replace(valid, ["response", "attestationObject"], encodeCbor(object).toString("base64url"));
      expect(await verifyPasskeyRegistration({ rp, response, expectedChallenge: challenge })).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });

  it.each<[string, string[], unknown, string]>([
    ...garbage.map(([name, value]): [string, string[], unknown, string] => [name, [], value, "malformed"]),
    ["no signature", ["response", "signature"], undefined, "malformed"],
    ["a signature that is not DER", ["response", "signature"], "AAAA", "rejected"],
    ["authenticator data cut short", ["response", "authenticatorData"], "AAAA", "malformed"],
    ["client data that is not JSON", ["response", "clientDataJSON"], junk, "malformed"],
    ["a user handle that is a number", ["response", "userHandle"], 5, "malformed"],
  ])("authentication refuses %s", async (_, path, value, reason) => {
    const { passkey, response: valid, challenge } = await registeredAssertion();
    const response = path.length === 0 ? value : replace(valid, path, value);
    expect(await authenticate({ response, challenge, passkey })).toEqual({
      ok: false,
      reason,
    });
  });

  it.each(garbage)("identifyAssertion reads nothing from %s", (_, value) => {
    expect(identifyAssertion(value)).toBeUndefined();
  });

  it("identifyAssertion reads no user from an assertion without a user handle", async () => {
    const { response } = await assertion(createSoftAuthenticator());
    expect(identifyAssertion(response)).toEqual({ credentialId: response.id, userId: null });
    expect(identifyAssertion({ ...response, response: { ...response.response, userHandle: null } })).toEqual({
      credentialId: response.id,
      userId: null,
    });
  });

  it("authentication refuses an assertion changed after signing", async () => {
    const { passkey, response, challenge } = await registeredAssertion();
    const data = Buffer.from(response.response.authenticatorData, "base64url");
    data[36] = data[36]! + 1; // the counter's last byte
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8"));
    for (const changed of [
      replace(response, ["response", "authenticatorData"], data.toString("base64url")),
      replace(
        response,
        ["response", "clientDataJSON"],
        Buffer.from(JSON.stringify(clientData, null, 1)).toString("base64url"),
      ),
    ]) {
      expect(await authenticate({ response: changed, challenge, passkey })).toEqual({
        ok: false,
        reason: "invalid_signature",
      });
    }
  });

  it("refuses a cross-origin (iframed) ceremony even from our origin", async () => {
    const { passkey, response, challenge } = await registeredAssertion();
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8"));
    const framed = replace(
      response,
      ["response", "clientDataJSON"],
      Buffer.from(JSON.stringify({ ...clientData, crossOrigin: true })).toString("base64url"),
    );
    expect(await authenticate({ response: framed, challenge, passkey })).toEqual({
      ok: false,
      reason: "wrong_origin",
    });
  });
});

describe("the soft authenticator's CBOR", () => {
  // RFC 8949 Appendix A.
  it.each<[unknown, string]>([
    [0, "00"],
    [23, "17"],
    [24, "1818"],
    [100, "1864"],
    [1000, "1903e8"],
    [1000000, "1a000f4240"],
    [-1, "20"],
    [-10, "29"],
    [-100, "3863"],
    [-1000, "3903e7"],
    ["", "60"],
    ["a", "6161"],
    ["IETF", "6449455446"],
    ["\u00fc", "62c3bc"],
    [Buffer.from([1, 2, 3, 4]), "4401020304"],
    [new Map(), "a0"],
    [
      new Map([
        [1, 2],
        [3, 4],
      ]),
      "a201020304",
    ],
  ])("encodes %o as %s", (value, hex) => {
    expect(encodeCbor(value as Parameters<typeof encodeCbor>[0]).toString("hex")).toBe(hex);
  });
});
