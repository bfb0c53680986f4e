import type { PaymentMethodDetails, SetupIntentStatus } from "./types";

// Omit over each member of the union, not over the union (which would keep only shared keys).
type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type TokenOutcome = {
  status: SetupIntentStatus;
  paymentMethod: WithoutId<PaymentMethodDetails> | null;
  error?: string;
};

type Card = Extract<WithoutId<PaymentMethodDetails>, { kind: "card" }>;

/** A test card that is accepted. Expiry is fixed in the future so tests stay valid for years. */
const acceptedCard = ({ brand, funding, last4 }: Pick<Card, "brand" | "funding" | "last4">): TokenOutcome => ({
  status: "succeeded",
  paymentMethod: { kind: "card", brand, funding, last4, expMonth: 12, expYear: 2034 },
});

/** Stripe's test payment-method tokens that the sandbox understands (README, "Sandbox test values"). */
export const SANDBOX_TEST_TOKENS: Record<string, TokenOutcome> = {
  pm_card_visa: acceptedCard({ brand: "visa", funding: "credit", last4: "4242" }),
  pm_card_mastercard: acceptedCard({ brand: "mastercard", funding: "credit", last4: "4444" }),
  pm_card_visa_debit: acceptedCard({ brand: "visa", funding: "debit", last4: "5556" }),
  pm_card_amex: acceptedCard({ brand: "amex", funding: "credit", last4: "8431" }),
  pm_card_chargeDeclined: { status: "requires_payment_method", paymentMethod: null, error: "card_declined" },
  // A bank account that needs microdeposit verification: attachable as Pending, settled later.
  pm_usBankAccount: {
    status: "requires_action",
    paymentMethod: { kind: "us_bank_account", bankName: "STRIPE TEST BANK", last4: "6789", accountType: "checking" },
  },
};
