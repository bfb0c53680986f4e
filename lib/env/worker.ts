import { z } from "zod";

import { DEFAULT_AUDIT_RETENTION_DAYS } from "@/lib/domain/security/audit";
import { DEFAULT_IDENTITY_DOCUMENT_RETENTION_DAYS } from "@/lib/domain/program/retention";

import { area } from "./area";

/** The background worker: where it runs, its poll and lease, webhook delivery, retention. */
export const worker = area({
  fields: {
    // in-app: the server runs the identity-check and webhook worker itself; off: run `npm run worker`.
    BACKGROUND_WORKER: z.enum(["in-app", "off"]).default("in-app"),
    // Webhook delivery: requests in flight per worker, and per endpoint across all workers.
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
    WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    // An endpoint whose every attempt has failed for this many days is disabled until re-enabled.
    WEBHOOK_DISABLE_AFTER_DAYS: z.coerce.number().positive().max(365).default(5),
    // How long events (GET /api/events), their deliveries and attempt logs are kept; the worker
    // prunes older ones. At least 2 days: longer than the webhook retry schedule (about 27.5 hours).
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
    // How long the audit trail is kept (docs/security.md#audit-trail), apart from events: seven years
    // by default; at least one. The worker purges older records; nothing else can delete them.
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(365).max(36_500).default(DEFAULT_AUDIT_RETENTION_DAYS),
    // ID-document images are deleted this many days after the identity decision that reviewed them;
    // the document's description stays (docs/data-retention.md). At least 1, at most 5 years.
    IDENTITY_DOCUMENT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1826)
      .default(DEFAULT_IDENTITY_DOCUMENT_RETENTION_DAYS),
    // The background worker: its poll when no NOTIFY wakes it, and how long a claimed delivery or
    // identity check stays its own. A worker that dies keeps its claims until the lease ends, then
    // another takes them over; the lease outlasts a provider or receiver timeout (10 s) with room.
    WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    WORKER_LEASE_SECONDS: z.coerce.number().int().min(15).max(3_600).default(120),
  },
});
