import { describe, expect, it } from "vitest";

import { checkIncome } from "./income-answers";

describe("checkIncome", () => {
  it("reads dollars as exact cents", () => {
    expect(checkIncome({ annualIncome: "$52,000.00", monthlyObligations: "1500.1" })).toEqual({
      ok: true,
      value: { annualIncome: 5_200_000, monthlyObligations: 150_010 },
    });
  });

  it.each([
    [{ annualIncome: "", monthlyObligations: "0" }, ["annualIncome:required"]],
    [{ annualIncome: "-1", monthlyObligations: "0" }, ["annualIncome:negative"]],
    [{ annualIncome: "1.001", monthlyObligations: "0" }, ["annualIncome:too_many_decimals"]],
    [{ annualIncome: "12a", monthlyObligations: "" }, ["annualIncome:invalid_format", "monthlyObligations:required"]],
    [{ annualIncome: "10000000.00", monthlyObligations: "1000000.00" }, []],
    [
      { annualIncome: "10000000.01", monthlyObligations: "1000000.01" },
      ["annualIncome:too_large", "monthlyObligations:too_large"],
    ],
  ])("%j → %j", (values, expected) => {
    const result = checkIncome(values);
    expect(result.ok ? [] : result.errors.map(({ field, code }) => `${field}:${code}`)).toEqual(expected);
  });
});
