import { z } from "zod";

import { listOf, nullableTimestamp, timestamp } from "./common";

/** An API client as HR sees it; the secret is stored hashed and shown only when issued. */
export const apiClientSchema = z.strictObject({
  id: z.string(),
  object: z.literal("api_client"),
  name: z.string(),
  secretLastFour: z.string(),
  pinnedApiVersion: z.string().nullable(),
  createdAt: timestamp,
  revokedAt: nullableTimestamp,
});
export type ApiClient = z.output<typeof apiClientSchema>;

/** GET /api/admin/api-clients. */
export const apiClientListSchema = listOf(apiClientSchema);

/** POST /api/admin/api-clients (201): the new client with its secret, shown this once. */
export const createdApiClientSchema = apiClientSchema.extend({ clientSecret: z.string() });
export type CreatedApiClient = z.output<typeof createdApiClientSchema>;

/** POST /api/admin/api-clients/{clientId}/rotate-secret: the new secret, shown this once. */
export const issuedSecretSchema = z.strictObject({ clientId: z.string(), clientSecret: z.string() });
export type IssuedSecret = z.output<typeof issuedSecretSchema>;

/** POST /api/admin/api-clients/{clientId}/revoke. */
export const revokedApiClientSchema = z.strictObject({ id: z.string(), revoked: z.literal(true) });
export type RevokedApiClient = z.output<typeof revokedApiClientSchema>;
