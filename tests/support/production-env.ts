import { randomBytes } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

import { commandArgs, type Command } from "./commands";

// What production needs to start (every required setting), shared by the production-mode HTTP suite
// and the start-up refusals (tests/process).

export const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64")}`;
export const PRODUCTION_ENV = {
  APP_ENV: "production",
  PUBLIC_BASE_URL: "https://benefits.example.com",
  TRUSTED_PROXY_HOPS: "0",
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  SESSION_SECRET: randomBytes(32).toString("base64url"),
  STRIPE_SECRET_KEY: "sk_test_production_suite",
  STRIPE_PUBLISHABLE_KEY: "pk_test_production_suite",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SMTP_URL: "smtp://user:pass@127.0.0.1:9",
  MAIL_FROM: "Example Benefits <benefits@mail.example.com>",
  CREDITOR_NAME: "Example Bank, N.A.",
  CREDITOR_ADDRESS: "1 Bank Plaza, Wilmington, DE 19801",
  ECOA_AGENCY_NAME: "Office of the Comptroller of the Currency, Customer Assistance Group",
  ECOA_AGENCY_ADDRESS: "P.O. Box 53570, Houston, TX 77052",
  BACKGROUND_WORKER: "off",
  // Small limits, so the throttles' 429s are reached in a few calls.
  RATE_LIMIT_PARTNER_API: "30/1m",
  RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_CLIENT: "3/15m",
  RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_ACCOUNT: "3/15m",
};

// A real identity vendor and card issuer: what production needs beyond PRODUCTION_ENV to start.
export const REAL_PROVIDERS = {
  IDENTITY_PROVIDER: "persona",
  PERSONA_API_KEY: "persona_production_suite",
  PERSONA_WEBHOOK_SECRET: "wbhsec_production_suite",
  PERSONA_STANDARD_TRANSACTION_TYPE_ID: "txntp_standard",
  PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: "txntp_document",
  ISSUING_PROVIDER: "stripe",
};

const START_SCRIPT =
  'import("./lib/server-startup.ts").then((m) => (m.prepareServer ?? m.default.prepareServer)()).then(() => { console.log("ready"); process.exit(0); })';

/** node with `args` in a production process of its own, with only `env` set. */
const spawnProduction = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, args, {
    cwd: path.resolve(__dirname, "../.."),
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });

/** `npm run <command>` as production runs it: the compiled dist/<command>.mjs, with node alone. */
export const runProduction = (command: Command, env: Record<string, string>) =>
  spawnProduction(commandArgs(command), env);

/**
 * The real start-up path (instrumentation → prepareServer) in its own process; it says "ready" and
 * exits once prepareServer has finished (the database pool would keep it alive otherwise). Its
 * TypeScript runs through tsx here: production runs it from next build's output, not from dist/.
 */
export const startProduction = (env: Record<string, string>) =>
  spawnProduction(["--import", "tsx", "-e", START_SCRIPT], env);

/**
 * startProduction without blocking this process, for a start-up that calls a fake vendor served
 * from this process: Persona's API is routed to `personaRoute` (tests/support/route-persona.mjs).
 */
export function startProductionAsync(
  env: Record<string, string>,
  personaRoute: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./tests/support/route-persona.mjs", "-e", START_SCRIPT],
    {
      cwd: path.resolve(__dirname, "../.."),
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, TEST_PERSONA_ROUTE: personaRoute },
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    }),
  );
}
