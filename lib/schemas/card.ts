import { z } from "zod";

import { CLOSE_REASONS, LOCK_REASONS, LOSS_REASONS } from "@/lib/domain/cards/card-lifecycle";

export const createCardQuerySchema = z.strictObject({
  cardType: z.enum(["virtual", "all"], { error: "cardType is virtual or all." }),
});
export type CardType = z.output<typeof createCardQuerySchema>["cardType"];

/**
 * POST …/cards body: the terms the person confirmed (docs/payments-and-cards.md#terms). The portal
 * always sends it; a partner sends it when its own page showed the terms and the person confirmed
 * them, and may leave the body out, as before.
 */
export const createCardBodySchema = z
  .strictObject({
    termsConfirmation: z
      .strictObject({
        atrSubmissionId: z
          .string({ error: "atrSubmissionId is the id of the income decision whose terms were shown." })
          .regex(/^atr_[A-Za-z0-9]{1,64}$/, { error: "atrSubmissionId is an ATR submission id (atr_…)." })
          .meta({
            description:
              "The ATR submission whose limit and repayment plan the person was shown; it must be the latest, and passed (else 409 terms_changed).",
            example: "atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6",
          }),
        shownAt: z.iso.datetime({ offset: true, error: "shownAt is an ISO 8601 date-time." }).optional().meta({
          description: "When the terms were shown to the person; not in the future, not before the decision.",
          example: "2026-11-27T18:30:00.000Z",
        }),
      })
      .meta({ description: "The person saw these terms and confirmed them with this request." }),
  })
  .meta({ id: "CreateCardRequest" });
export type CreateCardBody = z.output<typeof createCardBodySchema>;

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
