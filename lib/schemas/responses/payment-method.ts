import { z } from "zod";

import { PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TYPES } from "@/lib/domain/cards/payment-method-display";

import { expirationSchema, listOf, orNull, timestamp } from "./common";

export const paymentMethodSchema = z
  .strictObject({
    id: z.number().int().meta({ example: 17 }),
    type: z.enum(PAYMENT_METHOD_TYPES).meta({
      description:
        "CardCredit, CardDebit or CardPrepaid by the card's funding (Card when the network does not say), or BankAccount.",
      example: "CardCredit",
    }),
    name: z.string().meta({ example: "Visa" }),
    description: z.string().meta({ example: "Visa credit •••• 4242" }),
    lastFour: z.string().meta({ example: "4242" }),
    expiration: orNull(expirationSchema),
    paymentMethodStatus: z.enum(PAYMENT_METHOD_STATUSES).meta({
      description: "Verified (usable for repayment), Pending (a bank account awaiting its micro-deposits) or Failed.",
      example: "Verified",
    }),
    createdAt: timestamp,
  })
  .meta({ id: "PaymentMethod" });
export type PaymentMethodResponse = z.input<typeof paymentMethodSchema>;

export const removedPaymentMethodSchema = paymentMethodSchema
  .extend({ removed: z.literal(true) })
  .meta({ id: "RemovedPaymentMethod" });
export type RemovedPaymentMethodResponse = z.input<typeof removedPaymentMethodSchema>;

export const paymentMethodListSchema = listOf(paymentMethodSchema);
export type PaymentMethodListResponse = z.output<typeof paymentMethodListSchema>;

export const clientSecretSchema = z
  .strictObject({ clientSecret: z.string().meta({ example: "seti_1Q2w3E4r5T6y_secret_Z9x8C7v6" }) })
  .meta({ id: "SetupIntentClientSecret" });
export type ClientSecretResponse = z.input<typeof clientSecretSchema>;

export const publishableKeySchema = z
  .strictObject({ publishableKey: z.string().meta({ example: "pk_test_sandbox" }) })
  .meta({ id: "PublishableKey" });
export type PublishableKeyResponse = z.input<typeof publishableKeySchema>;
