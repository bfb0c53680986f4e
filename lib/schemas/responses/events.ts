import { z } from "zod";

import { CLOSE_REASONS, LOCK_REASONS, REPLACEMENT_REASONS } from "@/lib/domain/cards/card-lifecycle";
import type { EventType } from "@/lib/domain/events/event-types";
import {
  IDENTITY_CHECK_KINDS,
  SENT_IDENTITY_FIELDS,
  type IdentityCheckKind,
} from "@/lib/domain/identity/identity-recheck";
import { v2024_01_16 } from "@/lib/versions/2024-01-16";

import { nullableTimestamp, prefixedId, timestamp } from "./common";

const employeeId = prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a");
const employerId = prefixedId("empr", "empr_7Hq2Lm9XcV3bN8kP1sT4wY");

/**
 * An identity outcome's `data`: each event type carries the one status it announces (a sample in
 * the reference never pairs a type with another type's status), and the stage that decided it.
 */
const identityData = <S extends string>(status: S, stages: readonly IdentityCheckKind[], statusNote: string) =>
  z.strictObject({
    employerId,
    employeeId,
    status: z.literal(status).meta({ description: statusNote }),
    checkId: prefixedId("idv", "idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8"),
    stage: z.enum(stages as [string, ...string[]]).meta({
      description:
        "The check that decided it: standard (the data sent), or documentary (the review of the document uploaded after needs-documentary-evidence).",
    }),
  });

// Who changed the card and through which door, as the card's history records it.
const lifecycleData = z.strictObject({
  employerId,
  employeeId,
  cardId: z.string(),
  actorType: z.enum(["partner", "employee", "admin", "system"]),
  channel: z.enum(["api", "portal", "admin", "system"]),
});

const endpointId = prefixedId("whep", "whep_6Yt8Ui0Op2As4Df6Gh8Jk0");

const eligibilityFile = z.literal("eligibility_file").optional().meta({
  description: "Present when the employer's eligibility file made the change (by SFTP, the admin area or the CLI).",
});

/** The `data` of each event type, exactly as services write it (lib/services/** recordEvent calls). */
export const EVENT_DATA = {
  "employee.created": z.strictObject({ employeeId, source: eligibilityFile }),
  "employee.updated": z.strictObject({
    employeeId,
    changedFields: z.array(z.string()).optional().meta({
      description:
        "Names of the changed fields, never their values; absent when the eligibility file updated the employee.",
    }),
    source: eligibilityFile,
  }),
  "employee.repayment_method_required": z.strictObject({
    employerId,
    employeeId,
    reason: z
      .literal("employment_ended")
      .meta({ description: "Why: they repaid by payroll deduction and their employment ended with a card in hand." }),
  }),
  "employee.repayment_method_no_longer_required": z.strictObject({
    employerId,
    employeeId,
    reason: z
      .enum(["payment_method_verified", "employed_again"])
      .meta({ description: "A payment method of theirs was verified, or the employer reports them employed again." }),
  }),
  "employee.onboarding_reminder_sent": z.strictObject({
    employerId,
    employeeId,
    reminder: z.union([z.literal(1), z.literal(2)]).meta({
      description: "Which reminder: 1 after 2 days without progress, 2 after 7; there is never a third.",
    }),
  }),
  "employee.onboarding_reminders_opted_out": z.strictObject({ employerId, employeeId }),
  "employee.invite_opened": z.strictObject({ employerId, employeeId }),
  "employee.onboarding_completed": z.strictObject({ employerId, employeeId }),
  "employee.invite_expired": z.strictObject({
    employerId,
    employeeId,
    expiredAt: z.string().meta({ description: "When the link stopped working (7 days after it was made)." }),
  }),
  "employee.deleted": z.strictObject({
    employerId,
    employeeId,
    closedCardIds: z.array(z.string()).meta({
      description: "The employee's cards, cancelled at the card issuer before the erasure (no card.closed follows).",
    }),
  }),
  "agreement.accepted": z.strictObject({
    employeeId,
    agreementId: z.string(),
    agreementTag: z.string(),
    acceptedAt: timestamp,
  }),
  "agreement.withdrawn": z.strictObject({
    employeeId,
    agreementId: z.string(),
    withdrawnAt: timestamp,
  }),
  "atr.evaluated": z.strictObject({
    employeeId,
    atrId: z.string(),
    result: z.enum(["Passed ATR", "Failed ATR"]),
    maxAllowableBalance: z.number().int().meta({ description: "Integer cents." }),
  }),
  "identity-verification.success": identityData(
    "VERIFIED",
    IDENTITY_CHECK_KINDS,
    "The employee's identity is verified.",
  ),
  "identity-verification.failed": identityData(
    "FAILED",
    IDENTITY_CHECK_KINDS,
    `Final, from API-Version ${v2024_01_16.version} on. Before it this event also stands for needs-documentary-evidence, with status FAILED: such a FAILED can still be resolved by uploading a document (POST …/evidence), and GET …/identity-verification sent with API-Version 2024-01-16 or later reads NEEDS_EXPANDED_VERIFICATION for it (/docs/changelog/2024-01-16).`,
  ),
  "identity-verification.needs-documentary-evidence": identityData(
    "NEEDS_EXPANDED_VERIFICATION",
    ["standard"],
    "The standard check could not verify the person: a document upload (POST …/evidence) decides.",
  ),
  "identity-verification.restarted": z.strictObject({
    employerId,
    employeeId,
    status: z.enum(["PENDING", "NOT_STARTED"]).meta({
      description: "PENDING: a new check is running. NOT_STARTED: the data does not allow one yet.",
    }),
    reason: z.enum(["identity_data_changed"]),
    changedFields: z
      .array(z.enum(SENT_IDENTITY_FIELDS))
      .meta({ description: "The identity fields that changed (never their values)." }),
  }),
  "identity-verification.unresolved": z.strictObject({
    employerId,
    employeeId,
    status: z.enum(["NOT_STARTED", "NEEDS_EXPANDED_VERIFICATION"]).meta({
      description:
        "Where the employee is again: NOT_STARTED after a standard check (initiate a new one), NEEDS_EXPANDED_VERIFICATION after a documentary check (upload the document again).",
    }),
    checkId: z.string(),
    stage: z.enum(["standard", "documentary"]),
    reason: z.enum(["vendor_unresolved", "no_decision_in_time"]).meta({
      description:
        "vendor_unresolved: the vendor ended the check without a decision. no_decision_in_time: no decision came within 12 hours of the first request (the vendor never answered, or answered with a status we do not read as one).",
    }),
  }),
  "card.created": z.strictObject({
    employerId,
    employeeId,
    cardId: z.string(),
    cardType: z.enum(["virtual", "all"]),
    replacesCardId: z
      .string()
      .optional()
      .meta({ description: "Only on a replacement: the lost or stolen card it replaces." }),
  }),
  "card.activated": z.strictObject({ employerId, employeeId, cardId: z.string() }),
  "card.shipped": z.strictObject({
    employerId,
    employeeId,
    cardId: z.string(),
    trackingNumber: z
      .string()
      .nullable()
      .meta({ description: "The carrier's tracking number, when the issuer has one." }),
    carrier: z.string().nullable().meta({ description: "usps, fedex, dhl, …, when known.", example: "usps" }),
    eta: nullableTimestamp.meta({ description: "The issuer's estimate of the delivery, when it has one." }),
  }),
  "card.delivered": z.strictObject({ employerId, employeeId, cardId: z.string() }),
  "card.shipping_failed": z.strictObject({
    employerId,
    employeeId,
    cardId: z.string(),
    shippingStatus: z
      .enum(["returned", "failure"])
      .meta({ description: "returned: sent back to the issuer; failure: the shipment failed." }),
  }),
  "card.canceled": z.strictObject({
    employerId,
    employeeId,
    cardId: z.string(),
    cardKind: z
      .enum(["virtual", "physical"])
      .meta({ description: "Which of the employee's cards the issuer cancelled." }),
  }),
  "card.locked": lifecycleData.extend({
    reason: z.enum(LOCK_REASONS).meta({ description: "The lock just placed." }),
    locks: z.array(z.enum(LOCK_REASONS)).meta({ description: "Every lock now standing (locks stack by reason)." }),
  }),
  "card.unlocked": lifecycleData.extend({
    reason: z.enum(LOCK_REASONS).meta({ description: "The lock just lifted." }),
    locks: z
      .array(z.enum(LOCK_REASONS))
      .meta({ description: "The locks still standing: the card works again only when this is empty." }),
  }),
  "card.closed": lifecycleData.extend({
    reason: z.enum([...CLOSE_REASONS, ...REPLACEMENT_REASONS]).meta({
      description: "Why: lost, stolen or undeliverable (a replacement follows, replacedByCardId), or a close reason.",
    }),
    replacedByCardId: z
      .string()
      .nullable()
      .meta({ description: "The replacement being issued; null when closed without one." }),
  }),
  "card.replaced": z.strictObject({
    employerId,
    employeeId,
    cardId: z.string().meta({ description: "The card replaced (lost, stolen, or its physical card undeliverable)." }),
    replacementCardId: z
      .string()
      .meta({ description: "The new card, issued now (its card.created carries replacesCardId)." }),
    reason: z.enum(REPLACEMENT_REASONS),
  }),
  "card.limit_raised": z.strictObject({
    employerId,
    employeeId,
    cardId: z.string(),
    atrId: z.string().meta({ description: "The income decision that raised it (its atr.evaluated came first)." }),
    creditLimit: z.number().int().meta({ description: "The card's limit now, in integer cents." }),
    previousCreditLimit: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The limit it had, in integer cents; null for a card issued before its terms were kept." }),
  }),
  "payment_method.attached": z.strictObject({
    employeeId,
    paymentMethodId: z.number().int(),
    type: z.string(),
    status: z.string(),
  }),
  "payment_method.updated": z.strictObject({ employeeId, paymentMethodId: z.number().int(), status: z.string() }),
  "payment_method.removed": z.strictObject({ employeeId, paymentMethodId: z.number().int() }),
  "webhook-endpoint.disabled": z.strictObject({
    employerId,
    endpointId,
    url: z.string(),
    failingSince: timestamp.meta({ description: "When the streak of failed attempts began." }),
    consecutiveFailures: z.number().int(),
    disabledAt: timestamp,
  }),
  "webhook-endpoint.enabled": z.strictObject({
    employerId,
    endpointId,
    url: z.string(),
    enabledBy: z
      .enum(["partner", "admin"])
      .meta({ description: "Who re-enabled it: your API client, or the employer's HR admin." }),
  }),
  "eligibility_file.processed": z.strictObject({
    fileId: prefixedId("elf", "elf_2Wq4Er6Ty8Ui0Op2As4Df6"),
    fileName: z.string().meta({
      description: "The name it was uploaded under, e.g. ACME_Eligibility_20260105.csv.",
      example: "ACME_Eligibility_20260105.csv",
    }),
    status: z.enum(["processed", "held", "duplicate", "failed", "discarded"]).meta({
      description:
        "processed: imported (some rows may be rejected); held: a full file that would make more than the employer's threshold ineligible, nothing applied until HR confirms it (the event is sent again with the decision); duplicate: the same bytes as a file already received, nothing applied; failed: nothing applied; discarded: a held file HR discarded or let expire, nothing applied.",
    }),
    importId: z
      .string()
      .nullable()
      .meta({ description: "The import that applied it (as listed in the admin area); null for a duplicate." }),
    acknowledgementName: z.string().meta({
      description: "The acknowledgement file's name in outbound/.",
      example: "ACME_Eligibility_20260105.ack.csv",
    }),
    duplicateOf: z
      .string()
      .nullable()
      .meta({ description: "The earlier file with the same content, for a duplicate." }),
    counts: z.strictObject({
      rows: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z
        .number()
        .int()
        .meta({ description: "Rows that matched an employee and changed nothing (no write, no employee.updated)." }),
      rejected: z.number().int(),
      madeIneligible: z
        .number()
        .int()
        .meta({ description: "Employees made ineligible because a full file left them out." }),
    }),
  }),
} satisfies Record<EventType, z.ZodType>;

/** The test event's `data` (POST /api/webhook-endpoints/{id}/test): which endpoint it tests. */
export const TEST_EVENT_DATA = z.strictObject({ endpointId, url: z.string() });
