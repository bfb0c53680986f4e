import { generateSecret, generateURI, verify } from "otplib";
import { toString as renderQrCode } from "qrcode";

/**
 * TOTP (RFC 6238) for HR accounts' second factor, with the parameters every authenticator app
 * reads from a QR code: SHA-1, six digits, 30-second steps. The secret is 160 bits (RFC 4226's
 * recommendation; otplib refuses less than 128) in base32; the caller keeps it encrypted
 * (lib/crypto) and switches the factor on only once a first code from the app has verified.
 */

/** The length of a time step, in seconds: a code changes this often. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const SECRET_BYTES = 20;

/** A new shared secret, base32 (32 characters, no padding). */
export function generateTotpSecret(): string {
  return generateSecret({ length: SECRET_BYTES });
}

/**
 * The otpauth:// URI an authenticator app reads: the issuer (our product's name) labels the entry
 * and the e-mail says which account, so a person with several accounts can tell them apart.
 */
export function totpUri({ issuer, email, secret }: { issuer: string; email: string; secret: string }): string {
  return generateURI({ issuer, label: email, secret, digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS });
}

/** The URI as a QR code in SVG, to show inline on the enrolment page (no image request, no cache). */
export function totpQrSvg(uri: string): Promise<string> {
  return renderQrCode(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The secret in groups of four, for someone who types it into their app instead of scanning. */
export function formatTotpSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

/** A code as typed: spaces anywhere ("123 456") and full-width digits from some keyboards are fine. */
function normaliseCode(code: string): string | undefined {
  const digits = code.normalize("NFKC").replace(/\s+/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : undefined;
}

export type TotpCheck = { ok: true; step: number } | { ok: false };

/**
 * Checks a code at `now`, accepting the steps just before and after the current one (a clock a
 * little off, a code typed as it turned over). Replay protection: `lastStep` is the step of the
 * last code accepted for this secret (null before the first), and no code of that step or an
 * earlier one passes again, so a code seen over someone's shoulder or in a log is spent once used.
 * The caller stores the returned `step` in the same transaction that accepts the sign-in.
 *
 * Never throws for what a person typed: anything that is not six digits is simply refused.
 */
export async function verifyTotp({
  secret,
  code,
  lastStep,
  now,
}: {
  secret: string;
  code: string;
  lastStep: number | null;
  now: Date;
}): Promise<TotpCheck> {
  const token = normaliseCode(code);
  if (token === undefined) return { ok: false };
  const epoch = Math.floor(now.getTime() / 1000);
  const latestStep = Math.floor(epoch / TOTP_STEP_SECONDS) + 1;
  // A stored step that is not a step, or one at or beyond the latest this window could accept
  // (a clock set back): nothing can pass, and otplib would throw rather than say so.
  if (lastStep !== null && (!Number.isSafeInteger(lastStep) || lastStep < 0 || lastStep >= latestStep))
    return { ok: false };
  try {
    const result = await verify({
      secret,
      token,
      epoch,
      period: TOTP_STEP_SECONDS,
      digits: TOTP_DIGITS,
      // One step either side: otplib checks every step in [epoch - 30 s, epoch + 30 s].
      epochTolerance: TOTP_STEP_SECONDS,
      afterTimeStep: lastStep ?? undefined,
    });
    // otplib types the result for TOTP and HOTP alike; a TOTP match always carries its step.
    return result.valid && "timeStep" in result ? { ok: true, step: result.timeStep } : { ok: false };
  } catch {
    // A stored secret otplib cannot read: refused, like a wrong code (the caller logs nothing secret).
    return { ok: false };
  }
}
