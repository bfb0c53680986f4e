import { z } from "zod";

/** POST /api/portal/sign-in: the address to send a sign-in link to. */
export const portalSignInSchema = z.strictObject({ email: z.string().trim().max(254).pipe(z.email()) });

/** POST /api/portal/cards/{cardId}/details: the single-use nonce the issuer's script made for the card. */
export const cardDetailsKeyRequestSchema = z.strictObject({
  nonce: z.string().regex(/^[A-Za-z0-9_]{8,200}$/, "Send the nonce the issuer's script made."),
});
