import { describe, expect, it } from "vitest";

import { acceptancesFor, requiredAcceptedOn, type PortalAgreement } from "./agreements";

const agreement = (id: string, required: boolean, acceptedOn: string | null = null): PortalAgreement => ({
  id,
  tag: `${id}-2026-01`,
  required,
  acceptedOn,
});

const esign = agreement("agr_esign", true);
const terms = agreement("agr_terms", true);
const emails = agreement("agr_emails", false);

describe("acceptancesFor: one accept action", () => {
  it("accepts every open required agreement, in the page's order, with the tag shown", () => {
    expect(acceptancesFor([esign, terms, emails], new Set())).toEqual([
      { agreementId: "agr_esign", agreementTag: "agr_esign-2026-01" },
      { agreementId: "agr_terms", agreementTag: "agr_terms-2026-01" },
    ]);
  });

  it("leaves the optional e-mails out unless their box is ticked", () => {
    expect(acceptancesFor([esign, emails], new Set()).map((a) => a.agreementId)).toEqual(["agr_esign"]);
    expect(acceptancesFor([emails, esign], new Set(["agr_emails"])).map((a) => a.agreementId)).toEqual([
      "agr_esign",
      "agr_emails",
    ]);
  });

  it("never accepts again what is accepted (a required one, or ticked e-mails)", () => {
    const done = [
      agreement("agr_esign", true, "2026-11-24T10:00:00Z"),
      terms,
      agreement("agr_emails", false, "2026-11-20T10:00:00Z"),
    ];
    expect(acceptancesFor(done, new Set(["agr_emails"])).map((a) => a.agreementId)).toEqual(["agr_terms"]);
  });

  it("saves a ticked box alone once the required ones stand", () => {
    const done = [agreement("agr_esign", true, "2026-11-24T10:00:00Z"), emails];
    expect(acceptancesFor(done, new Set(["agr_emails"])).map((a) => a.agreementId)).toEqual(["agr_emails"]);
    expect(acceptancesFor(done, new Set())).toEqual([]);
  });

  it("ignores a ticked id that is not on the page", () => {
    expect(acceptancesFor([esign], new Set(["agr_gone"])).map((a) => a.agreementId)).toEqual(["agr_esign"]);
  });
});

describe("requiredAcceptedOn", () => {
  it("is null while any required agreement is open", () => {
    expect(requiredAcceptedOn([agreement("a", true, "2026-11-24T10:00:00Z"), agreement("b", true)])).toBeNull();
  });

  it("is the latest acceptance of the required ones; optional ones do not count", () => {
    const list = [
      agreement("a", true, "2026-11-24T10:00:00Z"),
      agreement("b", true, "2026-11-24T10:00:01Z"),
      agreement("c", false, "2026-12-01T00:00:00Z"),
    ];
    expect(requiredAcceptedOn(list)).toBe("2026-11-24T10:00:01Z");
  });

  it("is null when the program requires none, whatever optional ones say", () => {
    expect(requiredAcceptedOn([])).toBeNull();
    expect(requiredAcceptedOn([agreement("c", false, "2026-12-01T00:00:00Z")])).toBeNull();
  });
});
