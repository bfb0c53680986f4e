import { describe, expect, it } from "vitest";

import { HR_ROLES, roleMay, type HrPermission } from "@/lib/domain/hr/hr-roles";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";

import { actorMay, authorize, authorizeOwnAccount } from "./authorize";
import type { Actor } from "./context";

const admin = (role: (typeof HR_ROLES)[number]): Actor => ({
  type: "admin",
  adminId: "adm_1",
  employerId: "emp_1",
  role,
});

describe("authorize", () => {
  it.each(HR_ROLES)("holds HR in the %s role to the permissions the role has", (role) => {
    for (const permission of ["employees.read", "employees.write", "team.manage", "audit.read"] as HrPermission[]) {
      expect(actorMay(admin(role), permission)).toBe(roleMay(role, permission));
      if (roleMay(role, permission)) expect(() => authorize(admin(role), permission)).not.toThrow();
      else
        expect(() => authorize(admin(role), permission)).toThrow(expect.objectContaining({ code: "role_not_allowed" }));
    }
  });

  it.each<Actor>([
    { type: "partner", clientId: "cli_1", employerIds: new Set(["emp_1"]) },
    { type: "employee", employeeId: "empl_1", employerId: "emp_1" },
    { type: "system", name: "worker" },
    { type: "anonymous" },
  ])("leaves a $type actor to the use case's own rules", (actor) => {
    expect(actorMay(actor, "team.manage")).toBe(true);
  });

  // A kind of actor the switch does not name (one added to Actor and not yet decided) is refused,
  // never let through; the type checker refuses the build first.
  it("holds for an operator only the HR permissions their role maps to inside an employer", () => {
    const operator = (role: OperatorRole): Actor => ({ type: "operator", operatorId: "opr_1", role });
    expect(actorMay(operator("support"), "employees.read")).toBe(true);
    expect(actorMay(operator("support"), "employees.sign_out")).toBe(true);
    expect(actorMay(operator("compliance"), "employees.read")).toBe(true);
    expect(actorMay(operator("compliance"), "employees.invite")).toBe(false);
    expect(actorMay(operator("program"), "employees.read")).toBe(false);
    expect(actorMay(operator("owner"), "employees.read_unmasked")).toBe(false);
    expect(() => authorize(operator("owner"), "team.manage")).toThrow(
      expect.objectContaining({ code: "role_not_allowed" }),
    );
  });

  it("refuses an actor of a kind it does not know", () => {
    const stranger = { type: "auditor", auditorId: "aud_1" } as unknown as Actor;
    expect(() => authorize(stranger, "employees.read")).toThrow(expect.objectContaining({ code: "unauthorized" }));
    expect(() => actorMay(stranger, "employees.read")).toThrow(expect.objectContaining({ code: "unauthorized" }));
  });
});

describe("authorizeOwnAccount", () => {
  const session = { id: "sess_1", factorAt: null };

  it("names the account and its realm: an HR person with their employer, an operator with none", () => {
    expect(
      authorizeOwnAccount({ type: "admin", adminId: "adm_1", employerId: "empr_1", role: "viewer", session }),
    ).toEqual({ accountId: "adm_1", realm: "hr", employerId: "empr_1", session });
    expect(authorizeOwnAccount({ type: "operator", operatorId: "opr_1", role: "compliance", session })).toEqual({
      accountId: "opr_1",
      realm: "operator",
      session,
    });
  });

  it("refuses whoever has no account, and a step that needs a session without one", () => {
    for (const actor of [
      { type: "partner", clientId: "cli_1", employerIds: new Set<string>() },
      { type: "employee", employeeId: "emp_1", employerId: "empr_1" },
      { type: "system", name: "worker" },
      { type: "anonymous" },
    ] satisfies Actor[])
      expect(() => authorizeOwnAccount(actor)).toThrow(expect.objectContaining({ code: "unauthorized" }));
    expect(() =>
      authorizeOwnAccount({ type: "operator", operatorId: "opr_1", role: "owner" }, { session: true }),
    ).toThrow(expect.objectContaining({ code: "unauthorized" }));
  });
});
