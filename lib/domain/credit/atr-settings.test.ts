import { describe, expect, it } from "vitest";

import { ATR_SETTING_BOUNDS, ATR_SETTINGS, checkAtrNumbers, type AtrNumbers } from "./atr-settings";

const { version: _version, ...today } = ATR_SETTINGS;

describe("checkAtrNumbers", () => {
  it("accepts today's numbers, and every bound itself", () => {
    expect(checkAtrNumbers(today)).toEqual([]);
    for (const [field, { min, max }] of Object.entries(ATR_SETTING_BOUNDS) as [
      keyof AtrNumbers,
      { min: number; max: number },
    ][]) {
      if (field === "minCreditLineCents" || field === "lineIncrementCents" || field === "maxCreditLineCents") continue;
      expect(checkAtrNumbers({ ...today, [field]: min }), `${field} ${min}`).toEqual([]);
      expect(checkAtrNumbers({ ...today, [field]: max }), `${field} ${max}`).toEqual([]);
    }
  });

  it.each(Object.entries(ATR_SETTING_BOUNDS) as [keyof AtrNumbers, { min: number; max: number }][])(
    "refuses %s just outside its bounds, and a fraction, naming the field",
    (field, { min, max }) => {
      for (const value of [min - 1, max + 1, min + 0.5])
        expect(
          checkAtrNumbers({ ...today, [field]: value }).map((problem) => problem.path),
          `${value}`,
        ).toEqual([`/${field}`]);
    },
  );

  it("refuses a smallest line above the largest, or one the increment cannot offer", () => {
    expect(checkAtrNumbers({ ...today, minCreditLineCents: 300_000, maxCreditLineCents: 200_000 })).toEqual([
      expect.objectContaining({ path: "/minCreditLineCents", code: "above_max_line" }),
    ]);
    expect(checkAtrNumbers({ ...today, minCreditLineCents: 10_500, lineIncrementCents: 1_000 })).toEqual([
      expect.objectContaining({ path: "/lineIncrementCents", code: "not_a_divisor" }),
    ]);
  });
});
