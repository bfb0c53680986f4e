import { z } from "zod";

import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";

import { prefixedId, timestamp } from "./common";

export const requirementSchema = z
  .strictObject({
    key: z.enum(REQUIREMENT_KEYS),
    title: z.string(),
    fulfilled: z.boolean(),
    status: z.enum(["fulfilled", "missing", "invalid", "pending", "failed", "blocked"]),
    code: z
      .string()
      .nullable()
      .meta({ description: "Why it is not fulfilled, stable to branch on; null when fulfilled." }),
    message: z.string(),
    fields: z.array(z.string()).meta({ description: "Employee fields (JSON Pointers) whose change can fix it." }),
    dependsOn: z.array(z.enum(REQUIREMENT_KEYS)),
    actor: z.enum(["employee", "employer"]).meta({ description: "Who can act on it." }),
  })
  .meta({ id: "Requirement" });

export const onboardingStatusSchema = z
  .strictObject({
    object: z.literal("onboarding_status"),
    employeeId: prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a"),
    complete: z.boolean().meta({ description: "True only when all 12 requirements are fulfilled." }),
    evaluatedAt: timestamp,
    summary: z.strictObject({ fulfilled: z.number().int(), total: z.number().int() }),
    requirements: z.array(requirementSchema).meta({ description: "The 12 requirements, in the contract's order." }),
  })
  .meta({ id: "OnboardingStatus" });
export type OnboardingStatusResponse = z.input<typeof onboardingStatusSchema>;
