import { z } from "zod";

import { cardSchema } from "./card";
import { nullableTimestamp, timestamp } from "./common";
import { employeeSchema } from "./employee";
import { identityCheckSchema } from "./identity";
import { requirementSchema } from "./onboarding";
import { paymentMethodSchema } from "./payment-method";
import { waitingOnSchema } from "./admin-employees";

export const agreementAcceptanceSchema = z.strictObject({
  agreement: z.string(),
  tag: z.string(),
  acceptedAt: timestamp,
  recordedAt: timestamp,
  actorType: z.string(),
  actorId: z.string(),
  // A withdrawn consent (product e-mails): when, and by whom (employee: the portal; partner: the API).
  withdrawnAt: nullableTimestamp,
  withdrawnActorType: z.string().nullable(),
});
export type AgreementAcceptance = z.output<typeof agreementAcceptanceSchema>;

export const timelineEventSchema = z.strictObject({
  id: z.string(),
  type: z.string(),
  data: z.unknown(),
  createdAt: timestamp,
});
export type TimelineEvent = z.output<typeof timelineEventSchema>;

// The admin view of a check adds what only HR needs to see: a vendor's person is reviewing it.
export const adminIdentityCheckSchema = identityCheckSchema.extend({ awaitingReview: z.boolean() });

/** A card request the issuer has not answered yet (`reserved`) or refused (`voided`), with why. */
export const adminCardRequestSchema = z.strictObject({
  id: z.string(),
  state: z.enum(["reserved", "voided"]),
  cardType: z.string(),
  requestedAt: timestamp,
  refusedAt: timestamp.nullable(),
  reason: z.string().nullable(),
});
export type AdminCardRequest = z.output<typeof adminCardRequestSchema>;

/** One lifecycle change of a card: who (actor type and id), through which channel, why, from which state to which. */
export const adminCardChangeSchema = z.strictObject({
  id: z.string(),
  cardId: z.string(),
  action: z.string().meta({ description: "locked, unlocked, closed, reported_lost, reported_stolen, mailed_again." }),
  reason: z.string().nullable(),
  actorType: z.string(),
  actorId: z.string(),
  channel: z.string().meta({ description: "api, portal, admin, system." }),
  fromState: z.string(),
  toState: z.string(),
  relatedCardId: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminCardChange = z.output<typeof adminCardChangeSchema>;

/** GET /api/admin/employees/{employeeId}: everything the detail page shows, in the latest API version's shapes. */
export const adminEmployeeDetailSchema = z.strictObject({
  employee: employeeSchema,
  /**
   * What the signed-in person's role sees masked (a viewer: `birthDate`, `address`, and each
   * physical card's mailing address), answered as null; empty for an owner or admin.
   */
  masked: z.array(z.enum(["birthDate", "address"])),
  /** The short reference the person quotes (A1B2C-3D4E5: lib/domain/person/employee-reference.ts). */
  reference: z.string(),
  complete: z.boolean(),
  requirements: z.array(requirementSchema),
  /** Who acts next, as the table says it (lib/domain/onboarding/who-acts.ts); null when complete or a credit decision ended it. */
  waitingOn: waitingOnSchema.nullable(),
  needsHrAction: z.boolean(),
  identityChecks: z.array(adminIdentityCheckSchema),
  paymentMethods: z.array(paymentMethodSchema),
  cards: z.array(cardSchema),
  cardRequests: z.array(adminCardRequestSchema),
  cardChanges: z.array(adminCardChangeSchema),
  agreementAcceptances: z.array(agreementAcceptanceSchema),
  timeline: z.array(timelineEventSchema),
});
export type AdminEmployeeDetail = z.output<typeof adminEmployeeDetailSchema>;
