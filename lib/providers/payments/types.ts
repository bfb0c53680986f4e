import type { PaymentMethodDetails } from "@/lib/domain/cards/payment-method-display";

export type { PaymentMethodDetails };

export type SetupIntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "canceled" | "succeeded";

export type SetupIntentInfo = {
  id: string;
  status: SetupIntentStatus;
  customerId: string | null;
  /** Bank accounts waiting for microdeposit verification: attachable as Pending. */
  awaitingVerification: boolean;
  paymentMethod: PaymentMethodDetails | null;
};

/**
 * A payment service provider, as the repayment flow needs it (docs/payments-and-cards.md): a customer per employee,
 * SetupIntents for off-session use, and reading back what the client SDK confirmed.
 */
export type PaymentsProvider = {
  name: "stripe" | "sandbox";
  publishableKey: string;
  createCustomer(input: { employeeId: string; email: string; name: string }): Promise<string>;
  createSetupIntent(input: { customerId: string; employeeId: string }): Promise<{ id: string; clientSecret: string }>;
  /** undefined when no such SetupIntent exists. */
  retrieveSetupIntent(id: string): Promise<SetupIntentInfo | undefined>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
};
