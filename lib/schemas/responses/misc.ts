import { z } from "zod";

import { timestamp } from "./common";

export const healthSchema = z.strictObject({ status: z.literal("ok") }).meta({ id: "Health" });
export type HealthResponse = z.input<typeof healthSchema>;

export const readinessSchema = z.strictObject({ status: z.literal("ready") }).meta({ id: "Readiness" });
export type ReadinessResponse = z.input<typeof readinessSchema>;

export const inviteLinkSchema = z
  .strictObject({
    url: z
      .string()
      .meta({ description: "Single-use portal sign-in link.", example: "http://localhost:3000/invite/4hT…" }),
    expiresAt: timestamp,
  })
  .meta({ id: "InviteLink" });
export type InviteLinkResponse = z.input<typeof inviteLinkSchema>;

/** Sandbox stand-in for Stripe's SetupIntent, in Stripe's own snake_case shape. */
export const sandboxSetupIntentSchema = z
  .strictObject({
    id: z.string().meta({ example: "seti_1Q2w3E4r5T6y" }),
    object: z.literal("setup_intent"),
    status: z.string().meta({ description: "succeeded, requires_action, requires_payment_method, …" }),
    customer: z.string().nullable().optional(),
    payment_method: z.string().nullable().optional(),
    last_setup_error: z.strictObject({ code: z.string() }).nullable().optional(),
    next_action: z
      .strictObject({ type: z.literal("verify_with_microdeposits") })
      .nullable()
      .optional(),
  })
  .meta({ id: "SandboxSetupIntent" });
export type SandboxSetupIntentResponse = z.input<typeof sandboxSetupIntentSchema>;

export const stripeEventReceivedSchema = z
  .strictObject({
    received: z.literal(true),
    outcome: z.string().meta({
      description:
        "applied, duplicate or ignored; released for a card event about a card that must not stay live (cancelled at the issuer).",
    }),
  })
  .meta({ id: "StripeEventReceived" });
export type StripeEventReceivedResponse = z.input<typeof stripeEventReceivedSchema>;

export const identityEventReceivedSchema = z
  .strictObject({ received: z.literal(true), outcome: z.enum(["applied", "duplicate", "ignored"]) })
  .meta({ id: "IdentityEventReceived" });
export type IdentityEventReceivedResponse = z.input<typeof identityEventReceivedSchema>;
