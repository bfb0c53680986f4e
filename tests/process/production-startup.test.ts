import { describe, expect, it } from "vitest";

import { PRODUCTION_ENV, REAL_PROVIDERS, runProduction, startProduction as start } from "../support/production-env";

// What production refuses at start-up, each in a process of its own that never reaches a database
// (DATABASE_URL points nowhere): the refusals come first. No database, so this runs once, in the
// "process" project, not once per database; the start that succeeds is in tests/http/production.test.ts.

describe("production start-up", () => {
  it.each([
    "PUBLIC_BASE_URL",
    "TRUSTED_PROXY_HOPS",
    "STRIPE_WEBHOOK_SECRET",
    "SMTP_URL",
    "MAIL_FROM",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "DATA_ENCRYPTION_KEY",
    "SESSION_SECRET",
    "CREDITOR_NAME",
    "ECOA_AGENCY_ADDRESS",
  ])("stops without %s, naming it", (name) => {
    const env: Record<string, string> = { ...PRODUCTION_ENV, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    delete env[name];
    const result = start(env);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(new RegExp(`${name}: is required when APP_ENV=production`));
  });

  it("refuses ISSUING_PROVIDER=sandbox, naming it, though Persona and every other setting are given", () => {
    const result = start({
      ...PRODUCTION_ENV,
      ...REAL_PROVIDERS,
      ISSUING_PROVIDER: "sandbox",
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /ISSUING_PROVIDER: no card issuer is configured \(set stripe\), and the sandbox never runs when APP_ENV=production/,
    );
    expect(result.stderr).not.toMatch(/IDENTITY_PROVIDER|PERSONA_|STRIPE_/);
  });

  it("stops without a real identity vendor and card issuer, naming both, though every other setting is given", () => {
    const result = start({ ...PRODUCTION_ENV, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/IDENTITY_PROVIDER: no identity vendor is configured/);
    expect(result.stderr).toMatch(/ISSUING_PROVIDER: no card issuer is configured/);
    expect(result.stderr).not.toMatch(/PUBLIC_BASE_URL|SMTP_URL|STRIPE_/);
  });

  it("stops without SFTP_HOST_KEY when the app runs the SFTP server, naming it", () => {
    const result = start({
      ...PRODUCTION_ENV,
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      SFTP_SERVER: "in-app",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/SFTP_HOST_KEY: is required when APP_ENV=production/);
  });

  it("stops the standalone SFTP server (npm run sftp) without SFTP_HOST_KEY, naming it", () => {
    const sftp = runProduction(["lib/sftp/sftp-cli.ts"], {
      ...PRODUCTION_ENV,
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(sftp.status).toBe(1);
    expect(sftp.stderr).toMatch(/SFTP_HOST_KEY: is required when APP_ENV=production/);
  });

  it("stops the standalone worker the same way", () => {
    const worker = runProduction(["lib/jobs/worker-cli.ts"], {
      ...PRODUCTION_ENV,
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      SMTP_URL: "",
    });
    expect(worker.status).toBe(1);
    expect(worker.stderr).toMatch(/SMTP_URL: is required when APP_ENV=production/);
    expect(worker.stderr).toMatch(/IDENTITY_PROVIDER: /);
  });
});
