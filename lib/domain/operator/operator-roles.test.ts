import { describe, expect, it } from "vitest";

import { isOperatorRole, OPERATOR_PERMISSIONS, OPERATOR_ROLES, operatorRoleMay } from "./operator-roles";

describe("operator roles", () => {
  it("gives the owner every permission, and compliance no write", () => {
    for (const permission of Object.keys(OPERATOR_PERMISSIONS) as (keyof typeof OPERATOR_PERMISSIONS)[]) {
      expect(operatorRoleMay("owner", permission), permission).toBe(true);
      if (OPERATOR_PERMISSIONS[permission].write && permission !== "exports.create")
        expect(operatorRoleMay("compliance", permission), permission).toBe(false);
    }
  });

  it("keeps the operators themselves to owners, and the program's setup to owners and program", () => {
    expect(OPERATOR_ROLES.filter((role) => operatorRoleMay(role, "operators.manage"))).toEqual(["owner"]);
    expect(OPERATOR_ROLES.filter((role) => operatorRoleMay(role, "employers.write"))).toEqual(["owner", "program"]);
    expect(OPERATOR_ROLES.filter((role) => operatorRoleMay(role, "people.fix"))).toEqual(["owner", "support"]);
    expect(OPERATOR_ROLES.filter((role) => operatorRoleMay(role, "employers.read"))).toEqual([...OPERATOR_ROLES]);
  });

  it("knows its roles and nothing else", () => {
    for (const role of OPERATOR_ROLES) expect(isOperatorRole(role)).toBe(true);
    for (const value of ["admin", "viewer", "", "Owner", null, 1]) expect(isOperatorRole(value)).toBe(false);
  });
});
