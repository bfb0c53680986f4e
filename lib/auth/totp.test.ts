import { generate } from "otplib";
import { describe, expect, it } from "vitest";

import { formatTotpSecret, generateTotpSecret, TOTP_STEP_SECONDS, totpQrSvg, totpUri, verifyTotp } from "./totp";

// A fixed test secret (20 bytes), and a moment in the middle of a step so ±1 step is unambiguous.
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const STEP = 59_000_000;
const now = new Date((STEP * TOTP_STEP_SECONDS + 12) * 1000);

/** The code an authenticator app shows during `step`. */
const codeAt = (step: number, secret = SECRET) => generate({ secret, epoch: step * TOTP_STEP_SECONDS + 5 });

describe("the TOTP secret and enrolment", () => {
  it("makes 160-bit base32 secrets, a new one each time", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it("builds the otpauth URI with the product as issuer and the e-mail as label", () => {
    const uri = new URL(totpUri({ issuer: "Acme Benefits", email: "hr+one@example.com", secret: SECRET }));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Acme Benefits:hr+one@example.com");
    expect(uri.searchParams.get("secret")).toBe(SECRET);
    expect(uri.searchParams.get("issuer")).toBe("Acme Benefits");
  });

  it("draws the URI as an SVG QR code", async () => {
    const svg = await totpQrSvg(totpUri({ issuer: "Acme", email: "hr@example.com", secret: SECRET }));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain("<path");
    expect(svg).not.toContain("<script");
  });

  it("groups the secret by four for typing", () => {
    expect(formatTotpSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
    expect(formatTotpSecret("")).toBe("");
  });
});

describe("verifying a code", () => {
  it("accepts the current code and says which step it was", async () => {
    expect(await verifyTotp({ secret: SECRET, code: await codeAt(STEP), lastStep: null, now })).toEqual({
      ok: true,
      step: STEP,
    });
  });

  it.each([
    ["the previous step", -1],
    ["the next step", 1],
  ])("accepts a code from %s", async (_, offset) => {
    const code = await codeAt(STEP + offset);
    expect(await verifyTotp({ secret: SECRET, code, lastStep: null, now })).toEqual({ ok: true, step: STEP + offset });
  });

  it.each([
    ["two steps back", -2],
    ["two steps ahead", 2],
  ])("refuses a code from %s", async (_, offset) => {
    const code = await codeAt(STEP + offset);
    expect(await verifyTotp({ secret: SECRET, code, lastStep: null, now })).toEqual({ ok: false });
  });

  it("holds the window at the very start and end of a step", async () => {
    const start = new Date(STEP * TOTP_STEP_SECONDS * 1000);
    const end = new Date(((STEP + 1) * TOTP_STEP_SECONDS - 1) * 1000);
    for (const at of [start, end]) {
      expect(await verifyTotp({ secret: SECRET, code: await codeAt(STEP - 1), lastStep: null, now: at })).toMatchObject(
        {
          ok: true,
        },
      );
      expect(await verifyTotp({ secret: SECRET, code: await codeAt(STEP + 2), lastStep: null, now: at })).toEqual({
        ok: false,
      });
    }
  });

  it("refuses a code for another secret", async () => {
    const code = await codeAt(STEP, generateTotpSecret());
    expect(await verifyTotp({ secret: SECRET, code, lastStep: null, now })).toEqual({ ok: false });
  });

  const fullWidth = (code: string) => code.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
  it.each([
    ["a space in the middle", (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`],
    ["spaces around", (code: string) => ` ${code}\t`],
    ["spaces between pairs", (code: string) => code.replace(/(\d\d)(?=\d)/g, "$1 ")],
    ["full-width digits", fullWidth],
  ])("accepts a code typed with %s", async (_, typed) => {
    const code = typed(await codeAt(STEP));
    expect(await verifyTotp({ secret: SECRET, code, lastStep: null, now })).toEqual({ ok: true, step: STEP });
  });

  it.each(["", "12345", "1234567", "12a456", "12-456", "١٢٣٤٥٦", "123456\u0000", "x".repeat(10_000)])(
    "refuses %j without throwing",
    async (code) => {
      expect(await verifyTotp({ secret: SECRET, code, lastStep: null, now })).toEqual({ ok: false });
    },
  );

  it("refuses, without throwing, when the stored secret is not base32", async () => {
    expect(await verifyTotp({ secret: "not a secret!", code: "123456", lastStep: null, now })).toEqual({ ok: false });
  });
});

describe("replay protection", () => {
  it("refuses a code once accepted", async () => {
    const code = await codeAt(STEP);
    const first = await verifyTotp({ secret: SECRET, code, lastStep: null, now });
    expect(first).toEqual({ ok: true, step: STEP });
    expect(await verifyTotp({ secret: SECRET, code, lastStep: STEP, now })).toEqual({ ok: false });
  });

  it("refuses a code of an earlier step after a later one was accepted", async () => {
    const later = await verifyTotp({ secret: SECRET, code: await codeAt(STEP + 1), lastStep: null, now });
    expect(later).toEqual({ ok: true, step: STEP + 1 });
    for (const offset of [-1, 0]) {
      const code = await codeAt(STEP + offset);
      expect(await verifyTotp({ secret: SECRET, code, lastStep: STEP + 1, now }), `offset ${offset}`).toEqual({
        ok: false,
      });
    }
  });

  it("accepts the next step's code after the current one was used", async () => {
    const code = await codeAt(STEP + 1);
    expect(await verifyTotp({ secret: SECRET, code, lastStep: STEP, now })).toEqual({ ok: true, step: STEP + 1 });
  });

  it("accepts the current code after an older one was used", async () => {
    const code = await codeAt(STEP);
    expect(await verifyTotp({ secret: SECRET, code, lastStep: STEP - 5, now })).toEqual({ ok: true, step: STEP });
  });

  it.each([
    ["beyond the window (a clock set back)", STEP + 7],
    ["negative", -1],
    ["not an integer", STEP - 0.5],
    ["not a number", Number.NaN],
  ])("refuses everything, without throwing, when the stored step is %s", async (_, lastStep) => {
    const code = await codeAt(STEP);
    expect(await verifyTotp({ secret: SECRET, code, lastStep, now })).toEqual({ ok: false });
  });
});
