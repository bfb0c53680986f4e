import { z } from "zod";

import { CLOSE_REASONS, LOCK_REASONS, LOSS_REASONS } from "@/lib/domain/card-lifecycle";

export const createCardQuerySchema = z.strictObject({
  cardType: z.enum(["virtual", "all"], { error: "cardType is virtual or all." }),
});
export type CardType = z.output<typeof createCardQuerySchema>["cardType"];

const lockReason = z.enum(LOCK_REASONS, {
  error: "reason is cardholder_request, employer_request, suspected_fraud, employment_ended or not_eligible.",
});

/** POST …/cards/{cardId}/lock and …/unlock: the lock's reason (who may place and lift each: docs/payments-and-cards.md). */
export const cardLockBodySchema = z
  .strictObject({
    reason: lockReason.meta({
      description: "Why the card is locked; each reason is placed and lifted only by whom it allows.",
      example: "cardholder_request",
    }),
  })
  .meta({ id: "CardLockRequest" });

/** POST …/cards/{cardId}/close: closed for good, no replacement. */
export const closeCardBodySchema = z
  .strictObject({
    reason: z
      .enum(CLOSE_REASONS, {
        error: "reason is cardholder_request, employer_request, suspected_fraud or employment_ended.",
      })
      .meta({
        description: "Why the card is closed (a lost or stolen card is reported instead: it gets a replacement).",
        example: "cardholder_request",
      }),
  })
  .meta({ id: "CloseCardRequest" });

/** POST …/cards/{cardId}/report-lost-or-stolen: closed and replaced by a new card. */
export const reportLostBodySchema = z
  .strictObject({ reason: z.enum(LOSS_REASONS, { error: "reason is lost or stolen." }).meta({ example: "lost" }) })
  .meta({ id: "ReportCardLostRequest" });

/** POST …/cards/{cardId}/mail-again: the physical card came back; the caller has checked the address on file. */
export const mailCardAgainBodySchema = z
  .strictObject({
    addressConfirmed: z.literal(true, { error: "Confirm the address on file first: addressConfirmed is true." }).meta({
      description: "The employee has checked (or just changed) the address on file; the replacement is mailed there.",
    }),
  })
  .meta({ id: "MailCardAgainRequest" });
