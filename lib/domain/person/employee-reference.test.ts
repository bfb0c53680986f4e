import { describe, expect, it } from "vitest";

import { formatReference, parseReference } from "./employee-reference";

describe("employee reference", () => {
  it("reads in two halves", () => {
    expect(formatReference("A1B2C3D4E5")).toBe("A1B2C-3D4E5");
  });

  it("leaves anything that is not a stored reference as it is", () => {
    expect(formatReference("A1B2C3D4E")).toBe("A1B2C3D4E");
    expect(formatReference("a1b2c3d4e5")).toBe("a1b2c3d4e5");
  });

  it.each([
    ["A1B2C-3D4E5", "A1B2C3D4E5"],
    ["a1b2c-3d4e5", "A1B2C3D4E5"],
    [" A1B2C 3D4E5 ", "A1B2C3D4E5"],
    ["a1b2c3d4e5", "A1B2C3D4E5"],
  ])("finds %j as typed", (typed, stored) => {
    expect(parseReference(typed)).toBe(stored);
  });

  it.each(["A1B2C-3D4E", "A1B2C-3D4E56", "G1B2C-3D4E5", "", "empl_3xK9q2VfYp0LmN7bR4tZ1a", "1234567890%"])(
    "%j is no reference",
    (typed) => {
      expect(parseReference(typed)).toBeNull();
    },
  );
});
