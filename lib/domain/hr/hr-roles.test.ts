import { describe, expect, it } from "vitest";

import { HR_PERMISSIONS, HR_ROLES, isHrRole, roleMay, roleRank, type HrPermission } from "./hr-roles";

// The whole matrix, written out: a permission added or moved fails here until this says so too.
const EXPECTED: Record<HrPermission, Record<(typeof HR_ROLES)[number], boolean>> = {
  "employees.read": { owner: true, admin: true, viewer: true },
  "employees.read_unmasked": { owner: true, admin: true, viewer: false },
  "employees.write": { owner: true, admin: true, viewer: false },
  "employees.sign_out": { owner: true, admin: true, viewer: false },
  "employees.erase": { owner: true, admin: true, viewer: false },
  "employees.invite": { owner: true, admin: true, viewer: false },
  "employees.invite_link": { owner: true, admin: true, viewer: false },
  "employees.export": { owner: true, admin: true, viewer: false },
  "imports.write": { owner: true, admin: true, viewer: false },
  "cards.write": { owner: true, admin: true, viewer: false },
  "team.manage": { owner: true, admin: false, viewer: false },
  "sftp.manage": { owner: true, admin: false, viewer: false },
  "api_clients.manage": { owner: true, admin: false, viewer: false },
  "webhooks.manage": { owner: true, admin: false, viewer: false },
  "settings.manage": { owner: true, admin: false, viewer: false },
  "audit.read": { owner: true, admin: false, viewer: false },
};

describe("HR roles", () => {
  it.each(Object.keys(HR_PERMISSIONS) as HrPermission[])(
    "%s is held by exactly the roles the matrix says",
    (permission) => {
      for (const role of HR_ROLES)
        expect(roleMay(role, permission), `${role} ${permission}`).toBe(EXPECTED[permission][role]);
    },
  );

  it("lists every permission in the expected matrix", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(HR_PERMISSIONS).sort());
  });

  it("an owner holds every permission, a viewer only reading", () => {
    const held = (role: (typeof HR_ROLES)[number]) =>
      (Object.keys(HR_PERMISSIONS) as HrPermission[]).filter((permission) => roleMay(role, permission));
    expect(held("owner")).toHaveLength(Object.keys(HR_PERMISSIONS).length);
    expect(held("viewer")).toEqual(["employees.read"]);
  });

  it("recognises only the three roles", () => {
    for (const role of HR_ROLES) expect(isHrRole(role)).toBe(true);
    for (const value of ["Owner", "superadmin", "", null, undefined, 1, "owner "]) expect(isHrRole(value)).toBe(false);
  });

  it("ranks owner above admin above viewer", () => {
    expect(roleRank("owner")).toBeLessThan(roleRank("admin"));
    expect(roleRank("admin")).toBeLessThan(roleRank("viewer"));
  });
});
