import { z } from "zod";

import { CLOSE_REASONS, LOCK_REASONS, LOSS_REASONS } from "@/lib/domain/cards/card-lifecycle";

import { MAX_ANNUAL_INCOME_CENTS, MAX_MONTHLY_OBLIGATIONS_CENTS } from "./atr";

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

const incomeCents = (max: number, description: string, example: number) =>
  z.number().int().min(0).max(max).meta({ description, example });

/** POST …/cards/{cardId}/limit-requests/preview: the income answer a new limit would be decided on. */
export const cardLimitPreviewSchema = z
  .strictObject({
    annualIncome: incomeCents(MAX_ANNUAL_INCOME_CENTS, "Annual income, in integer cents.", 6_500_000),
    monthlyObligations: incomeCents(
      MAX_MONTHLY_OBLIGATIONS_CENTS,
      "Monthly obligations (rent, loans, other payments), in integer cents.",
      150_000,
    ),
  })
  .meta({ id: "CardLimitPreviewRequest" });
export type CardLimitPreviewBody = z.output<typeof cardLimitPreviewSchema>;

/** POST …/cards/{cardId}/limit-requests: the same answer, and the new limit the person was shown and confirmed. */
export const cardLimitRequestSchema = cardLimitPreviewSchema
  .extend({
    expectedCreditLimit: z
      .number({ error: "expectedCreditLimit is the new limit the preview showed, in integer cents." })
      .int()
      .min(0)
      .meta({
        description:
          "The new limit the preview showed and the person confirmed, in integer cents (else 409 limit_changed).",
        example: 435_000,
      }),
    shownAt: z.iso.datetime({ offset: true, error: "shownAt is an ISO 8601 date-time." }).optional().meta({
      description: "When the new limit was shown to the person; not in the future.",
      example: "2026-12-07T18:30:00.000Z",
    }),
  })
  .meta({ id: "CardLimitRequest" });
export type CardLimitRequestBody = z.output<typeof cardLimitRequestSchema>;
