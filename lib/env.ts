import { z } from "zod";

import { isKeyBytes, parseKeyring } from "@/lib/domain/keyring";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "@/lib/domain/audit";
import { DEFAULT_IDENTITY_DOCUMENT_RETENTION_DAYS } from "@/lib/domain/retention";
import { parseMerchantCategories, parseSpendingLimits } from "@/lib/domain/spending-controls";
import {
  DEFAULT_PERSONA_STATUSES,
  PERSONA_FILE_ENCODINGS,
  parseStatusList,
  statusProblems,
  type PersonaStatuses,
} from "@/lib/domain/persona-settings";
import { LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

// Configuration is read once and validated, so a typo fails at start-up with a message that
// names the variable instead of surfacing later as a confusing runtime error. Production fails
// closed: every secret, credential and origin it needs must be given; nothing falls back to a
// sandbox value or to what a request says about itself.

/** Signs the sandbox's own Stripe events outside production only; production must set its own. */
export const SANDBOX_STRIPE_WEBHOOK_SECRET = "whsec_c2FuZGJveC1zdHJpcGUtd2ViaG9vay1zZWNyZXQ=";

/** The sender outside production: a reserved domain, so it can never pass for a real one. */
export const SANDBOX_MAIL_FROM = "Benefits onboarding <no-reply@benefits.example>";

/** The sandbox's creditor, marked as such so a sandbox notice is never mistaken for a real one. */
export const SANDBOX_CREDITOR = {
  name: "Sandbox Benefits Card Program (test creditor)",
  address: "100 Example Street, Suite 1, Austin, TX 73301",
} as const;
/** Appendix A's entry for creditors no other agency supervises: the Federal Trade Commission. */
export const SANDBOX_ECOA_AGENCY = {
  name: "Federal Trade Commission, Consumer Response Center",
  address: "600 Pennsylvania Avenue NW, Washington, DC 20580",
} as const;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** "15m" → 900; undefined unless it is a whole number of s, m or h from 1 s to 24 h. */
function windowSeconds(text: string): number | undefined {
  const match = /^(\d{1,5})([smh])$/.exec(text);
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS] : 0;
  return seconds >= 1 && seconds <= 86_400 ? seconds : undefined;
}

/** "600/1m": 600 per minute. The window is a whole number of seconds (s), minutes (m) or hours (h). */
const rateLimit = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d{1,6})\/(.*)$/.exec(value);
      const seconds = match ? windowSeconds(match[2]!) : undefined;
      if (!match || Number(match[1]) < 1 || seconds === undefined) {
        ctx.addIssue({
          code: "custom",
          message: 'must be "<count>/<window>", the window in s, m or h up to 24h, like "600/1m"',
        });
        return z.NEVER;
      }
      return { points: Number(match[1]), seconds };
    });

const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const seconds = windowSeconds(value);
      if (seconds === undefined) {
        ctx.addIssue({ code: "custom", message: 'must be a duration in s, m or h up to 24h, like "15m"' });
        return z.NEVER;
      }
      return seconds;
    });

/** A setting read by one of lib/domain's parsers, its message naming what is wrong. */
const parsedWith = <T>(parse: (text: string) => { ok: true; value: T } | { ok: false; message: string }) =>
  z
    .string()
    .default("")
    .transform((value, ctx) => {
      const parsed = parse(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

// A comma-separated list of Persona statuses; unset is the default, set empty is an empty list.
const statusList = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join(","))
    .transform((value, ctx) => {
      const parsed = parseStatusList(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

const envSchema = z
  .object({
    APP_ENV: z.enum(["development", "sandbox", "production"]).default("sandbox"),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((value) => value === undefined || /^(postgres(ql)?|memory):\/\//.test(value), {
        message: "must be a postgres:// URL, memory:// for an in-memory embedded database, or unset for .data/pglite",
      }),
    // The role that owns the schema and applies migrations, when it is not the one the app serves
    // with (docs/deploy.md, "Database roles"): migrations run as it, then it grants DATABASE_URL's
    // role what the app needs — and on the audit trail no more than reading and appending. Unset:
    // DATABASE_URL migrates, as one role. PostgreSQL only (the embedded database has one role).
    MIGRATION_DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: "must be a postgres:// URL (the role that owns the schema and migrates it)",
      }),
    DATA_DIR: z.string().default(".data"),
    // Connections each process may open to PostgreSQL (docs/deploy.md, "Sizing").
    PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
    // The data keys (docs/deploy.md, "Rotating keys"): one key, or a ring of keys with ids, the current
    // one marked "*" ("*2027-01=<base64>,2026-06=<base64>"). Checked together below (lib/domain/keyring.ts).
    DATA_ENCRYPTION_KEY: z.string().optional(),
    DATA_ENCRYPTION_KEYS: z.string().optional(),
    // The key of fingerprints nobody can recompute (eligibility-file digests, HR recovery codes): it
    // does not rotate with the data keys. Required with DATA_ENCRYPTION_KEYS; with DATA_ENCRYPTION_KEY
    // alone that key serves (what every fingerprint made before key rings was keyed with).
    DATA_HASH_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || isKeyBytes(value), {
        message: "must be 32 random bytes, base64-encoded (openssl rand -base64 32)",
      }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DEFAULT_API_VERSION: z.enum(SUPPORTED_API_VERSIONS).default(LATEST_API_VERSION),
    MAX_JSON_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    // Prometheus metrics (lib/telemetry/metrics-server.ts) on their own port, never PORT: unset, no
    // metrics server and nothing recorded. The standalone worker serves its own on its METRICS_PORT.
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // OpenTelemetry traces over OTLP/HTTP (JSON) when an endpoint is set; unset, no SDK starts. The
    // exporter also reads the other standard OTEL_EXPORTER_OTLP_* settings (headers, timeout).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_SERVICE_NAME: z.string().trim().min(1).default("benefits-onboarding"),
    OTEL_SDK_DISABLED: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
      z.enum(["true", "false"]).default("false"),
    ),
    // Read by scripts/server.mjs before it listens; validated here, which runs first.
    LISTEN_ADDRESS: z.union([z.ipv4(), z.ipv6()]).default("0.0.0.0"),
    // How many reverse proxies of ours stand in front of the app, each appending to X-Forwarded-For.
    // 0 (the default): the header is ignored, since any client can send it.
    // Unset is 0 outside production; production must say (0 when clients connect directly).
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    // The origin of every link we hand out (invites, sign-in e-mails). Never taken from a request:
    // a forged Host header would otherwise mail a victim a genuine link to the attacker's site.
    PUBLIC_BASE_URL: z
      .url()
      .optional()
      .transform((value) => value?.replace(/\/+$/, "")),
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
    // Seals session cookies (iron-session); at least 32 characters. Generated into DATA_DIR outside production.
    SESSION_SECRET: z.string().min(32).optional(),
    // The secret before the last rotation: cookies and links it sealed keep opening until they expire;
    // everything new is sealed with SESSION_SECRET (docs/deploy.md, "Rotating keys").
    SESSION_SECRET_PREVIOUS: z.string().min(32).optional(),
    // SMTP for every e-mail (smtp://user:pass@host:587); unset: mail goes to the /dev/outbox page.
    SMTP_URL: z.string().optional(),
    // The sender of every e-mail. A placeholder outside production; production must name its own
    // (a domain whose mail is DKIM-signed: mail clients honour one-click unsubscribe only then).
    MAIL_FROM: z.string().trim().min(1).optional(),
    // Who extends the credit, and the federal agency that administers ECOA compliance for it
    // (Regulation B Appendix A): printed on every adverse action notice (docs/adverse-action-notices.md).
    // Sandbox values outside production; production must name its own.
    CREDITOR_NAME: z.string().trim().min(1).max(200).optional(),
    CREDITOR_ADDRESS: z.string().trim().min(1).max(300).optional(),
    ECOA_AGENCY_NAME: z.string().trim().min(1).max(200).optional(),
    ECOA_AGENCY_ADDRESS: z.string().trim().min(1).max(300).optional(),
    // in-app: the server runs the identity-check and webhook worker itself; off: run `npm run worker`.
    BACKGROUND_WORKER: z.enum(["in-app", "off"]).default("in-app"),
    // Graceful shutdown (scripts/server.mjs): how long readiness answers 503 before the listener
    // closes, and the longest wait for in-flight requests and for each shutdown step.
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    // At least 15 s: the worker's share must outlast a webhook receiver's 10 s timeout.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(15_000).max(300_000).default(25_000),
    // Throttles (docs/security.md). Their counters live in PostgreSQL, or in Redis when REDIS_URL is set.
    REDIS_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
        message: "must be a redis:// or rediss:// URL",
      }),
    RATE_LIMIT_PARTNER_API: rateLimit("600/1m"),
    // How long an instance reuses an API client's row (its secret's hash, employers, pinned
    // version) before reading it again; 0 reads it on every call (lib/api/partner-auth.ts).
    PARTNER_AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP: rateLimit("30/15m"),
    RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_CLIENT: rateLimit("20/15m"),
    RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_ACCOUNT: rateLimit("10/15m"),
    RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP: rateLimit("5/15m"),
    ADMIN_SIGN_IN_LOCKOUT: duration("15m"),
    // Wrong second factors (codes, passkeys, recovery codes) per HR account, whatever the address:
    // a key of their own that only a completed sign-in clears (a right password does not).
    RATE_LIMIT_ADMIN_SECOND_FACTOR_FAILURES_PER_ACCOUNT: rateLimit("5/15m"),
    // The public passkey sign-in's options (a challenge each), per client address.
    RATE_LIMIT_PASSKEY_OPTIONS_PER_IP: rateLimit("20/5m"),
    RATE_LIMIT_SIGN_IN_LINKS_PER_ADDRESS: rateLimit("5/1h"),
    RATE_LIMIT_SIGN_IN_LINKS_PER_IP: rateLimit("30/1h"),
    // Single sign-on starts (each a redirect to an employer's provider), per client address and per
    // employer: the per-address limit is the stricter, so one address cannot spend an employer's.
    RATE_LIMIT_SSO_START_PER_IP: rateLimit("20/15m"),
    RATE_LIMIT_SSO_START_PER_EMPLOYER: rateLimit("200/15m"),
    // Invitation e-mails HR sends in bulk, per employer (one point per e-mail).
    RATE_LIMIT_INVITES_PER_EMPLOYER: rateLimit("500/1h"),
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
    // The SFTP door for eligibility files (docs/eligibility-files.md). in-app: the server listens
    // for SFTP itself; off: run `npm run sftp`. Unset: in-app on the embedded database (it serves
    // one process), off on PostgreSQL, where several app instances would all want the one port.
    SFTP_SERVER: z.enum(["in-app", "off"]).optional(),
    SFTP_PORT: z.coerce.number().int().min(1).max(65_535).default(2222),
    SFTP_LISTEN_ADDRESS: z.union([z.ipv4(), z.ipv6()]).default("0.0.0.0"),
    // What HR is told to connect to (the admin page, demo.json); unset: PUBLIC_BASE_URL's host and SFTP_PORT.
    SFTP_PUBLIC_HOST: z.string().trim().min(1).max(253).optional(),
    SFTP_PUBLIC_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // The server's host private key (OpenSSH or PEM text; "\n" escapes are read as line breaks).
    // Generated into DATA_DIR outside production; required in production wherever the server runs.
    SFTP_HOST_KEY: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.replace(/\\n/g, "\n") : undefined)),
    // Largest file, and most bytes and files waiting to be imported per SFTP account.
    SFTP_MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 ** 3)
      .default(64 * 1024 * 1024),
    SFTP_MAX_ACCOUNT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 ** 3)
      .default(256 * 1024 * 1024),
    SFTP_MAX_ACCOUNT_FILES: z.coerce.number().int().min(1).max(10_000).default(50),
    RATE_LIMIT_SFTP_AUTH_FAILURES_PER_ACCOUNT: rateLimit("10/15m"),
    RATE_LIMIT_SFTP_AUTH_FAILURES_PER_IP: rateLimit("30/15m"),
  })
  .superRefine((env, ctx) => {
    if (env.DATA_ENCRYPTION_KEY || env.DATA_ENCRYPTION_KEYS) {
      const ring = parseKeyring({ keys: env.DATA_ENCRYPTION_KEYS, key: env.DATA_ENCRYPTION_KEY });
      if (!ring.ok) ctx.addIssue({ code: "custom", path: [ring.setting], message: ring.problem });
    }
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL?.startsWith("postgres")) {
      ctx.addIssue({
        code: "custom",
        path: ["MIGRATION_DATABASE_URL"],
        message: "is for PostgreSQL only: the embedded database has one role, which migrates and serves",
      });
    }
    if (env.DATA_ENCRYPTION_KEYS && !env.DATA_HASH_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["DATA_HASH_KEY"],
        message:
          "is required with DATA_ENCRYPTION_KEYS: fingerprints cannot be re-keyed, so set it to the DATA_ENCRYPTION_KEY they were made with (or a new key, accepting that HR recovery codes must be made again)",
      });
    }
    if (env.SESSION_SECRET_PREVIOUS && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET_PREVIOUS"], message: "needs SESSION_SECRET beside it" });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must not be PORT: metrics are served on their own port, never on the public one",
      });
    }
    for (const { variable, message } of statusProblems(personaStatusesOf(env)))
      ctx.addIssue({ code: "custom", path: [variable], message });
    if (env.IDENTITY_PROVIDER === "persona") {
      for (const name of [
        "PERSONA_API_KEY",
        "PERSONA_WEBHOOK_SECRET",
        "PERSONA_STANDARD_TRANSACTION_TYPE_ID",
        "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID",
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when IDENTITY_PROVIDER=persona" });
      }
    }
    if (env.ISSUING_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when ISSUING_PROVIDER=stripe" });
      }
    }
    if (env.ISSUING_ALLOWED_CATEGORIES.length > 0 && env.ISSUING_BLOCKED_CATEGORIES.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["ISSUING_BLOCKED_CATEGORIES"],
        message: "cannot be set with ISSUING_ALLOWED_CATEGORIES (Stripe takes one or the other)",
      });
    }
    if (env.APP_ENV !== "production") return;
    if (
      env.IDENTITY_PROVIDER === "persona" &&
      env.PERSONA_API_KEY &&
      !env.PERSONA_API_KEY.startsWith("persona_production_")
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["PERSONA_API_KEY"],
        message: "must be a production key (persona_production_…) when APP_ENV=production",
      });
    }
    for (const name of ["PERSONA_API_BASE", "STRIPE_API_BASE"] as const) {
      if (env[name])
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is for tests against a local fake only; unset it when APP_ENV=production",
        });
    }
    if (!env.DATA_ENCRYPTION_KEY && !env.DATA_ENCRYPTION_KEYS) {
      ctx.addIssue({
        code: "custom",
        path: ["DATA_ENCRYPTION_KEY"],
        message: "is required when APP_ENV=production (or DATA_ENCRYPTION_KEYS, a ring of keys)",
      });
    }
    if (!env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when APP_ENV=production" });
    }
    if (env.PAYMENTS_PROVIDER === "sandbox") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_PROVIDER"],
        message: "cannot be sandbox when APP_ENV=production",
      });
    }
    if (!env.DATABASE_URL?.startsWith("postgres")) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "must point at PostgreSQL when APP_ENV=production",
      });
    }
    const required = (name: keyof typeof env, why: string) => {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: `is required when APP_ENV=production (${why})` });
    };
    required("PUBLIC_BASE_URL", "the origin of invite and sign-in links");
    if (env.TRUSTED_PROXY_HOPS === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUSTED_PROXY_HOPS"],
        message:
          "is required when APP_ENV=production (how many proxies stand in front of the app, 0 when clients connect directly: client addresses go on agreement records and key the per-IP throttles, and behind an unnamed load balancer every client would be the load balancer)",
      });
    }
    if (env.PUBLIC_BASE_URL && !env.PUBLIC_BASE_URL.startsWith("https://")) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_BASE_URL"],
        message: "must be an https:// origin when APP_ENV=production",
      });
    }
    required("STRIPE_SECRET_KEY", "payments use Stripe; the sandbox provider never runs in production");
    required("STRIPE_PUBLISHABLE_KEY", "the portal's Payment Element");
    required("STRIPE_WEBHOOK_SECRET", "verifies Stripe's events; there is no default in production");
    required("SMTP_URL", "sign-in e-mails are sent, never kept in the development outbox");
    required(
      "MAIL_FROM",
      "the sender of every e-mail people get from us, on a domain of yours that signs its mail (DKIM)",
    );
    required("CREDITOR_NAME", "every adverse action notice names the creditor (Regulation B 12 CFR 1002.9(a)(2))");
    required(
      "CREDITOR_ADDRESS",
      "every adverse action notice gives the creditor's address (Regulation B 12 CFR 1002.9(a)(2))",
    );
    required(
      "ECOA_AGENCY_NAME",
      "every adverse action notice names the federal agency that administers ECOA compliance for the creditor (Regulation B Appendix A)",
    );
    required(
      "ECOA_AGENCY_ADDRESS",
      "every adverse action notice gives that agency's address (Regulation B Appendix A)",
    );
    // SFTP_SERVER=in-app here means "this process serves SFTP" (the app with it in-app, or `npm run sftp`).
    if (env.SFTP_SERVER === "in-app")
      required(
        "SFTP_HOST_KEY",
        "this process runs the SFTP server, and clients pin its host key: it is never generated in production",
      );
  })
  .transform((env) => ({
    ...env,
    PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    MAIL_FROM: env.MAIL_FROM ?? SANDBOX_MAIL_FROM,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? SANDBOX_STRIPE_WEBHOOK_SECRET,
    CREDITOR_NAME: env.CREDITOR_NAME ?? SANDBOX_CREDITOR.name,
    CREDITOR_ADDRESS: env.CREDITOR_ADDRESS ?? SANDBOX_CREDITOR.address,
    ECOA_AGENCY_NAME: env.ECOA_AGENCY_NAME ?? SANDBOX_ECOA_AGENCY.name,
    ECOA_AGENCY_ADDRESS: env.ECOA_AGENCY_ADDRESS ?? SANDBOX_ECOA_AGENCY.address,
  }));

export type Env = z.output<typeof envSchema>;

let cached: Env | undefined;

type Source = Record<string, string | undefined>;

const invalid = (lines: string[]) =>
  new Error(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join("\n")}`);
const issueLines = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

/** Validates a set of variables; the error names every variable that is missing or wrong. */
export function parseEnv(source: Source): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw invalid(issueLines(parsed.error));
  return parsed.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * What production lacks beyond the variables the schema checks: a real identity vendor (Persona,
 * whose credentials the schema checks) and a real card issuer (Stripe Issuing, on the Stripe
 * keys the schema requires in production); the sandboxes never run there. Start-up
 * (the server and the worker) stops on these; the provider getters refuse at run time too. Kept
 * apart from the schema so that the production-mode test suite can run the app as production and
 * prove those run-time refusals.
 */
export function productionGaps(source: Source): string[] {
  if (source.APP_ENV !== "production") return [];
  const gaps: string[] = [];
  if ((source.IDENTITY_PROVIDER ?? "sandbox") === "sandbox") {
    gaps.push(
      "IDENTITY_PROVIDER: no identity vendor is configured, and the sandbox never runs when APP_ENV=production",
    );
  }
  if ((source.ISSUING_PROVIDER ?? "sandbox") === "sandbox") {
    gaps.push(
      "ISSUING_PROVIDER: no card issuer is configured (set stripe), and the sandbox never runs when APP_ENV=production",
    );
  }
  return gaps;
}

/** Start-up's check: every refusal of the schema and every production gap, named in one message. */
export function assertReadyToStart(source: Source = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const gaps = productionGaps(source);
  if (!parsed.success || gaps.length > 0) throw invalid([...(parsed.success ? [] : issueLines(parsed.error)), ...gaps]);
  return parsed.data;
}

/** Tests change the environment between suites; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** The Persona statuses the operator mapped (persona-status.ts). */
export function personaStatusesOf(
  env: Pick<
    Env,
    "PERSONA_PASSED_STATUSES" | "PERSONA_FAILED_STATUSES" | "PERSONA_DOCUMENTS_STATUSES" | "PERSONA_PENDING_STATUSES"
  >,
): PersonaStatuses {
  return {
    passed: env.PERSONA_PASSED_STATUSES,
    failed: env.PERSONA_FAILED_STATUSES,
    documents: env.PERSONA_DOCUMENTS_STATUSES,
    pending: env.PERSONA_PENDING_STATUSES,
  };
}

export const isSandbox = (): boolean => getEnv().APP_ENV !== "production";

/** Whether this server process runs the SFTP server too (SFTP_SERVER, else by the kind of database). */
export function sftpInApp(env: Env = getEnv()): boolean {
  return (env.SFTP_SERVER ?? (env.DATABASE_URL?.startsWith("postgres") ? "off" : "in-app")) === "in-app";
}

/** Where HR's SFTP clients connect: SFTP_PUBLIC_HOST/PORT, else PUBLIC_BASE_URL's host and SFTP_PORT. */
export function sftpPublicAddress(env: Env = getEnv()): { host: string; port: number } {
  return {
    host: env.SFTP_PUBLIC_HOST ?? new URL(env.PUBLIC_BASE_URL).hostname,
    port: env.SFTP_PUBLIC_PORT ?? env.SFTP_PORT,
  };
}

export function paymentsProviderName(env: Env = getEnv()): "sandbox" | "stripe" {
  return env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "sandbox");
}
