import { describe, expect, it } from "vitest";

import { describeGovernmentId } from "./persona-government-id";

// Attribute names and values as Persona's "Retrieve a Government ID Verification" example shows them.
const DOCUMENTED = {
  "country-code": "US",
  "issuing-subdivision": "CA",
  "expiration-date": "2025-01-01",
  "identification-number": "Y123ABC",
  "id-class": "dl",
  "name-first": "JANE",
  birthdate: "1990-01-01",
};

describe("our description of a document from Persona's government-ID verification", () => {
  it("reads country, subdivision, expiry and the last four of the number, nothing else", () => {
    expect(describeGovernmentId(DOCUMENTED)).toEqual({
      issuingCountry: "US",
      issuingState: "CA",
      expiresOn: "2025-01-01",
      numberLastFour: "3ABC",
    });
  });

  it.each([
    ["D1234567", "4567"],
    ["12345", "2345"],
    ["A12 345 678", "5678"],
    ["123-45-6789", "6789"],
    ["1234", null],
    ["A-1", null],
    ["", null],
    [12345678, null],
    [null, null],
  ])("identification-number %j → last four %j (a number of four or fewer is never kept)", (number, lastFour) => {
    const read = describeGovernmentId({ ...DOCUMENTED, "identification-number": number });
    expect(read.numberLastFour).toBe(lastFour);
    if (typeof number === "string" && number.length > 0) expect(read.numberLastFour).not.toBe(number);
  });

  it("never returns the full number anywhere in the description", () => {
    const text = JSON.stringify(describeGovernmentId({ ...DOCUMENTED, "identification-number": "D1234567" }));
    expect(text).not.toContain("D1234567");
    expect(text).not.toContain("1234567");
  });

  it.each([
    ["2031-02-30", null],
    ["2031-13-01", null],
    ["01/02/2031", null],
    ["2031-1-2", null],
    ["2031-02-01T00:00:00Z", null],
    ["", null],
    [20310201, null],
    ["2028-02-29", "2028-02-29"],
  ])("expiration-date %j → %j (not a calendar date: ignored)", (date, expiresOn) => {
    expect(describeGovernmentId({ ...DOCUMENTED, "expiration-date": date }).expiresOn).toBe(expiresOn);
  });

  it.each([
    [{ "country-code": "us", "issuing-subdivision": "ca" }, "US", "CA"],
    [{ "country-code": "US", "issuing-subdivision": "US-TX" }, "US", "TX"],
    [{ "country-code": "CA", "issuing-subdivision": "US-TX" }, "CA", null],
    [{ "country-code": "USA", "issuing-subdivision": "California" }, null, null],
    [{ "country-code": null, "issuing-subdivision": null }, null, null],
    [{ "country-code": 1, "issuing-subdivision": ["CA"] }, null, null],
  ])("country and subdivision %j → %s / %s", (attributes, country, state) => {
    const read = describeGovernmentId({ ...DOCUMENTED, ...attributes });
    expect(read.issuingCountry).toBe(country);
    expect(read.issuingState).toBe(state);
  });

  it("an empty verification is an empty description", () => {
    expect(describeGovernmentId({})).toEqual({
      issuingCountry: null,
      issuingState: null,
      expiresOn: null,
      numberLastFour: null,
    });
  });
});
