/**
 * Dollar amounts as people type them, turned into integer cents without ever passing through a
 * float: "0.1 + 0.2" mistakes in money are how a $52,000.10 income becomes 5200009 cents.
 */

/**
 * The caps on the ability-to-repay amounts, in integer cents: the API's request schema
 * (lib/schemas/atr.ts), the ATR calculation and the income form all read these. They are far above
 * any real household (10 million dollars a year, a million a month) and keep every product of the
 * ATR arithmetic inside the safe-integer range.
 */
export const ATR_INPUT_CAPS = { annualIncomeCents: 1_000_000_000, monthlyObligationsCents: 100_000_000 } as const;

/** An amount the API takes: a whole number of cents from 0 to `maxCents`. */
export const isCentsAmount = (value: number, maxCents: number): boolean =>
  Number.isSafeInteger(value) && value >= 0 && value <= maxCents;

export type MoneyParseCode = "required" | "negative" | "invalid_format" | "too_many_decimals" | "too_large";
export type MoneyParse = { ok: true; cents: number } | { ok: false; code: MoneyParseCode };

// Digits with no grouping, or grouped in threes by commas or by spaces (never both). A leading
// "$" is allowed, as are one or two decimals. Nothing else: no signs, exponents or letters.
const PLAIN = /^\d+$/;
const COMMA_GROUPED = /^\d{1,3}(,\d{3})+$/;
const SPACE_GROUPED = /^\d{1,3}( \d{3})+$/;

/**
 * "52,000", "52000", "$52,000.5", "52 000" and ".50" are accepted; "52.123", "-5", "1e5",
 * "52,00" and "12abc" are not. A decimal comma ("52.000,50") is refused rather than guessed at:
 * it reads as a different amount in en-US.
 */
export function parseDollarsToCents(input: string, options: { maxCents?: number } = {}): MoneyParse {
  // Locale formatters group with no-break spaces; treat them like the space a person types.
  const text = input.replace(/[\u00a0\u202f]/g, " ").trim();
  if (text === "") return { ok: false, code: "required" };
  if (/^[-\u2212(]/.test(text) || /^\$\s*-/.test(text)) return { ok: false, code: "negative" };
  const amount = text.replace(/^\$\s*/, "");
  const [whole = "", fraction, ...extra] = amount.split(".");
  if (extra.length > 0) return { ok: false, code: "invalid_format" };
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, code: "invalid_format" };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, code: "too_many_decimals" };
  const wholeOk =
    PLAIN.test(whole) ||
    COMMA_GROUPED.test(whole) ||
    SPACE_GROUPED.test(whole) ||
    (whole === "" && fraction !== undefined);
  if (!wholeOk) return { ok: false, code: "invalid_format" };
  // BigInt: a 30-digit amount must fail as too large, not round to a nearby number first.
  const cents = BigInt(whole.replace(/[, ]/g, "") || "0") * 100n + BigInt((fraction ?? "").padEnd(2, "0"));
  const max = BigInt(options.maxCents ?? Number.MAX_SAFE_INTEGER);
  if (cents > max) return { ok: false, code: "too_large" };
  return { ok: true, cents: Number(cents) };
}

/** The amount as a decimal string ("1234.05"), built from integer parts. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError("cents must be a safe integer.");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const FORMAT_LOCALES: Record<string, string> = { en: "en-US", es: "es-US" };

/** US dollars for a person: "$4,350.00" (both languages use US notation for US dollars). */
export function formatCents(cents: number, locale: string): string {
  const format = new Intl.NumberFormat(FORMAT_LOCALES[locale] ?? locale, { style: "currency", currency: "USD" });
  // A decimal string is formatted exactly (Intl.NumberFormat v3), with no division by 100.
  return format.format(centsToDecimalString(cents) as `${number}`);
}
