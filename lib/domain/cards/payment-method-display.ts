/** What we read from a payment provider's PaymentMethod: never a full card or account number. */
export type PaymentMethodDetails =
  | {
      kind: "card";
      id: string;
      brand: string; // visa, mastercard, amex, discover, …
      funding: "credit" | "debit" | "prepaid" | "unknown";
      last4: string;
      expMonth: number;
      expYear: number;
    }
  | { kind: "us_bank_account"; id: string; bankName: string | null; last4: string; accountType: string | null };

/** A payment method's `type`, by what the provider reports: a card by its funding, or a US bank account. */
export const PAYMENT_METHOD_TYPES = ["CardCredit", "CardDebit", "CardPrepaid", "Card", "BankAccount"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Verified: usable for repayment; Pending: a bank account awaiting its micro-deposits; Failed. */
export const PAYMENT_METHOD_STATUSES = ["Verified", "Pending", "Failed"] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** The contract's PaymentMethodResponse fields derived from what the provider reports. */
export function describePaymentMethod(details: PaymentMethodDetails): {
  type: PaymentMethodType;
  name: string;
  description: string;
  lastFour: string;
  expiration: { month: number; year: number } | null;
} {
  if (details.kind === "us_bank_account") {
    const bank = details.bankName ?? "Bank";
    const account = details.accountType ? `${details.accountType} account` : "account";
    return {
      type: "BankAccount",
      name: bank,
      description: `${bank} ${account} ending in ${details.last4}`,
      lastFour: details.last4,
      expiration: null,
    };
  }
  const brand = BRANDS[details.brand] ?? details.brand.charAt(0).toUpperCase() + details.brand.slice(1);
  const type: PaymentMethodType =
    details.funding === "credit"
      ? "CardCredit"
      : details.funding === "debit"
        ? "CardDebit"
        : details.funding === "prepaid"
          ? "CardPrepaid"
          : "Card";
  const kind = details.funding === "unknown" ? "card" : `${details.funding} card`;
  return {
    type,
    name: brand,
    description: `${brand} ${kind} ending in ${details.last4}`,
    lastFour: details.last4,
    expiration: { month: details.expMonth, year: details.expYear },
  };
}
