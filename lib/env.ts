import { z } from "zod";

import { LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

// Configuration is read once and validated, so a typo fails at start-up with a message that
// names the variable instead of surfacing later as a confusing runtime error. Production fails
// closed: every secret, credential and origin it needs must be given; nothing falls back to a
// sandbox value or to what a request says about itself.

/** Signs the sandbox's own Stripe events outside production only; production must set its own. */
export const SANDBOX_STRIPE_WEBHOOK_SECRET = "whsec_c2FuZGJveC1zdHJpcGUtd2ViaG9vay1zZWNyZXQ=";

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
    DATA_DIR: z.string().default(".data"),
    DATA_ENCRYPTION_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || Buffer.from(value, "base64").length === 32, {
        message: "must be 32 random bytes, base64-encoded (openssl rand -base64 32)",
      }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DEFAULT_API_VERSION: z.enum(SUPPORTED_API_VERSIONS).default(LATEST_API_VERSION),
    MAX_JSON_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    // How many reverse proxies of ours stand in front of the app, each appending to X-Forwarded-For.
    // 0 (the default): the header is ignored, since any client can send it.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
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
    // Where the stripe SDK sends requests: only for a local fake Stripe in tests.
    STRIPE_API_BASE: z.url().optional(),
    // Seals session cookies (iron-session); at least 32 characters. Generated into DATA_DIR outside production.
    SESSION_SECRET: z.string().min(32).optional(),
    // SMTP for sign-in links (smtp://user:pass@host:587); unset: mail goes to the /dev/outbox page.
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Benefits onboarding <no-reply@benefits.example>"),
    // in-app: the server runs the identity-check and webhook worker itself; off: run `npm run worker`.
    BACKGROUND_WORKER: z.enum(["in-app", "off"]).default("in-app"),
    // Webhook delivery: requests in flight per worker, and per endpoint across all workers.
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
    WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    // An endpoint whose every attempt has failed for this many days is disabled until re-enabled.
    WEBHOOK_DISABLE_AFTER_DAYS: z.coerce.number().positive().max(365).default(5),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== "production") return;
    if (!env.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["DATA_ENCRYPTION_KEY"], message: "is required when APP_ENV=production" });
    }
    if (!env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when APP_ENV=production" });
    }
    if (env.PAYMENTS_PROVIDER === "sandbox") {
      ctx.addIssue({ code: "custom", path: ["PAYMENTS_PROVIDER"], message: "cannot be sandbox when APP_ENV=production" });
    }
    if (!env.DATABASE_URL?.startsWith("postgres")) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_URL"], message: "must point at PostgreSQL when APP_ENV=production" });
    }
    const required = (name: keyof typeof env, why: string) => {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `is required when APP_ENV=production (${why})` });
    };
    required("PUBLIC_BASE_URL", "the origin of invite and sign-in links");
    if (env.PUBLIC_BASE_URL && !env.PUBLIC_BASE_URL.startsWith("https://")) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_BASE_URL"], message: "must be an https:// origin when APP_ENV=production" });
    }
    required("STRIPE_SECRET_KEY", "payments use Stripe; the sandbox provider never runs in production");
    required("STRIPE_PUBLISHABLE_KEY", "the portal's Payment Element");
    required("STRIPE_WEBHOOK_SECRET", "verifies Stripe's events; there is no default in production");
    required("SMTP_URL", "sign-in e-mails are sent, never kept in the development outbox");
  })
  .transform((env) => ({
    ...env,
    PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? SANDBOX_STRIPE_WEBHOOK_SECRET,
  }));

export type Env = z.output<typeof envSchema>;

let cached: Env | undefined;

/** Validates a set of variables; the error names every variable that is missing or wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change the environment between suites; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}

export const isSandbox = (): boolean => getEnv().APP_ENV !== "production";

export function paymentsProviderName(env: Env = getEnv()): "sandbox" | "stripe" {
  return env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "sandbox");
}
