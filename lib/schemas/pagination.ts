import { z } from "zod";

/** Cursor pagination in the manner of Stripe: `limit` and `startingAfter` (an id from the last page). */
export const listQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  startingAfter: z.string().max(64).optional(),
  externalId: z.string().max(64).optional(),
});

export type ListQuery = z.output<typeof listQuerySchema>;
