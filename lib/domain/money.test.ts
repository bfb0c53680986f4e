import { describe, expect, it } from "vitest";

import { MAX_ANNUAL_INCOME_CENTS, MAX_MONTHLY_OBLIGATIONS_CENTS } from "@/lib/schemas/atr";

import { ATR_INPUT_CAPS, centsToDecimalString, formatCents, parseDollarsToCents } from "./money";

it("uses the API's caps", () => {
  expect(ATR_INPUT_CAPS).toEqual({
    annualIncomeCents: MAX_ANNUAL_INCOME_CENTS,
    monthlyObligationsCents: MAX_MONTHLY_OBLIGATIONS_CENTS,
  });
});

describe("parseDollarsToCents accepts what people type", () => {
  it.each([
    ["52000", 5_200_000],
    ["52,000", 5_200_000],
    ["$52,000", 5_200_000],
    ["$ 52,000", 5_200_000],
    ["52 000", 5_200_000],
    [" 52000 ", 5_200_000],
    ["52\u00a0000", 5_200_000],
    ["52000.5", 5_200_050],
    ["$52,000.5", 5_200_050],
    ["52000.50", 5_200_050],
    ["52000.05", 5_200_005],
    ["1,234,567.89", 123_456_789],
    ["0", 0],
    ["0.00", 0],
    ["0.01", 1],
    [".5", 50],
    ["$.99", 99],
    ["007", 700],
    // Values that a float would get wrong: 0.29 * 100 = 28.999999999999996, 1.005 * 100 = 100.49999999999999.
    ["0.29", 29],
    ["4.35", 435],
    ["1,000,000.10", 100_000_010],
  ])("%j → %i cents", (input, cents) => {
    expect(parseDollarsToCents(input)).toEqual({ ok: true, cents });
  });
});

describe("parseDollarsToCents refuses the rest, with a reason", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["-5", "negative"],
    ["-0", "negative"],
    ["\u22125", "negative"],
    ["(5)", "negative"],
    ["$-5", "negative"],
    ["52.123", "too_many_decimals"],
    ["0.001", "too_many_decimals"],
    ["1e5", "invalid_format"],
    ["52k", "invalid_format"],
    ["abc", "invalid_format"],
    ["+5", "invalid_format"],
    ["52.", "invalid_format"],
    [".", "invalid_format"],
    ["$", "invalid_format"],
    ["1.2.3", "invalid_format"],
    ["52,00", "invalid_format"],
    ["5,2000", "invalid_format"],
    [",000", "invalid_format"],
    ["1,000 000", "invalid_format"],
    ["52.000,50", "invalid_format"],
    ["52,000.5a", "invalid_format"],
    ["0x10", "invalid_format"],
    ["Infinity", "invalid_format"],
    ["NaN", "invalid_format"],
    ["\u0665\u0662", "invalid_format"],
    ["99999999999999999999999999999", "too_large"],
  ])("%j → %s", (input, code) => {
    expect(parseDollarsToCents(input)).toEqual({ ok: false, code });
  });
});

describe("parseDollarsToCents bounds, both sides", () => {
  it.each([
    ["annual income at the cap", "10,000,000", ATR_INPUT_CAPS.annualIncomeCents, { ok: true, cents: 1_000_000_000 }],
    [
      "annual income at the cap, with cents",
      "10000000.00",
      ATR_INPUT_CAPS.annualIncomeCents,
      { ok: true, cents: 1_000_000_000 },
    ],
    [
      "annual income one cent over",
      "10,000,000.01",
      ATR_INPUT_CAPS.annualIncomeCents,
      { ok: false, code: "too_large" },
    ],
    ["annual income a cent under", "9,999,999.99", ATR_INPUT_CAPS.annualIncomeCents, { ok: true, cents: 999_999_999 }],
    ["obligations at the cap", "1,000,000", ATR_INPUT_CAPS.monthlyObligationsCents, { ok: true, cents: 100_000_000 }],
    [
      "obligations one cent over",
      "1,000,000.01",
      ATR_INPUT_CAPS.monthlyObligationsCents,
      { ok: false, code: "too_large" },
    ],
    ["obligations a cent under", "999,999.99", ATR_INPUT_CAPS.monthlyObligationsCents, { ok: true, cents: 99_999_999 }],
    ["zero is the floor", "0", ATR_INPUT_CAPS.monthlyObligationsCents, { ok: true, cents: 0 }],
    ["below zero is refused", "-0.01", ATR_INPUT_CAPS.monthlyObligationsCents, { ok: false, code: "negative" }],
    ["no cap: safe integers only", "90071992547409.91", undefined, { ok: true, cents: 9_007_199_254_740_991 }],
    ["no cap: one past the safe range", "90071992547409.92", undefined, { ok: false, code: "too_large" }],
  ])("%s", (_name, input, maxCents, expected) => {
    expect(parseDollarsToCents(input, { maxCents })).toEqual(expected);
  });
});

describe("formatCents", () => {
  it.each([
    [0, "en", "$0.00"],
    [5, "en", "$0.05"],
    [99, "en", "$0.99"],
    [100, "en", "$1.00"],
    [435_000, "en", "$4,350.00"],
    [16_731, "es", "$167.31"],
    [1_000_000_000, "en", "$10,000,000.00"],
    [-2_500, "en", "-$25.00"],
  ])("%i cents in %s → %s", (cents, locale, expected) => {
    expect(formatCents(cents, locale)).toBe(expected);
  });

  it("round-trips through parseDollarsToCents", () => {
    for (const cents of [0, 1, 10, 99, 100, 101, 123_456, 999_999_999, 1_000_000_000]) {
      expect(parseDollarsToCents(formatCents(cents, "en"))).toEqual({ ok: true, cents });
    }
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("refuses %d cents", (cents) => {
    expect(() => centsToDecimalString(cents)).toThrow(RangeError);
  });
});
