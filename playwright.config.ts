import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "./e2e/support/chromium";
import {
  APPS,
  FAKE_PERSONA,
  FAKE_PERSONA_URL,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_URL,
  appUrl,
} from "./e2e/support/servers";

process.env.NEXT_TELEMETRY_DISABLED = "1";

// The app servers inherit this process's environment: settings that would point them at
// something outside the test run (a shared database, real mail, real Stripe) are dropped.
for (const name of [
  "DATABASE_URL",
  "SMTP_URL",
  "PUBLIC_BASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_API_BASE",
  "STRIPE_WEBHOOK_SECRET",
  "PAYMENTS_PROVIDER",
]) {
  delete process.env[name];
}

const CI = Boolean(process.env.CI);

const appServer = (name: keyof typeof APPS, env: Record<string, string>) => ({
  name: `${name} app`,
  command: `node e2e/support/serve-app.mjs ${APPS[name].port}`,
  url: `${appUrl(name)}/api/health`,
  // The first app may have to build first (about a minute on two cores).
  timeout: 240_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  // Links we hand out come from configuration only, here the app's own origin.
  env: {
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: APPS[name].dataDir,
    APP_ENV: "sandbox",
    BACKGROUND_WORKER: "in-app",
    LOG_LEVEL: "info",
    PUBLIC_BASE_URL: appUrl(name),
    SFTP_PORT: String(APPS[name].sftpPort),
    SFTP_LISTEN_ADDRESS: "127.0.0.1",
    // Every browser and API call of the run comes from 127.0.0.1: the per-IP throttles would count
    // the whole suite as one client. The per-account, per-address and per-client ones stay as in
    // production (the sign-in form journeys reach them).
    RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP: "1000/15m",
    RATE_LIMIT_SIGN_IN_LINKS_PER_IP: "1000/1h",
    RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP: "1000/15m",
    RATE_LIMIT_SSO_START_PER_IP: "1000/15m",
    ...env,
  },
});

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: CI,
  // A failing test runs once more, recording a trace to read (trace: "on-first-retry"); the run fails
  // either way, a pass on the retry included: flaky is a failure here, never a pass.
  retries: 1,
  failOnFlakyTests: true,
  // Two cores: two browsers beside two app servers is what the machine takes.
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: chromiumLaunchOptions(),
    locale: "en-US",
    timezoneId: "UTC",
    // Artifacts only for a failure: a passing run writes none (E2E_STEP_SCREENSHOTS=1 keeps each step's).
    // Recording a trace costs the browser as much again as the test itself (docs/development.md),
    // so none is recorded on the first run: a test that fails runs once more with one (above).
    screenshot: "only-on-failure",
    trace: "on-first-retry",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  // One project per area of the app; the HR admin area gets e2e/admin, the operator console e2e/operator.
  // The deploy project first: its tests are the longest, and last they left one worker idle
  // while the other ran them (workers take tests in this order).
  projects: [
    // Deployments as processes on PostgreSQL: many instances and workers (issue 13), and the
    // production journey from an empty database to a card (issue 40, behind a local TLS proxy).
    { name: "deploy", testDir: "e2e/deploy" },
    { name: "portal", testDir: "e2e/portal" },
    { name: "admin", testDir: "e2e/admin" },
    { name: "operator", testDir: "e2e/operator" },
    { name: "docs", testDir: "e2e/docs" },
    { name: "security", testDir: "e2e/security" },
  ],
  // Started in this order, one after another: the fakes first (the vendors app needs them), then
  // the sandbox app, which builds when needed, then the vendors app on that build.
  webServer: [
    {
      name: "fake Stripe",
      command: "npx tsx e2e/support/fake-stripe-server.ts",
      url: `${FAKE_STRIPE_URL}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      name: "fake Persona",
      command: "npx tsx e2e/support/fake-persona-server.ts",
      url: `${FAKE_PERSONA_URL}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    // The webhook circuit breaker trips after 3 seconds of failures instead of 5 days, so the
    // webhooks journey can show a disabled endpoint and re-enable it.
    // The sandbox delivers a mailed card after an hour, not 30 s: journeys read it as mailed.
    appServer("sandbox", {
      PAYMENTS_PROVIDER: "sandbox",
      WEBHOOK_DISABLE_AFTER_DAYS: String(3 / 86_400),
      SANDBOX_CARD_DELIVERY_DELAY: "1h",
    }),
    appServer("vendors", {
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_API_BASE: FAKE_STRIPE_URL,
      ISSUING_PROVIDER: "stripe",
      IDENTITY_PROVIDER: "persona",
      PERSONA_API_KEY: FAKE_PERSONA.apiKey,
      PERSONA_WEBHOOK_SECRET: FAKE_PERSONA.webhookSecret,
      PERSONA_STANDARD_TRANSACTION_TYPE_ID: FAKE_PERSONA.standardTypeId,
      PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: FAKE_PERSONA.documentTypeId,
      PERSONA_API_BASE: FAKE_PERSONA_URL,
    }),
  ],
});
