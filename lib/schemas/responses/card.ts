import { z } from "zod";

import { repaymentTermsSchema } from "./atr";
import { expirationSchema, listOf, nullableTimestamp, orNull, prefixedId, timestamp } from "./common";

const cardStatus = z.string().meta({
  description:
    "Active or Inactive; Canceled once the card is closed (card.closed) or the card issuer cancelled it (card.canceled).",
  example: "Active",
});

export const cardLockSchema = z
  .strictObject({
    reason: z.string().meta({
      description:
        "cardholder_request, employer_request, suspected_fraud (partners, HR; the first also the employee), employment_ended, not_eligible (the program only).",
      example: "cardholder_request",
    }),
    placedBy: z.string().meta({
      description: "Who placed it: partner, employee, admin (HR) or system (the program).",
      example: "employee",
    }),
    placedAt: timestamp,
  })
  .meta({ id: "CardLock" });

export const physicalCardSchema = z
  .strictObject({
    status: cardStatus.nullable(),
    lastFour: z.string().nullable(),
    expiration: z.strictObject({ month: z.number().int().nullable(), year: z.number().int().nullable() }),
    shipping: z.strictObject({
      status: z.string().nullable().meta({
        description:
          "pending (not mailed yet), shipped, delivered; or returned, failure (it did not arrive: card.shipping_failed) or canceled (the card was cancelled before it was mailed).",
      }),
      address: z.record(z.string(), z.string().nullable()).nullable(),
      trackingNumber: z.string().nullable(),
      carrier: z
        .string()
        .nullable()
        .meta({ description: "usps, fedex, dhl, …, as the card issuer reports it.", example: "usps" }),
      trackingUrl: z.string().nullable().meta({
        description: "The carrier's tracking page for this card, when the carrier and number are known.",
        example: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234",
      }),
      shippedAt: nullableTimestamp,
      deliveredAt: nullableTimestamp,
    }),
    activatedAt: nullableTimestamp,
  })
  .meta({ id: "PhysicalCard" });

export const cardTermsSchema = z
  .strictObject({
    atrSubmissionId: prefixedId("atr", "atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6").meta({
      description: "The income decision the limit and the repayment plan come from.",
    }),
    creditLimit: z.number().int().meta({ description: "The spending limit. Integer cents.", example: 435_000 }),
    repayment: orNull(repaymentTermsSchema).meta({
      description: "The repayment plan: installments over the pay schedule's frequency.",
    }),
    repaidBy: z.strictObject({
      method: z.enum(["payroll_deduction", "payment_method"]).meta({
        description:
          "payroll_deduction: the employer deducts the installments from pay; payment_method: the saved method is charged.",
      }),
      paymentMethod: orNull(
        z.strictObject({
          id: z.number().int(),
          type: z.string().meta({ example: "CardDebit" }),
          name: z.string().meta({ example: "Visa" }),
          lastFour: z.string().meta({ example: "4242" }),
        }),
      ),
    }),
    confirmedBy: z.enum(["employee", "partner"]).nullable().meta({
      description:
        "Who confirmed the terms with the card request: the employee (portal) or the partner on the person's behalf (termsConfirmation); null when the request carried no confirmation.",
    }),
    confirmedAt: nullableTimestamp,
    shownAt: nullableTimestamp.meta({ description: "When the terms were shown to the person, as the request said." }),
  })
  .meta({ id: "CardTerms" });

export const cardSchema = z
  .strictObject({
    id: prefixedId("card", "card_5Rt8Yu2IoP4aS6dF9gH1jK"),
    object: z.literal("card"),
    employeeId: prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a"),
    cardType: z.string().meta({ description: "virtual or all.", example: "all" }),
    status: cardStatus.nullable().meta({
      description:
        "The card's overall state: the virtual card's for cardType=virtual, the physical card's for cardType=all (Inactive until activated).",
    }),
    virtualCard: z.strictObject({ status: cardStatus, lastFour: z.string(), expiration: expirationSchema }),
    physicalCard: orNull(physicalCardSchema),
    locked: z.boolean().meta({
      description: "True while any lock stands: the card does not work (status keeps saying whether it was activated).",
    }),
    locks: z.array(cardLockSchema).meta({
      description: "Every lock standing; they stack by reason, and each is lifted only by whom its reason allows.",
    }),
    closedAt: nullableTimestamp.meta({
      description: "When the card was closed for good (closed, or reported lost or stolen); null while open.",
    }),
    closeReason: z.string().nullable().meta({
      description:
        "lost, stolen, undeliverable (each replaced: replacedByCardId), cardholder_request, employer_request, suspected_fraud or employment_ended; null while open.",
    }),
    replacesCardId: z
      .string()
      .nullable()
      .meta({ description: "On a replacement: the card it replaces (lost, stolen, or undeliverable)." }),
    replacedByCardId: z.string().nullable().meta({ description: "On a replaced card: its replacement." }),
    terms: orNull(cardTermsSchema).meta({
      description:
        "The terms the card was asked for on: limit, repayment plan, how it is repaid, and their confirmation (a replacement carries its card's). Null for cards issued before 2026-11-28.",
    }),
    createdAt: timestamp,
  })
  .meta({ id: "Card" });
export type CardResponse = z.input<typeof cardSchema>;

export const cardListSchema = listOf(cardSchema);
export type CardListResponse = z.output<typeof cardListSchema>;

/** POST …/cards/{cardId}/limit-requests/preview: what a new income answer would do to the card's limit (nothing is recorded). */
export const cardLimitPreviewResponseSchema = z
  .strictObject({
    object: z.literal("card_limit_preview"),
    cardId: z.string().meta({ example: "card_3Hg5Fd7Sa9Qw2Er4Ty6Ui8" }),
    creditLimit: z.number().int().nullable().meta({
      description: "The card's limit now, in cents (null on a card issued before terms were recorded).",
      example: 300_000,
    }),
    proposedCreditLimit: z.number().int().nullable().meta({
      description: "The limit the answer gives, in cents; null when it would not pass.",
      example: 435_000,
    }),
    outcome: z.enum(["raise", "unchanged"]).meta({
      description:
        "raise: confirming (POST …/limit-requests with expectedCreditLimit) raises the limit to proposedCreditLimit. unchanged: the card keeps its limit and terms — a lower answer never lowers or closes a card — and there is nothing to confirm.",
      example: "raise",
    }),
  })
  .meta({ id: "CardLimitPreview" });
export type CardLimitPreviewResponse = z.output<typeof cardLimitPreviewResponseSchema>;
