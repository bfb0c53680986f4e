import { z } from "zod";

import {
  DEFAULT_PERSONA_STATUSES,
  PERSONA_FILE_ENCODINGS,
  statusProblems,
  type PersonaStatuses,
} from "@/lib/domain/identity/persona-settings";
import { parseMerchantCategories, parseSpendingLimits } from "@/lib/domain/cards/spending-controls";

import { area, requireIn } from "./area";
import { duration, parsedWith, statusList } from "./fields";

/** Signs the sandbox's own Stripe events outside production only; production must set its own. */
export const SANDBOX_STRIPE_WEBHOOK_SECRET = "whsec_c2FuZGJveC1zdHJpcGUtd2ViaG9vay1zZWNyZXQ=";

/** The outside services: payments, identity verification, card issuing (docs/providers.md). */
export const providers = area({
  fields: {
    // Payments: with no Stripe keys the sandbox provider plays Stripe's part offline.
    PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    // Identity verification: the offline sandbox (never in production) or Persona (docs/providers.md).
    IDENTITY_PROVIDER: z.enum(["sandbox", "persona"]).default("sandbox"),
    PERSONA_API_KEY: z
      .string()
      .regex(/^persona_(sandbox|production)_\S+$/, {
        message: "must be a Persona API key (persona_sandbox_… or persona_production_…)",
      })
      .optional(),
    PERSONA_WEBHOOK_SECRET: z.string().startsWith("wbhsec_").optional(),
    // The Persona transaction types (Dashboard) that run the identity-data check and the ID-document check.
    PERSONA_STANDARD_TRANSACTION_TYPE_ID: z.string().trim().min(1).optional(),
    PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: z.string().trim().min(1).optional(),
    // How long a check a vendor's person reviews waits for the vendor's callback before the worker
    // asks the vendor itself (lib/jobs/poll-identity-reviews.ts); then again after twice as long
    // since the review began, and so on, at least daily. At least a minute: each ask is a call.
    IDENTITY_REVIEW_POLL_AFTER: duration("6h").refine((seconds) => seconds >= 60, {
      message: 'must be at least 1m, like "6h"',
    }),
    // Where the Persona adapter sends requests: only for a local fake Persona in tests (refused in production).
    PERSONA_API_BASE: z.url().optional(),
    // Which of the transaction types' statuses mean what (docs/providers.md, "Status mapping"):
    // comma-separated, each status in one list only; a status in none is retried, never guessed.
    PERSONA_PASSED_STATUSES: statusList(DEFAULT_PERSONA_STATUSES.passed),
    PERSONA_FAILED_STATUSES: statusList(DEFAULT_PERSONA_STATUSES.failed),
    PERSONA_DOCUMENTS_STATUSES: statusList(DEFAULT_PERSONA_STATUSES.documents),
    PERSONA_PENDING_STATUSES: statusList(DEFAULT_PERSONA_STATUSES.pending),
    PERSONA_UNRESOLVED_STATUSES: statusList(DEFAULT_PERSONA_STATUSES.unresolved),
    // How the document check's images travel (persona-request.ts): multipart (Persona's guide), json or json-io.
    PERSONA_FILE_ENCODING: z.enum(PERSONA_FILE_ENCODINGS).default("multipart"),
    // Card issuing: the offline sandbox (never in production) or Stripe Issuing (docs/providers.md),
    // which uses the Stripe keys and STRIPE_WEBHOOK_SECRET like the payments adapter.
    ISSUING_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
    // The sandbox issuer mails a physical card when it is made and the worker delivers it after this
    // long (card.delivered), so the contract's flow runs with no test helper. Ignored outside the
    // sandbox issuer, which never runs in production.
    SANDBOX_CARD_DELIVERY_DELAY: duration("30s"),
    // How Stripe mails physical cards (its shipping services; express and priority cost more).
    ISSUING_SHIPPING_SERVICE: z.enum(["standard", "express", "priority"]).default("standard"),
    // The program's spending controls, set on every Stripe cardholder (so across the person's
    // virtual and physical card): limits in cents per interval, and merchant categories allowed
    // (all others declined) or blocked.
    ISSUING_SPENDING_LIMITS: parsedWith(parseSpendingLimits),
    ISSUING_ALLOWED_CATEGORIES: parsedWith(parseMerchantCategories),
    ISSUING_BLOCKED_CATEGORIES: parsedWith(parseMerchantCategories),
    // Where the stripe SDK sends requests: only for a local fake Stripe in tests.
    STRIPE_API_BASE: z.url().optional(),
  },
  check: (env, issue) => {
    for (const { variable, message } of statusProblems(personaStatusesOf(env))) issue(variable, message);
    if (env.IDENTITY_PROVIDER === "persona")
      for (const name of [
        "PERSONA_API_KEY",
        "PERSONA_WEBHOOK_SECRET",
        "PERSONA_STANDARD_TRANSACTION_TYPE_ID",
        "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID",
      ] as const)
        if (!env[name]) issue(name, "is required when IDENTITY_PROVIDER=persona");
    if (env.ISSUING_PROVIDER === "stripe")
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"] as const)
        if (!env[name]) issue(name, "is required when ISSUING_PROVIDER=stripe");
    if (env.ISSUING_ALLOWED_CATEGORIES.length > 0 && env.ISSUING_BLOCKED_CATEGORIES.length > 0)
      issue(
        "ISSUING_BLOCKED_CATEGORIES",
        "cannot be set with ISSUING_ALLOWED_CATEGORIES (Stripe takes one or the other)",
      );
  },
  production: (env, issue) => {
    if (
      env.IDENTITY_PROVIDER === "persona" &&
      env.PERSONA_API_KEY &&
      !env.PERSONA_API_KEY.startsWith("persona_production_")
    )
      issue("PERSONA_API_KEY", "must be a production key (persona_production_…) when APP_ENV=production");
    for (const name of ["PERSONA_API_BASE", "STRIPE_API_BASE"] as const)
      if (env[name]) issue(name, "is for tests against a local fake only; unset it when APP_ENV=production");
    if (env.PAYMENTS_PROVIDER === "sandbox") issue("PAYMENTS_PROVIDER", "cannot be sandbox when APP_ENV=production");
    const required = requireIn(env, issue);
    required("STRIPE_SECRET_KEY", "payments use Stripe; the sandbox provider never runs in production");
    required("STRIPE_PUBLISHABLE_KEY", "the portal's Payment Element");
    required("STRIPE_WEBHOOK_SECRET", "verifies Stripe's events; there is no default in production");
  },
});

/** The Persona statuses the operator mapped (persona-status.ts). */
export function personaStatusesOf(env: {
  PERSONA_PASSED_STATUSES: string[];
  PERSONA_FAILED_STATUSES: string[];
  PERSONA_DOCUMENTS_STATUSES: string[];
  PERSONA_PENDING_STATUSES: string[];
  PERSONA_UNRESOLVED_STATUSES: string[];
}): PersonaStatuses {
  return {
    passed: env.PERSONA_PASSED_STATUSES,
    failed: env.PERSONA_FAILED_STATUSES,
    documents: env.PERSONA_DOCUMENTS_STATUSES,
    pending: env.PERSONA_PENDING_STATUSES,
    unresolved: env.PERSONA_UNRESOLVED_STATUSES,
  };
}
