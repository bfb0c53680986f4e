import { describe, expect, it } from "vitest";

import { readIdentityAnswer } from "./identity-answer";

describe("a documentary answer's reading of the document", () => {
  it("keeps what looks like a description", () => {
    const document = { issuingCountry: "US", issuingState: "TX", expiresOn: "2030-04-23", numberLastFour: "4321" };
    expect(readIdentityAnswer("documentary", { outcome: "VERIFIED", document })).toEqual({
      outcome: "VERIFIED",
      document,
    });
  });

  it("drops what does not, and never makes the answer unreadable for it", () => {
    const read = readIdentityAnswer("documentary", {
      outcome: "FAILED",
      document: { issuingCountry: "USA", issuingState: 7, expiresOn: "tomorrow", numberLastFour: "123456789" },
    });
    expect(read).toEqual({
      outcome: "FAILED",
      document: { issuingCountry: null, issuingState: null, expiresOn: null, numberLastFour: null },
    });
    expect(readIdentityAnswer("documentary", { outcome: "VERIFIED", document: "garbage" })).toEqual({
      outcome: "VERIFIED",
    });
  });

  it("a full document number never passes as its last four", () => {
    const read = readIdentityAnswer("documentary", {
      outcome: "VERIFIED",
      document: { issuingCountry: "US", issuingState: null, expiresOn: null, numberLastFour: "D1234567" },
    });
    expect(read.document?.numberLastFour).toBeNull();
  });
});

describe("an answer that names the vendor's case but no decision", () => {
  it.each(["standard", "documentary"])(
    "UNRESOLVED and UNRECOGNISED carry the case and the vendor's status (%s)",
    (kind) => {
      for (const outcome of ["UNRESOLVED", "UNRECOGNISED"])
        expect(readIdentityAnswer(kind, { outcome, providerReference: "txn_1", vendorStatus: "errored" })).toEqual({
          outcome,
          providerReference: "txn_1",
          vendorStatus: "errored",
        });
    },
  );

  it("without the case or the status it is unreadable: there would be nothing to read back", () => {
    expect(() => readIdentityAnswer("standard", { outcome: "UNRECOGNISED", vendorStatus: "x" })).toThrow(
      "unreadable provider answer",
    );
    expect(() => readIdentityAnswer("standard", { outcome: "UNRESOLVED", providerReference: "txn_1" })).toThrow(
      "unreadable provider answer",
    );
    expect(() =>
      readIdentityAnswer("standard", { outcome: "UNRECOGNISED", providerReference: "", vendorStatus: "x" }),
    ).toThrow("unreadable provider answer");
  });
});
