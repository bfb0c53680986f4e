import { z } from "zod";

import { LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

// Configuration is read once and validated, so a typo fails at start-up with a message that
// names the variable instead of surfacing later as a confusing runtime error.
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
    PUBLIC_BASE_URL: z.url().optional(),
    // Payments: with no Stripe keys the sandbox provider plays Stripe's part offline.
    PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").default("whsec_c2FuZGJveC1zdHJpcGUtd2ViaG9vay1zZWNyZXQ="),
    // Where the stripe SDK sends requests: only for a local fake Stripe in tests.
    STRIPE_API_BASE: z.url().optional(),
    // Seals session cookies (iron-session); at least 32 characters. Generated into DATA_DIR outside production.
    SESSION_SECRET: z.string().min(32).optional(),
    // SMTP for sign-in links (smtp://user:pass@host:587); unset: mail goes to the /dev/outbox page.
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Benefits onboarding <no-reply@benefits.example>"),
    // in-app: the server runs the identity-check and webhook worker itself; off: run `npm run worker`.
    BACKGROUND_WORKER: z.enum(["in-app", "off"]).default("in-app"),
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
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
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
