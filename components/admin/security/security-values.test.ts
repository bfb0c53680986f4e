import { describe, expect, it } from "vitest";

import type { SecuritySettings } from "@/lib/schemas/responses/admin-security-settings";

import { fieldForPointer, splitDomains, toPatch, toValues } from "./security-values";

const configured: SecuritySettings = {
  requireMfa: true,
  ssoRedirectUri: "https://app.example/api/admin/sso/callback",
  sso: {
    enabled: true,
    issuer: "https://login.acme.example",
    clientId: "hr-admin",
    clientSecretLastFour: "1234",
    allowedDomains: ["acme.example", "acme.co.uk"],
    roleClaim: "groups",
    scopes: ["groups"],
    roleMapping: { "hr-owners": "owner", "hr-staff": "admin" },
    defaultRole: null,
    required: true,
    breakGlassAdminId: "adm_1",
  },
};

describe("the security form's values", () => {
  it("round-trips stored settings, keeping the stored secret unless a new one is typed", () => {
    const values = toValues(configured);
    expect(values.allowedDomains).toBe("acme.example\nacme.co.uk");
    expect(values.roleMapping).toEqual([
      { claim: "hr-owners", role: "owner" },
      { claim: "hr-staff", role: "admin" },
    ]);
    // What was stored comes back as it was, but for the secret's last four, which is not sent.
    const { clientSecretLastFour: _notSent, ...stored } = configured.sso!;
    expect(toPatch(values, configured)).toEqual({ requireMfa: true, sso: stored });
    expect(toPatch({ ...values, clientSecret: "  s3cret  " }, configured).sso?.clientSecret).toBe("s3cret");
  });

  it("leaves single sign-on null when it was never set up and nothing was typed", () => {
    const never: SecuritySettings = {
      requireMfa: false,
      ssoRedirectUri: "https://app.example/api/admin/sso/callback",
      sso: null,
    };
    expect(toPatch({ ...toValues(never), requireMfa: true }, never)).toEqual({ requireMfa: true, sso: null });
    expect(toPatch({ ...toValues(never), issuer: "https://idp.example" }, never).sso?.issuer).toBe(
      "https://idp.example",
    );
  });

  it("drops empty mapping rows and the break-glass owner when SSO is not required", () => {
    const values = {
      ...toValues(configured),
      ssoRequired: false,
      roleMapping: [{ claim: " ", role: "viewer" as const }],
    };
    const sso = toPatch(values, configured).sso;
    expect(sso?.roleMapping).toEqual({});
    expect(sso?.breakGlassAdminId).toBeNull();
  });
});

describe("splitDomains", () => {
  it("takes commas, spaces, semicolons and lines, each domain once", () => {
    expect(splitDomains(" acme.example, acme.co.uk\n\nexample.org;acme.example ")).toEqual([
      "acme.example",
      "acme.co.uk",
      "example.org",
    ]);
    expect(splitDomains("   ")).toEqual([]);
  });
});

describe("fieldForPointer", () => {
  const values = toValues(configured);
  it.each([
    ["/sso/issuer", "issuer"],
    ["/sso/allowedDomains/1", "allowedDomains"],
    ["/sso/scopes/0", "scopes"],
    ["/sso/roleMapping/hr-staff", "roleMapping.1.claim"],
    ["/sso/roleMapping/unknown", "roleMapping"],
    ["/sso/breakGlassAdminId", "breakGlassAdminId"],
    ["/requireMfa", "requireMfa"],
    ["/somewhere/else", undefined],
  ])("%s → %s", (path, field) => expect(fieldForPointer(path, values)).toBe(field));

  it("reads ~1 and ~0 in a claim value", () => {
    const slashed = { ...values, roleMapping: [{ claim: "a/b~c", role: "viewer" as const }] };
    expect(fieldForPointer("/sso/roleMapping/a~1b~0c", slashed)).toBe("roleMapping.0.claim");
  });
});
