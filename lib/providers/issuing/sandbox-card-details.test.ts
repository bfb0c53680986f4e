import { describe, expect, it, vi } from "vitest";

import { luhnValid } from "@/lib/domain/cards/luhn";

vi.mock("@/lib/auth/secrets", () => ({
  getSessionSecret: () => "k".repeat(43),
  sessionSecrets: () => ["k".repeat(43)],
}));

const { mintSandboxDetailsKey, sandboxCardNumber, SANDBOX_DETAILS_KEY_SECONDS, verifySandboxDetailsKey } =
  await import("./sandbox-card-details");

const card = { providerId: "ic_sbxAAAAAAAAAAAAAAAA", nonce: "sbxnonce_0123456789abcdef" };
const now = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("sandbox card-details keys", () => {
  it("a minted key opens its own card with its own nonce, for five minutes", () => {
    const key = mintSandboxDetailsKey(card, now);
    expect(key.secret).toMatch(/^ek_sbx_\d{10}_[A-Za-z0-9_-]{43}$/);
    expect(key.expiresAt.getTime()).toBe(now + SANDBOX_DETAILS_KEY_SECONDS * 1000);
    expect(verifySandboxDetailsKey({ ...card, secret: key.secret }, now)).toBe(true);
    expect(verifySandboxDetailsKey({ ...card, secret: key.secret }, now + SANDBOX_DETAILS_KEY_SECONDS * 1000 - 1)).toBe(
      true,
    );
  });

  it("refuses it at expiry, for another card or nonce, tampered or malformed", () => {
    const { secret } = mintSandboxDetailsKey(card, now);
    expect(verifySandboxDetailsKey({ ...card, secret }, now + SANDBOX_DETAILS_KEY_SECONDS * 1000)).toBe(false);
    expect(verifySandboxDetailsKey({ ...card, providerId: "ic_sbxBBBBBBBBBBBBBBBB", secret }, now)).toBe(false);
    expect(verifySandboxDetailsKey({ ...card, nonce: "sbxnonce_other", secret }, now)).toBe(false);
    const later = secret.replace(/^ek_sbx_(\d+)_/, (_, expires: string) => `ek_sbx_${Number(expires) + 3600}_`);
    expect(verifySandboxDetailsKey({ ...card, secret: later }, now)).toBe(false);
    const flipped = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    expect(verifySandboxDetailsKey({ ...card, secret: flipped }, now)).toBe(false);
    for (const bad of ["", "ek_sbx_", "ek_test_123", `${secret}x`, secret.slice(0, -1)])
      expect(verifySandboxDetailsKey({ ...card, secret: bad }, now)).toBe(false);
  });
});

describe("sandbox card numbers", () => {
  it("pass the Luhn check, end in the card's last four, in a Visa test range, the same every time", () => {
    for (const lastFour of ["0000", "1234", "9999", "0420"]) {
      const { number, cvc } = sandboxCardNumber({ providerId: card.providerId, lastFour });
      expect(number).toMatch(/^400000\d{6}\d{4}$/);
      expect(number.endsWith(lastFour)).toBe(true);
      expect(luhnValid(number)).toBe(true);
      expect(cvc).toMatch(/^\d{3}$/);
      expect(sandboxCardNumber({ providerId: card.providerId, lastFour })).toEqual({ number, cvc });
    }
    expect(sandboxCardNumber({ providerId: "ic_sbxOTHER", lastFour: "1234" }).number).not.toBe(
      sandboxCardNumber({ providerId: card.providerId, lastFour: "1234" }).number,
    );
  });
});
