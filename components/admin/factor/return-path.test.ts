import { describe, expect, it } from "vitest";

import { returnPath } from "./return-path";

describe("returnPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/api-clients", "/admin/api-clients"],
    ["/admin/employees/empl_123", "/admin/employees/empl_123"],
    ["//evil.example/admin", undefined],
    ["https://evil.example/admin", undefined],
    ["/administrator", undefined],
    ["/admin/../sign-in", undefined],
    ["/admin?x=1", undefined],
    ["/admin\\evil", undefined],
    ["/operator/account", undefined],
    [undefined, undefined],
    [["/admin"], undefined],
  ])("%j → %j", (value, expected) => expect(returnPath(value)).toBe(expected));

  it.each([
    ["/operator", "/operator"],
    ["/operator/account", "/operator/account"],
    ["/operators", undefined],
    ["/admin/account", undefined],
    ["//evil.example/operator", undefined],
    ["/operator/../admin", undefined],
    ["/operator?next=/admin", undefined],
  ])("in the operator console, %j → %j", (value, expected) => expect(returnPath(value, "/operator")).toBe(expected));
});
