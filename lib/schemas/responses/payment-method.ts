import { z } from "zod";

import { expirationSchema, listOf, orNull, timestamp } from "./common";

export const paymentMethodSchema = z
  .strictObject({
    id: z.number().int().meta({ example: 17 }),
    type: z.string().meta({ description: "card or bank_account.", example: "card" }),
    name: z.string().meta({ example: "Visa" }),
    description: z.string().meta({ example: "Visa credit •••• 4242" }),
    lastFour: z.string().meta({ example: "4242" }),
    expiration: orNull(expirationSchema),
    paymentMethodStatus: z.string().meta({ description: "Verified, Pending or Failed.", example: "Verified" }),
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
