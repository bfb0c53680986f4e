import { describe, expect, it } from "vitest";

import {
  describeSecuritySettingChange,
  securitySettingChanges,
  type ComparableSso,
  type SecuritySettingChange,
} from "./security-settings-changes";

const sso: ComparableSso = {
  enabled: true,
  issuer: "https://login.example.com",
  clientId: "hr",
  allowedDomains: ["example.com", "example.org"],
  roleClaim: "groups",
  scopes: ["groups"],
  roleMapping: { "hr-owners": "owner", staff: "viewer" },
  defaultRole: null,
  required: false,
  breakGlassAdminId: null,
};

/** A save of single sign-on: `after` over the stored settings (null: removed); `before` null when none was stored. */
const ssoSave = (after: Partial<ComparableSso> | null, before: ComparableSso | null = sso, secretReplaced = false) => ({
  sso: { before: before ?? undefined, after: after === null ? null : { ...sso, ...after }, secretReplaced },
});

describe("securitySettingChanges", () => {
  it("names require MFA only when its value changes", () => {
    expect(securitySettingChanges({ requireMfa: { before: false, after: true } })).toEqual([
      { what: "require_mfa", on: true },
    ]);
    expect(securitySettingChanges({ requireMfa: { before: true, after: false } })).toEqual([
      { what: "require_mfa", on: false },
    ]);
    expect(securitySettingChanges({ requireMfa: { before: true, after: true } })).toEqual([]);
    expect(securitySettingChanges({})).toEqual([]);
  });

  it("an identical save of single sign-on changes nothing, whatever the order of domains, scopes or mapping", () => {
    expect(securitySettingChanges(ssoSave({}))).toEqual([]);
    expect(
      securitySettingChanges(
        ssoSave({
          allowedDomains: ["example.org", "example.com"],
          roleMapping: { staff: "viewer", "hr-owners": "owner" },
        }),
      ),
    ).toEqual([]);
  });

  it("set up and removed: the provider set up names its issuer; removing what was never there is no change", () => {
    expect(securitySettingChanges(ssoSave({}, null))).toEqual([
      { what: "sso_set_up", issuer: "https://login.example.com" },
    ]);
    expect(securitySettingChanges(ssoSave({ required: true, breakGlassAdminId: "adm_1" }, null))).toEqual([
      { what: "sso_set_up", issuer: "https://login.example.com" },
      { what: "sso_required", on: true },
    ]);
    expect(securitySettingChanges(ssoSave(null))).toEqual([{ what: "sso_removed" }]);
    expect(securitySettingChanges(ssoSave(null, null))).toEqual([]);
  });

  it("names each field that changed: the provider from and to, domains as they now are, the role mapping", () => {
    const cases: Array<[Partial<ComparableSso>, SecuritySettingChange[]]> = [
      [{ enabled: false }, [{ what: "sso_enabled", on: false }]],
      [
        { issuer: "https://idp.attacker.example" },
        [{ what: "sso_provider", from: "https://login.example.com", to: "https://idp.attacker.example" }],
      ],
      [{ clientId: "other" }, [{ what: "sso_client_id" }]],
      [{ allowedDomains: ["example.com"] }, [{ what: "sso_domains", domains: ["example.com"] }]],
      [{ roleClaim: "roles" }, [{ what: "sso_roles" }]],
      [{ scopes: [] }, [{ what: "sso_roles" }]],
      [{ roleMapping: { "hr-owners": "owner", staff: "admin" } }, [{ what: "sso_roles" }]],
      [{ roleMapping: { "hr-owners": "owner" } }, [{ what: "sso_roles" }]],
      [{ defaultRole: "viewer" }, [{ what: "sso_roles" }]],
      [{ required: true, breakGlassAdminId: "adm_1" }, [{ what: "sso_required", on: true }]],
    ];
    for (const [after, expected] of cases)
      expect(securitySettingChanges(ssoSave(after)), JSON.stringify(after)).toEqual(expected);
  });

  it("a new client secret is named though it is never compared; the break-glass owner only while SSO is required", () => {
    expect(securitySettingChanges(ssoSave({}, sso, true))).toEqual([{ what: "sso_client_secret" }]);
    const required = { ...sso, required: true, breakGlassAdminId: "adm_1" };
    expect(securitySettingChanges(ssoSave({ required: true, breakGlassAdminId: "adm_2" }, required))).toEqual([
      { what: "sso_break_glass" },
    ]);
    expect(securitySettingChanges(ssoSave({ required: false, breakGlassAdminId: null }, required))).toEqual([
      { what: "sso_required", on: false },
    ]);
  });
});

describe("describeSecuritySettingChange", () => {
  it("says each change in English and Spanish, the provider's addresses included", () => {
    expect(
      describeSecuritySettingChange({ what: "sso_provider", from: "https://a.example", to: "https://b.example" }),
    ).toEqual([
      "single sign-on provider changed from https://a.example to https://b.example",
      "proveedor de inicio de sesión único cambiado de https://a.example a https://b.example",
    ]);
    expect(describeSecuritySettingChange({ what: "require_mfa", on: false })[0]).toBe("require MFA off");
    expect(describeSecuritySettingChange({ what: "sso_domains", domains: ["a.example", "b.example"] })[0]).toBe(
      "e-mail domains allowed to sign in: a.example, b.example",
    );
  });
});
