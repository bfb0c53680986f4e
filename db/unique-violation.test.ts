import { describe, expect, it } from "vitest";

import { uniqueViolation } from "./unique-violation";

describe("uniqueViolation", () => {
  it("names the constraint of a 23505, wrapped by drizzle or not", () => {
    const driver = Object.assign(new Error("duplicate key"), { code: "23505", constraint: "t_uq" });
    expect(uniqueViolation(driver)).toEqual({ constraint: "t_uq" });
    expect(uniqueViolation(new Error("failed query", { cause: driver }))).toEqual({ constraint: "t_uq" });
  });

  it("is a violation without a name when the driver gives none", () => {
    expect(uniqueViolation(Object.assign(new Error("x"), { code: "23505" }))).toEqual({ constraint: undefined });
  });

  it("is null for anything else", () => {
    expect(uniqueViolation(Object.assign(new Error("x"), { code: "23503", constraint: "t_fk" }))).toBeNull();
    expect(uniqueViolation(new Error("plain"))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
    expect(uniqueViolation("text")).toBeNull();
  });
});
