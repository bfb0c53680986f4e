import { z } from "zod";

// The employee portal's cookie endpoints (app/api/portal/**). Not in the partner OpenAPI document:
// only the portal calls them. The portal reads these types; the handlers satisfy these schemas.

/** GET /api/portal/session: whose session it is, the CSRF token for writes, the program settings. */
export const portalSessionSchema = z.strictObject({
  employeeId: z.string(),
  employerId: z.string(),
  firstName: z.string(),
  csrfToken: z.string(),
  /** The employee's partner-API path, below which the portal reads and writes everything else. */
  apiBase: z.string(),
  employer: z.strictObject({
    name: z.string(),
    payrollDeductionRepayment: z.boolean(),
    paymentMethodRepayment: z.boolean(),
    /** Who to contact when only the employer can help, as HR set it; null when nothing is set. */
    hrContact: z
      .strictObject({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() })
      .nullable(),
  }),
});
export type PortalSession = z.output<typeof portalSessionSchema>;

/** POST /api/portal/sign-in (202): the same answer whether or not the address is known. */
export const portalSignInSentSchema = z.strictObject({ sent: z.literal(true) });
export type PortalSignInSent = z.output<typeof portalSignInSentSchema>;

/** POST /api/portal/sign-out and POST /api/admin/sign-out. */
export const signedOutSchema = z.strictObject({ signedOut: z.literal(true) });
export type SignedOut = z.output<typeof signedOutSchema>;

/** GET /api/portal/cards/{cardId}/details: which issuer element shows the card, and the issuer's id for it. */
export const cardDetailsDisplaySchema = z.discriminatedUnion("display", [
  z.strictObject({ display: z.literal("stripe"), publishableKey: z.string(), issuingCard: z.string() }),
  z.strictObject({ display: z.literal("sandbox"), issuingCard: z.string() }),
]);
export type CardDetailsDisplayResponse = z.output<typeof cardDetailsDisplaySchema>;

/** POST /api/portal/cards/{cardId}/details: a key the issuer's element uses to read this one card, briefly. */
export const cardDetailsKeySchema = z.strictObject({
  issuingCard: z.string(),
  nonce: z.string(),
  ephemeralKeySecret: z.string(),
  expiresAt: z.string(),
});
export type CardDetailsKeyResponse = z.output<typeof cardDetailsKeySchema>;
