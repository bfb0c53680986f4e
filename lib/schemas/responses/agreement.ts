import { z } from "zod";

import { listOf, nullableTimestamp, prefixedId, timestamp } from "./common";

export const agreementSchema = z
  .strictObject({
    id: prefixedId("agr", "agr_2Wc4Ev6Rb8Tn0Ym3Ux5Iz7"),
    object: z.literal("agreement"),
    tag: z
      .string()
      .meta({ description: "The latest version's tag: accept this one.", example: "cardholder-agreement-2026-01" }),
    acceptedOn: nullableTimestamp.meta({
      description:
        "When the employee accepted the version that keeps them current: this one, or an earlier one that every later version only notified them of; null until then.",
    }),
    acceptedTag: z.string().nullable().meta({
      description: "The version whose acceptance `acceptedOn` dates: `tag`, or an earlier one (a notify-only update).",
    }),
    required: z.boolean(),
    title: z.string().nullable(),
    text: z.string().nullable(),
    language: z.string().nullable(),
    publishedAt: timestamp.meta({ description: "When this version took effect." }),
    withdrawnOn: nullableTimestamp.meta({
      description:
        "When the employee withdrew their consent to this optional agreement (product e-mails), while they have not accepted it again; null otherwise.",
    }),
    previouslyAcceptedTag: z
      .string()
      .nullable()
      .meta({ description: "An earlier version the employee accepted, when the latest is not accepted yet." }),
    reacceptanceRequired: z.boolean().meta({
      description:
        "The employee accepted an earlier version, and this one asks them to review and accept it again: the agreements requirement is unmet until they do.",
    }),
  })
  .meta({ id: "Agreement" });
export type AgreementResponse = z.input<typeof agreementSchema>;

export const agreementListSchema = listOf(agreementSchema);
export type AgreementListResponse = z.output<typeof agreementListSchema>;
