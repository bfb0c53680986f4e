import { z } from "zod";

import type { EventType } from "@/lib/domain/event-types";
import { SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { prefixedId, timestamp } from "./common";

const employeeId = prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a");
const employerId = prefixedId("empr", "empr_7Hq2Lm9XcV3bN8kP1sT4wY");

const identityData = z.strictObject({
  employerId,
  employeeId,
  status: z.enum(["VERIFIED", "FAILED", "NEEDS_EXPANDED_VERIFICATION"]),
  checkId: prefixedId("idv", "idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8"),
  stage: z.string().meta({ description: "standard, or evidence after a documentary-evidence review." }),
});

const endpointId = prefixedId("whep", "whep_6Yt8Ui0Op2As4Df6Gh8Jk0");

/** The `data` of each event type, exactly as services write it (lib/services/** recordEvent calls). */
export const EVENT_DATA = {
  "employee.created": z.strictObject({ employeeId }),
  "employee.updated": z.strictObject({
    employeeId,
    changedFields: z.array(z.string()).meta({ description: "Names of the changed fields, never their values." }),
  }),
  "agreement.accepted": z.strictObject({ employeeId, agreementId: z.string(), agreementTag: z.string(), acceptedAt: timestamp }),
  "atr.evaluated": z.strictObject({
    employeeId,
    atrId: z.string(),
    result: z.enum(["Passed ATR", "Failed ATR"]),
    maxAllowableBalance: z.number().int().meta({ description: "Integer cents." }),
  }),
  "identity-verification.success": identityData,
  "identity-verification.failed": identityData,
  "identity-verification.needs-documentary-evidence": identityData,
  "card.created": z.strictObject({ employerId, employeeId, cardId: z.string(), cardType: z.enum(["virtual", "all"]) }),
  "card.activated": z.strictObject({ employerId, employeeId, cardId: z.string() }),
  "payment_method.attached": z.strictObject({ employeeId, paymentMethodId: z.number().int(), type: z.string(), status: z.string() }),
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
    enabledBy: z.enum(["partner", "admin"]).meta({ description: "Who re-enabled it: your API client, or the employer's HR admin." }),
  }),
  "eligibility_file.processed": z.strictObject({
    fileId: prefixedId("elf", "elf_2Wq4Er6Ty8Ui0Op2As4Df6"),
    fileName: z.string().meta({ description: "The name it was uploaded under, e.g. ACME_Eligibility_20260105.csv.", example: "ACME_Eligibility_20260105.csv" }),
    status: z.enum(["processed", "held", "duplicate", "failed", "discarded"]).meta({
      description:
        "processed: imported (some rows may be rejected); held: a full file that would make more than the employer's threshold ineligible, nothing applied until HR confirms it (the event is sent again with the decision); duplicate: the same bytes as a file already received, nothing applied; failed: nothing applied; discarded: a held file HR discarded or let expire, nothing applied.",
    }),
    importId: z.string().nullable().meta({ description: "The import that applied it (as listed in the admin area); null for a duplicate." }),
    acknowledgementName: z.string().meta({ description: "The acknowledgement file's name in outbound/.", example: "ACME_Eligibility_20260105.ack.csv" }),
    duplicateOf: z.string().nullable().meta({ description: "The earlier file with the same content, for a duplicate." }),
    counts: z.strictObject({
      rows: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int().meta({ description: "Rows that matched an employee and changed nothing (no write, no employee.updated)." }),
      rejected: z.number().int(),
      madeIneligible: z.number().int().meta({ description: "Employees made ineligible because a full file left them out." }),
    }),
  }),
} satisfies Record<EventType, z.ZodType>;

/** The envelope every delivery carries; `data` differs per type. */
export const eventEnvelope = <T extends z.ZodType>(type: EventType, data: T) =>
  z.strictObject({
    id: prefixedId("evt", "evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8"),
    type: z.literal(type),
    timestamp,
    apiVersion: z.enum(SUPPORTED_API_VERSIONS).meta({ description: "The receiving client's pinned version; the payload is shaped for it." }),
    data,
  });
