import { describe, expect, it } from "vitest";

import { describePaymentMethod } from "./payment-method-display";

describe("describePaymentMethod", () => {
  it.each([
    ["credit", "CardCredit", "Visa credit card ending in 4242"],
    ["debit", "CardDebit", "Visa debit card ending in 4242"],
    ["prepaid", "CardPrepaid", "Visa prepaid card ending in 4242"],
    ["unknown", "Card", "Visa card ending in 4242"],
  ] as const)("a %s card is %s", (funding, type, description) => {
    const result = describePaymentMethod({
      kind: "card",
      id: "pm_1",
      brand: "visa",
      funding,
      last4: "4242",
      expMonth: 12,
      expYear: 2034,
    });
    expect(result).toEqual({
      type,
      name: "Visa",
      description,
      lastFour: "4242",
      expiration: { month: 12, year: 2034 },
    });
  });

  it("names brands people know and capitalises others", () => {
    const card = (brand: string) =>
      describePaymentMethod({
        kind: "card",
        id: "pm",
        brand,
        funding: "credit",
        last4: "1",
        expMonth: 1,
        expYear: 2030,
      }).name;
    expect(card("amex")).toBe("American Express");
    expect(card("cartes_bancaires")).toBe("Cartes_bancaires");
  });

  it("describes a bank account without an expiry", () => {
    const result = describePaymentMethod({
      kind: "us_bank_account",
      id: "pm",
      bankName: "STRIPE TEST BANK",
      last4: "6789",
      accountType: "checking",
    });
    expect(result).toEqual({
      type: "BankAccount",
      name: "STRIPE TEST BANK",
      description: "STRIPE TEST BANK checking account ending in 6789",
      lastFour: "6789",
      expiration: null,
    });
  });
});
