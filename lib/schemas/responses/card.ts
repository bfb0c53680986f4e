import { z } from "zod";

import { expirationSchema, listOf, nullableTimestamp, orNull, prefixedId, timestamp } from "./common";

const cardStatus = z.string().meta({ description: "Active or Inactive; Canceled once the card issuer has cancelled it (card.canceled).", example: "Active" });

export const physicalCardSchema = z
  .strictObject({
    status: cardStatus.nullable(),
    lastFour: z.string().nullable(),
    expiration: z.strictObject({ month: z.number().int().nullable(), year: z.number().int().nullable() }),
    shipping: z.strictObject({
      status: z.string().nullable().meta({
        description: "pending (not mailed yet), shipped, delivered; or returned, failure (it did not arrive: card.shipping_failed) or canceled (the card was cancelled before it was mailed).",
      }),
      address: z.record(z.string(), z.string().nullable()).nullable(),
      trackingNumber: z.string().nullable(),
      shippedAt: nullableTimestamp,
      deliveredAt: nullableTimestamp,
    }),
    activatedAt: nullableTimestamp,
  })
  .meta({ id: "PhysicalCard" });

export const cardSchema = z
  .strictObject({
    id: prefixedId("card", "card_5Rt8Yu2IoP4aS6dF9gH1jK"),
    object: z.literal("card"),
    employeeId: prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a"),
    cardType: z.string().meta({ description: "virtual or all.", example: "all" }),
    status: cardStatus.nullable().meta({
      description: "The card's overall state: the virtual card's for cardType=virtual, the physical card's for cardType=all (Inactive until activated).",
    }),
    virtualCard: z.strictObject({ status: cardStatus, lastFour: z.string(), expiration: expirationSchema }),
    physicalCard: orNull(physicalCardSchema),
    createdAt: timestamp,
  })
  .meta({ id: "Card" });
export type CardResponse = z.input<typeof cardSchema>;

export const cardListSchema = listOf(cardSchema);
