import { describe, expect, it } from "vitest";

import { HR_PERMISSIONS, type HrPermission } from "@/lib/domain/hr/hr-roles";

import {
  isOperatorRole,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  operatorMayAsHr,
  operatorRoleMay,
} from "./operator-roles";

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

  it("holds inside an employer only reading people (masked) and the two safe fixes, by role", () => {
    const held = (role: (typeof OPERATOR_ROLES)[number]) =>
      (Object.keys(HR_PERMISSIONS) as HrPermission[]).filter((permission) => operatorMayAsHr(role, permission));
    expect(held("owner")).toEqual(["employees.read", "employees.sign_out", "employees.invite"]);
    expect(held("support")).toEqual(["employees.read", "employees.sign_out", "employees.invite"]);
    expect(held("compliance")).toEqual(["employees.read"]);
    expect(held("program")).toEqual([]);
  });

  it("knows its roles and nothing else", () => {
    for (const role of OPERATOR_ROLES) expect(isOperatorRole(role)).toBe(true);
    for (const value of ["admin", "viewer", "", "Owner", null, 1]) expect(isOperatorRole(value)).toBe(false);
  });
});
