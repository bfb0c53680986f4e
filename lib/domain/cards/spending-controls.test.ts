import { describe, expect, it } from "vitest";

import { MERCHANT_CATEGORIES } from "./merchant-categories";
import { parseMerchantCategories, parseSpendingLimits } from "./spending-controls";

describe("spending limits", () => {
  it.each([
    ["", []],
    ["50000:daily", [{ amount: 50_000, interval: "daily" }]],
    [
      " 50000:daily , 200000:monthly ",
      [
        { amount: 50_000, interval: "daily" },
        { amount: 200_000, interval: "monthly" },
      ],
    ],
    [
      "1:per_authorization,9999999999:all_time",
      [
        { amount: 1, interval: "per_authorization" },
        { amount: 9_999_999_999, interval: "all_time" },
      ],
    ],
  ])("reads %j", (text, expected) => {
    expect(parseSpendingLimits(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    "50000",
    "0:daily",
    "-5:daily",
    "5.5:daily",
    "50000:hourly",
    "50000:Daily",
    "daily:50000",
    "50000:daily;10:weekly",
    "12345678901:daily",
  ])("refuses %j", (text) => {
    expect(parseSpendingLimits(text)).toMatchObject({
      ok: false,
      message: expect.stringContaining("<cents>:<interval>"),
    });
  });

  it("refuses the same interval twice", () => {
    expect(parseSpendingLimits("100:daily,200:daily")).toEqual({
      ok: false,
      message: "names the interval daily twice",
    });
  });
});

describe("merchant categories", () => {
  it("reads known categories, each once, in order", () => {
    expect(parseMerchantCategories("betting_casino_gambling, wires_money_orders,betting_casino_gambling")).toEqual({
      ok: true,
      value: ["betting_casino_gambling", "wires_money_orders"],
    });
    expect(parseMerchantCategories(" ")).toEqual({ ok: true, value: [] });
  });

  it.each(["gambling", "Betting_casino_gambling", "betting casino gambling"])(
    "refuses the unknown category %j, naming it",
    (text) => {
      expect(parseMerchantCategories(text)).toMatchObject({
        ok: false,
        message: expect.stringContaining("unknown merchant category"),
      });
    },
  );

  it("knows Stripe's list: unique snake_case names", () => {
    expect(new Set(MERCHANT_CATEGORIES).size).toBe(MERCHANT_CATEGORIES.length);
    expect(MERCHANT_CATEGORIES.every((c) => /^[a-z0-9_]+$/.test(c))).toBe(true);
    expect(MERCHANT_CATEGORIES).toContain("betting_casino_gambling");
  });
});
