import { z } from "zod";

export const attachPaymentMethodSchema = z.strictObject({
  setupIntentId: z.string().trim().min(1).max(100),
});

export const sandboxConfirmSchema = z.strictObject({
  payment_method: z.string().min(1).max(100),
  // What Stripe.js sends: the client secret proves the caller was handed this SetupIntent.
  client_secret: z.string().max(200).optional(),
});

export const sandboxMicrodepositsSchema = z.strictObject({
  succeeded: z.boolean().default(true),
  client_secret: z.string().max(200).optional(),
});
