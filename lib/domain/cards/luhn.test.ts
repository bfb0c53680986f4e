import { describe, expect, it } from "vitest";

import { luhnValid } from "./luhn";

describe("luhnValid", () => {
  it("knows a valid number from a one-digit or transposition error", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398731")).toBe(false);
  });

  it("refuses anything but digits", () => {
    for (const bad of ["", "4242 4242 4242 4242", "42424242424242a2", "-4242424242424242"])
      expect(luhnValid(bad)).toBe(false);
  });
});
