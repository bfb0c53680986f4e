import { createHash, createHmac, timingSafeEqual } from "node:crypto";

import { getSessionSecret, sessionSecrets } from "@/lib/auth/secrets";
import { luhnValid } from "@/lib/domain/cards/luhn";

import type { CardDetailsKey } from "./types";

/** How long a sandbox card-details key lets its frame show the card (Stripe's keys are as short-lived). */
export const SANDBOX_DETAILS_KEY_SECONDS = 300;

const sign = (payload: string, secret = getSessionSecret()) =>
  createHmac("sha256", secret).update(`sandbox-card-details:${payload}`).digest("base64url");

/** A key bound to one sandbox card and one nonce, valid for five minutes: `ek_sbx_<expires>_<signature>`. */
export function mintSandboxDetailsKey(
  { providerId, nonce }: { providerId: string; nonce: string },
  now = Date.now(),
): CardDetailsKey {
  const expires = Math.floor(now / 1000) + SANDBOX_DETAILS_KEY_SECONDS;
  return {
    secret: `ek_sbx_${expires}_${sign(`${providerId}.${nonce}.${expires}`)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** Whether a key was minted by us for this card and nonce and has not expired. */
export function verifySandboxDetailsKey(
  { providerId, nonce, secret }: { providerId: string; nonce: string; secret: string },
  now = Date.now(),
): boolean {
  const match = /^ek_sbx_(\d{10})_([A-Za-z0-9_-]{43})$/.exec(secret);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const presented = Buffer.from(match[2]!);
  // Keys minted before a SESSION_SECRET rotation keep their five minutes.
  return sessionSecrets().some((secret) => {
    const expected = Buffer.from(sign(`${providerId}.${nonce}.${expires}`, secret));
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  });
}

/**
 * The sandbox card's full test details, derived from its id so they are the same every time: a
 * Visa test range number (4000 00…) ending in the card's last four and passing the Luhn check,
 * and a security code. Never a real card; the frame showing it says so.
 */
export function sandboxCardNumber({ providerId, lastFour }: { providerId: string; lastFour: string }): {
  number: string;
  cvc: string;
} {
  const digest = createHash("sha256").update(providerId).digest();
  const middle = Array.from({ length: 5 }, (_, i) => String(digest[i]! % 10)).join("");
  const cvc = Array.from({ length: 3 }, (_, i) => String(digest[10 + i]! % 10)).join("");
  for (let free = 0; free <= 9; free += 1) {
    const number = `400000${middle}${free}${lastFour}`;
    if (luhnValid(number)) return { number, cvc };
  }
  // Unreachable: one of ten digits in a checked position always completes the Luhn sum.
  throw new Error("no Luhn-valid sandbox card number");
}
