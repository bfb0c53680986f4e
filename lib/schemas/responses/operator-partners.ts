import { z } from "zod";

// What the operator console's partner routes answer (app/api/operator/partners/**;
// lib/api/serializers/partner.ts). Internal, not in the partner OpenAPI document: the console's
// partner pages read these types.

/** GET /api/operator/partners: one row of the list. */
export const partnerRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  employers: z.number().int(),
  activeClients: z.number().int(),
});
export type PartnerRow = z.output<typeof partnerRowSchema>;

/** One of the partner's API clients: never its secret, only the last four characters. */
export const partnerClientSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  secretLastFour: z.string(),
  pinnedApiVersion: z.string(),
  status: z.enum(["active", "revoked"]),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type PartnerClient = z.output<typeof partnerClientSchema>;

export const webhookHealthSchema = z.enum(["healthy", "failing", "disabled"]);
export type WebhookHealth = z.output<typeof webhookHealthSchema>;

/** GET /api/operator/partners/{partnerId} (and every write that answers the partner). */
export const partnerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  employers: z.array(
    z.strictObject({
      employerId: z.string(),
      name: z.string(),
      status: z.enum(["active", "suspended"]),
      grantedAt: z.string(),
      grantedBy: z.string(),
    }),
  ),
  clients: z.array(partnerClientSchema),
  webhookEndpoints: z.array(
    z.strictObject({
      id: z.string(),
      clientId: z.string(),
      url: z.string(),
      consecutiveFailures: z.number().int(),
      failingSince: z.string().nullable(),
      disabledAt: z.string().nullable(),
      createdAt: z.string(),
      health: webhookHealthSchema,
    }),
  ),
});
export type Partner = z.output<typeof partnerSchema>;
export type PartnerEmployer = Partner["employers"][number];
export type PartnerWebhookEndpoint = Partner["webhookEndpoints"][number];

/** POST …/clients (201): the new client with its secret, in this answer only. */
export const createdPartnerClientSchema = partnerClientSchema.extend({ clientSecret: z.string() });
export type CreatedPartnerClient = z.output<typeof createdPartnerClientSchema>;

/** POST …/clients/{clientId}/rotate-secret: the new secret, in this answer only. */
export const rotatedPartnerSecretSchema = z.strictObject({ clientId: z.string(), clientSecret: z.string() });
export type RotatedPartnerSecret = z.output<typeof rotatedPartnerSecretSchema>;
