import { describe, expect, it } from "vitest";

import {
  emailDomain,
  emailDomainAllowed,
  normalizeEmailDomain,
  passwordSignInAllowed,
  roleFromClaims,
  sameIssuer,
  SSO_LINK_APPROVAL_MS,
  ssoLinkApprovalHolds,
  ssoLinkProof,
  type RoleMapping,
  type SsoRole,
} from "./sso-policy";

describe("normalizeEmailDomain", () => {
  it.each([
    ["acme.com", "acme.com"],
    ["ACME.Com", "acme.com"],
    ["eu.acme.co.uk", "eu.acme.co.uk"],
    ["my-company.io", "my-company.io"],
    ["bücher.de", "xn--bcher-kva.de"],
    ["BÜCHER.DE", "xn--bcher-kva.de"],
    ["xn--bcher-kva.de", "xn--bcher-kva.de"],
    // NFD input (u + combining diaeresis) is the same domain as NFC.
    ["bu\u0308cher.de", "xn--bcher-kva.de"],
    ["faß.de", "xn--fa-hia.de"],
    ["例え.jp", "xn--r8jz45g.jp"],
    [`${"a".repeat(63)}.com`, `${"a".repeat(63)}.com`],
  ])("%j is %j", (input, expected) => {
    expect(normalizeEmailDomain(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["com", "one label"],
    ["acme.com.", "trailing dot"],
    [".acme.com", "leading dot"],
    ["acme..com", "empty label"],
    ["-acme.com", "label starting with a hyphen"],
    ["acme-.com", "label ending with a hyphen"],
    [`${"a".repeat(64)}.com`, "label over 63"],
    [`${"a.".repeat(127)}com`, "over 253"],
    ["acme.com:443", "port"],
    ["acme.com/x", "path"],
    ["acme.com?x", "query"],
    ["user@acme.com", "an address, not a domain"],
    ["ac me.com", "space"],
    ["acme_corp.com", "underscore"],
    ["1.2.3.4", "IPv4"],
    ["0x7f.1", "IPv4 in hex"],
    ["[::1]", "IPv6"],
    ["acme\u200b.com", "zero-width space"],
    ["ac\u00adme.com", "soft hyphen"],
    ["acme。com", "ideographic full stop"],
    ["ａｃｍｅ.com", "full-width letters"],
    ["aﬁ.com", "ligature"],
  ])("refuses %j (%s)", (input) => {
    expect(normalizeEmailDomain(input)).toBeUndefined();
  });
});

describe("emailDomain", () => {
  it.each([
    ["ann@acme.com", "acme.com"],
    ["Ann.Lee+sso@ACME.COM", "acme.com"],
    ['"a@b"@acme.com', "acme.com"],
    ["jürgen@bücher.de", "xn--bcher-kva.de"],
  ])("%j is at %j", (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });

  it.each([
    "acme.com",
    "@acme.com",
    "ann@",
    "ann@acme.com ",
    " ann@acme.com",
    "an n@acme.com",
    "ann\u200b@acme.com",
    "a@b@acme.com",
  ])("%j has none", (email) => {
    expect(emailDomain(email)).toBeUndefined();
  });
});

describe("emailDomainAllowed", () => {
  const acme = ["acme.com"];

  it.each([
    ["ann@acme.com", acme],
    ["ann@ACME.com", acme],
    ["ann@acme.com", ["ACME.COM"]],
    ["ann@acme.com", ["globex.com", "acme.com"]],
    ["ann@eu.acme.com", ["acme.com", "eu.acme.com"]],
    ["jürgen@bücher.de", ["xn--bcher-kva.de"]],
    ["jurgen@xn--bcher-kva.de", ["bücher.de"]],
  ])("lets %j in for %j", (email, allowed) => {
    expect(emailDomainAllowed(email, allowed)).toBe(true);
  });

  it.each([
    ["ann@evil-acme.com", acme, "a longer name ending the same"],
    ["ann@acmecom", acme, "no dot"],
    ["ann@acme.com.evil.com", acme, "the domain as a prefix"],
    ["ann@eu.acme.com", acme, "a subdomain not listed"],
    ["ann@acme.co", acme, "a prefix of the domain"],
    ["ann@com", acme, "the parent"],
    ["acme.com@evil.com", acme, "the domain in the local part"],
    ["ann@evil.com#@acme.com", acme, "an unquoted @ in the local part"],
    ['"ann@evil.com@acme.com', acme, "an unbalanced quote"],
    ["ann@acme.com.", acme, "trailing dot"],
    ["ann@acme.com\u200b", acme, "zero-width space"],
    ["ann@ａｃｍｅ.com", acme, "full-width letters"],
    ["ann@acme.com", [], "nothing listed"],
    ["ann@acme.com", ["*.acme.com"], "no wildcards"],
    ["ann@acme.com", ["@acme.com"], "a listed value that is not a domain"],
    ["ann@acme.com", ["acme.com."], "a listed value with a trailing dot"],
    ["ann", acme, "no domain at all"],
  ])("keeps %j out for %j (%s)", (email, allowed) => {
    expect(emailDomainAllowed(email, allowed)).toBe(false);
  });
});

describe("roleFromClaims", () => {
  const rule: RoleMapping = {
    claim: "groups",
    mapping: { "hr-owners": "owner", "hr-admins": "admin", "hr-viewers": "viewer" },
    defaultRole: null,
  };

  it.each<[Record<string, unknown>, SsoRole, string]>([
    [{ groups: "hr-admins" }, "admin", "a string"],
    [{ groups: ["hr-viewers"] }, "viewer", "an array of one"],
    [{ groups: ["staff", "hr-viewers", "hr-owners", "hr-admins"] }, "owner", "the highest of several"],
    [{ groups: ["hr-admins", "hr-viewers"] }, "admin", "whatever the order"],
    [{ groups: ["hr-viewers", 7, null, { x: 1 }] }, "viewer", "non-strings ignored"],
  ])("%j gives %s (%s)", (claims, role) => {
    expect(roleFromClaims(claims, rule)).toBe(role);
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, "no claim"],
    [{ groups: [] }, "an empty array"],
    [{ groups: "HR-ADMINS" }, "values are case-sensitive"],
    [{ groups: " hr-admins" }, "values are not trimmed"],
    [{ groups: "hr" }, "a prefix"],
    [{ groups: 1 }, "a number"],
    [{ groups: true }, "a boolean"],
    [{ groups: { "hr-admins": true } }, "an object"],
    [{ groups: null }, "null"],
    [{ groups: ["constructor", "__proto__", "toString"] }, "prototype names"],
    [{ roles: ["hr-owners"] }, "another claim"],
  ])("%j gives the default (%s)", (claims) => {
    expect(roleFromClaims(claims, rule)).toBeNull();
    expect(roleFromClaims(claims, { ...rule, defaultRole: "viewer" })).toBe("viewer");
  });

  it("reads only the claim's own value, not one inherited", () => {
    const claims = Object.create({ groups: ["hr-owners"] }) as Record<string, unknown>;
    expect(roleFromClaims(claims, rule)).toBeNull();
  });

  it("takes the claim name literally, dots included", () => {
    const namespaced: RoleMapping = { claim: "https://acme.com/roles", mapping: { hr: "admin" }, defaultRole: null };
    expect(roleFromClaims({ "https://acme.com/roles": ["hr"] }, namespaced)).toBe("admin");
    expect(roleFromClaims({ https: { "//acme": { "com/roles": ["hr"] } } }, namespaced)).toBeNull();
  });

  it("ignores a mapping to something that is not a role (configuration read from storage)", () => {
    const stored = { ...rule, mapping: { "hr-admins": "superuser" } } as unknown as RoleMapping;
    expect(roleFromClaims({ groups: ["hr-admins"] }, stored)).toBeNull();
  });

  it("a default never outranks a mapped role, nor is it added to one", () => {
    expect(roleFromClaims({ groups: ["hr-viewers"] }, { ...rule, defaultRole: "owner" })).toBe("viewer");
  });
});

describe("sameIssuer", () => {
  it.each([
    ["https://idp.example", "https://idp.example"],
    ["https://idp.example", "https://idp.example/"],
    ["https://IDP.example/", "https://idp.example"],
    ["https://idp.example:443", "https://idp.example"],
    ["https://login.example/tenant/v2.0", "https://login.example/tenant/v2.0"],
    [" https://idp.example ", "https://idp.example"],
  ])("%j is %j", (a, b) => {
    expect(sameIssuer(a, b)).toBe(true);
    expect(sameIssuer(b, a)).toBe(true);
  });

  it.each([
    ["https://idp.example", "https://other.example", "another host"],
    ["https://idp.example", "http://idp.example", "another scheme"],
    ["https://idp.example:8443", "https://idp.example", "another port"],
    ["https://login.example/tenant-a", "https://login.example/tenant-b", "another tenant's path"],
    ["https://login.example/tenant/", "https://login.example/tenant", "a path's slash is the issuer's own"],
    ["https://login.example/Tenant", "https://login.example/tenant", "a path's case"],
    ["not a url", "not  a url", "not URLs: exact only"],
  ])("%j is not %j (%s)", (a, b) => {
    expect(sameIssuer(a, b)).toBe(false);
  });
});

describe("passwordSignInAllowed", () => {
  it.each([
    [{ ssoRequired: false, breakGlassAdminId: null, adminId: "adm_1", activeOwner: false }, true],
    [{ ssoRequired: false, breakGlassAdminId: "adm_2", adminId: "adm_1", activeOwner: false }, true],
    [{ ssoRequired: true, breakGlassAdminId: "adm_1", adminId: "adm_1", activeOwner: true }, true],
    // The break-glass owner demoted or disabled: the name alone opens nothing.
    [{ ssoRequired: true, breakGlassAdminId: "adm_1", adminId: "adm_1", activeOwner: false }, false],
    [{ ssoRequired: true, breakGlassAdminId: "adm_2", adminId: "adm_1", activeOwner: true }, false],
    [{ ssoRequired: true, breakGlassAdminId: null, adminId: "adm_1", activeOwner: true }, false],
    [{ ssoRequired: true, breakGlassAdminId: "", adminId: "", activeOwner: true }, false],
  ])("%j → %s", (input, allowed) => {
    expect(passwordSignInAllowed(input)).toBe(allowed);
  });
});

describe("ssoLinkProof", () => {
  const now = new Date("2027-03-01T10:00:00Z");
  const none = { totp: false, passkeys: 0, recoveryCodesLeft: 0 };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    [{ factors: { totp: true, passkeys: 0, recoveryCodesLeft: 10 }, hasPassword: true }, ["totp", "recovery_code"]],
    [{ factors: { totp: false, passkeys: 2, recoveryCodesLeft: 0 }, hasPassword: true }, ["passkey"]],
    [
      { factors: { totp: true, passkeys: 1, recoveryCodesLeft: 3 }, hasPassword: false },
      ["passkey", "totp", "recovery_code"],
    ],
  ])("a person with a factor gives it: %j → %j", (facts, methods) => {
    expect(ssoLinkProof({ ...facts, approvedAt: null, now })).toEqual({ kind: "factor", methods });
  });

  it("recovery codes alone are no factor: the password then, as step-up asks", () => {
    expect(
      ssoLinkProof({ factors: { ...none, recoveryCodesLeft: 5 }, hasPassword: true, approvedAt: null, now }),
    ).toEqual({ kind: "password" });
  });

  it("without a factor, the password; with neither, an owner must approve", () => {
    expect(ssoLinkProof({ factors: none, hasPassword: true, approvedAt: null, now })).toEqual({ kind: "password" });
    expect(ssoLinkProof({ factors: none, hasPassword: false, approvedAt: null, now })).toEqual({
      kind: "approval_needed",
    });
  });

  it.each([
    ["just given", 0],
    ["an hour ago", 3_600_000],
    ["a day ago to the millisecond", SSO_LINK_APPROVAL_MS],
    ["a little ahead of this clock", -20_000],
  ])("an owner's approval given %s links at once, whatever the person has", (_when, age) => {
    for (const facts of [
      { factors: none, hasPassword: false },
      { factors: { totp: true, passkeys: 1, recoveryCodesLeft: 10 }, hasPassword: true },
    ])
      expect(ssoLinkProof({ ...facts, approvedAt: ago(age), now })).toEqual({ kind: "owner_approval" });
    expect(ssoLinkApprovalHolds(ago(age), now)).toBe(true);
  });

  it.each([
    ["a day and a millisecond ago", SSO_LINK_APPROVAL_MS + 1],
    ["a week ago", 7 * 24 * 3_600_000],
    ["far ahead of this clock (bad data)", -3_600_000],
  ])("an approval given %s no longer counts", (_when, age) => {
    expect(ssoLinkApprovalHolds(ago(age), now)).toBe(false);
    expect(ssoLinkProof({ factors: none, hasPassword: false, approvedAt: ago(age), now })).toEqual({
      kind: "approval_needed",
    });
    expect(ssoLinkProof({ factors: none, hasPassword: true, approvedAt: ago(age), now })).toEqual({ kind: "password" });
  });
});
