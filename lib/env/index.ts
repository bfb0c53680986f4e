import { z } from "zod";

import { database } from "./database";
import { mail, SANDBOX_CREDITOR, SANDBOX_ECOA_AGENCY, SANDBOX_MAIL_FROM } from "./mail";
import { operatorSso } from "./operator-sso";
import { providers, SANDBOX_STRIPE_WEBHOOK_SECRET } from "./providers";
import { secrets } from "./secrets";
import { server } from "./server";
import { sftp } from "./sftp";
import { throttles } from "./throttles";
import { worker } from "./worker";

export { SANDBOX_CREDITOR, SANDBOX_ECOA_AGENCY, SANDBOX_MAIL_FROM } from "./mail";
export { personaStatusesOf, SANDBOX_STRIPE_WEBHOOK_SECRET } from "./providers";

// Configuration is read once and validated, so a typo fails at start-up with a message that
// names the variable instead of surfacing later as a confusing runtime error. Production fails
// closed: every secret, credential and origin it needs must be given; nothing falls back to a
// sandbox value or to what a request says about itself. Each area of settings is a file of its
// own (its variables and its rules); this is the one place that composes and validates them.

const AREAS = [server, database, secrets, providers, mail, throttles, worker, sftp, operatorSso] as const;

const envSchema = z
  .object({
    ...server.fields,
    ...database.fields,
    ...secrets.fields,
    ...providers.fields,
    ...mail.fields,
    ...throttles.fields,
    ...worker.fields,
    ...sftp.fields,
    ...operatorSso.fields,
  })
  .superRefine((env, ctx) => {
    const issue = (variable: string, message: string) => ctx.addIssue({ code: "custom", path: [variable], message });
    for (const { check } of AREAS) check?.(env, issue);
    if (env.APP_ENV !== "production") return;
    for (const { production } of AREAS) production?.(env, issue);
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
