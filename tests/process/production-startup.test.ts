import { describe, expect, it } from "vitest";

import { startFakePersona } from "../support/fake-persona";
import { DATABASE_VERIFICATION_FIELDS, GOVERNMENT_ID_FIELDS } from "../support/persona-transaction-types";
import {
  PRODUCTION_ENV,
  REAL_PROVIDERS,
  runProduction,
  startProduction as start,
  startProductionAsync,
} from "../support/production-env";

// What production refuses at start-up, each in a process of its own that never reaches a database
// (DATABASE_URL points nowhere): the refusals come first. No database, so this runs once, in the
// "process" project, not once per database; the start that succeeds is in tests/http/production.test.ts.

describe("production start-up", () => {
  // Each required variable is refused in-process by the very validation start-up runs (parseEnv:
  // lib/env.test.ts, "refuses to start without %s, naming it", one test per variable); one process
  // here shows the real start-up path stops, non-zero, naming every one missing at once. (This was
  // a process per variable: 11 starts, about 11 s.)
  it("stops without its required settings, naming each one missing", () => {
    const env: Record<string, string> = { ...PRODUCTION_ENV, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" };
    for (const name of ["SESSION_SECRET", "SMTP_URL", "TRUSTED_PROXY_HOPS"]) delete env[name];
    const result = start(env);
    expect(result.status).not.toBe(0);
    for (const name of ["SESSION_SECRET", "SMTP_URL", "TRUSTED_PROXY_HOPS"])
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

  /**
   * Production start-up against a fake Persona (Persona's API is routed to it:
   * tests/support/route-persona.mjs), its transaction types as `arrange` leaves them. The database is
   * never reached: the check comes first.
   */
  async function startAgainstPersona(
    documentTypeId: string,
    arrange: (fake: Awaited<ReturnType<typeof startFakePersona>>) => void,
  ) {
    const fake = await startFakePersona({
      apiKey: REAL_PROVIDERS.PERSONA_API_KEY,
      webhookSecret: REAL_PROVIDERS.PERSONA_WEBHOOK_SECRET,
      standardTypeId: REAL_PROVIDERS.PERSONA_STANDARD_TRANSACTION_TYPE_ID,
      documentTypeId,
    });
    arrange(fake);
    try {
      return await startProductionAsync(
        { ...PRODUCTION_ENV, ...REAL_PROVIDERS, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
        fake.url,
      );
    } finally {
      await fake.close();
    }
  }

  it("stops when Persona's transaction types do not take what the adapter sends, naming the variable and the field", async () => {
    // The account's database type still has the old field name, and requires a field we never send.
    const result = await startAgainstPersona("txntp_somebody_elses", (fake) =>
      fake.setFieldSchemas(REAL_PROVIDERS.PERSONA_STANDARD_TRANSACTION_TYPE_ID, [
        ...DATABASE_VERIFICATION_FIELDS.filter((schema) => schema.key !== "tax_identification_number"),
        { ...DATABASE_VERIFICATION_FIELDS[0]!, key: "identification_number", label: "ID Number" },
        { ...DATABASE_VERIFICATION_FIELDS[0]!, key: "email_address", label: "Email" },
      ]),
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_standard has no field tax_identification_number, which the adapter sends",
    );
    expect(result.stderr).toContain(
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID: transaction type txntp_standard requires the field identification_number, which the adapter does not send",
    );
    expect(result.stderr).toContain(
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: Persona has no transaction type txntp_document",
    );
  });

  it("stops when the document type's file fields take less than a readable photo, naming the variable", async () => {
    const result = await startAgainstPersona(REAL_PROVIDERS.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID, (fake) =>
      fake.setFieldSchemas(
        REAL_PROVIDERS.PERSONA_DOCUMENT_TRANSACTION_TYPE_ID,
        GOVERNMENT_ID_FIELDS.map((schema) =>
          schema.type === "file" ? { ...schema, config: { ...schema.config, "max-file-size-bytes": 8_000 } } : schema,
        ),
      ),
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: its file fields take at most 8000 bytes, under the 10240-byte floor of a readable photo: no upload could be sent",
    );
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
    const sftp = runProduction("sftp", {
      ...PRODUCTION_ENV,
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(sftp.status).toBe(1);
    expect(sftp.stderr).toMatch(/SFTP_HOST_KEY: is required when APP_ENV=production/);
  });

  it("stops the standalone worker the same way", () => {
    const worker = runProduction("worker", {
      ...PRODUCTION_ENV,
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      SMTP_URL: "",
    });
    expect(worker.status).toBe(1);
    expect(worker.stderr).toMatch(/SMTP_URL: is required when APP_ENV=production/);
    expect(worker.stderr).toMatch(/IDENTITY_PROVIDER: /);
  });
});
