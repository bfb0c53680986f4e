import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a callback's signed timestamp may be from our clock, either way (Stripe's default). */
export const PERSONA_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Persona's callback signature (docs/providers.md): `Persona-Signature: t=<unix seconds>,v1=<hex>`,
 * v1 = HMAC-SHA256 over `${t}.${raw body}` keyed with the webhook secret. While a secret rotates,
 * the header carries several space-separated `t=…,v1=…` pairs; any one that verifies is enough.
 */
export function verifyPersonaSignature({
  header,
  body,
  secret,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = PERSONA_SIGNATURE_TOLERANCE_SECONDS,
}: {
  header: string | null;
  body: string;
  secret: string;
  nowSeconds?: number;
  toleranceSeconds?: number;
}): boolean {
  if (!header || header.length > 2_000) return false;
  return parsePairs(header).some(({ timestamp, signature }) => {
    if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
    const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
    const given = Buffer.from(signature, "hex");
    // Lengths are public (a SHA-256 is 32 bytes); only the content is compared in constant time.
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function parsePairs(header: string): Array<{ timestamp: string; signature: string }> {
  return header
    .trim()
    .split(/\s+/)
    .flatMap((pair) => {
      const parts = Object.fromEntries(
        pair.split(",").map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
      );
      const timestamp = parts.t;
      const signature = parts.v1;
      if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return [];
      return [{ timestamp, signature }];
    });
}
