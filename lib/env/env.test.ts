import { describe, expect, it } from "vitest";

import {
  assertReadyToStart,
  parseEnv,
  productionGaps,
  SANDBOX_STRIPE_WEBHOOK_SECRET,
  sftpInApp,
  sftpPublicAddress,
} from "@/lib/env";
import { PRODUCTION_SETTINGS } from "./fixtures";

const PRODUCTION: Record<string, string | undefined> = { ...PRODUCTION_SETTINGS };

/** The message a start-up check refuses with, or "" when it passes. */
const refusalOf = (check: () => unknown) => {
  try {
    check();
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

const refusal = (source: Record<string, string | undefined>) => refusalOf(() => parseEnv(source));

/** Persona configured for production: the identity provider's settings, all given. */
const PERSONA = {
  IDENTITY_PROVIDER: "persona",
  PERSONA_API_KEY: "persona_production_abc",
  PERSONA_WEBHOOK_SECRET: "wbhsec_abc",
  PERSONA_STANDARD_TRANSACTION_TYPE_ID: "trantype_standard",
  PERSONA_DOCUMENT_TRANSACTION_TYPE_ID: "trantype_document",
};

/** Each setting's value is refused, and the refusal names the variable on a line of its own. */
const itRefuses = (cases: Array<[name: string, value: string]>) =>
  it.each(cases)("refuses %s=%s, naming it", (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^ {2}${name}: `, "m"));
  });

/** Each setting's value is taken: nothing is refused. */
const itAccepts = (cases: Array<[name: string, value: string]>) =>
  it.each(cases)("accepts %s=%s", (name, value) => {
    expect(refusal({ [name]: value })).toBe("");
  });

/** The variables a refusal names, one indented line each. */
const namedVariables = (message: string) =>
  message
    .split("\n")
    .filter((line) => line.startsWith("  "))
    .map((line) => line.trim().split(":")[0]);

describe("production configuration fails closed", () => {
  it("starts with every setting given", () => {
    expect(refusal(PRODUCTION)).toBe("");
    expect(parseEnv(PRODUCTION).STRIPE_WEBHOOK_SECRET).toBe("whsec_live");
  });

  it.each([
    "PUBLIC_BASE_URL",
    "TRUSTED_PROXY_HOPS",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "SMTP_URL",
    "MAIL_FROM",
    "DATA_ENCRYPTION_KEY",
    "SESSION_SECRET",
    "DATABASE_URL",
    "CREDITOR_NAME",
    "CREDITOR_ADDRESS",
    "ECOA_AGENCY_NAME",
    "ECOA_AGENCY_ADDRESS",
  ])("refuses to start without %s, naming it", (name) => {
    const message = refusal({ ...PRODUCTION, [name]: undefined });
    expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    // Only the missing variable is named.
    expect(namedVariables(message)).toHaveLength(1);
  });

  it("names every missing variable at once", () => {
    const message = refusal({ APP_ENV: "production" });
    for (const name of [
      "PUBLIC_BASE_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "SMTP_URL",
      "DATA_ENCRYPTION_KEY",
      "SESSION_SECRET",
      "DATABASE_URL",
    ]) {
      expect(message).toContain(`  ${name}: `);
    }
  });

  it.each([
    ["an http origin", "http://benefits.example.com"],
    ["not a URL", "benefits.example.com"],
  ])("refuses PUBLIC_BASE_URL that is %s", (_name, value) => {
    expect(refusal({ ...PRODUCTION, PUBLIC_BASE_URL: value })).toMatch(/^ {2}PUBLIC_BASE_URL: /m);
  });

  it("refuses the sandbox payments provider", () => {
    expect(refusal({ ...PRODUCTION, PAYMENTS_PROVIDER: "sandbox" })).toMatch(/^ {2}PAYMENTS_PROVIDER: /m);
  });

  it("never falls back to the sandbox's creditor or ECOA agency on adverse action notices", () => {
    expect(refusal({ ...PRODUCTION, CREDITOR_NAME: " " })).toMatch(/^ {2}CREDITOR_NAME: /m);
    expect(parseEnv(PRODUCTION)).toMatchObject({
      CREDITOR_NAME: "Example Bank, N.A.",
      ECOA_AGENCY_ADDRESS: "P.O. Box 53570, Houston, TX 77052",
    });
  });

  it("never falls back to the sandbox's Stripe webhook secret", () => {
    expect(refusal({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: "" })).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("outside production", () => {
  it("needs nothing, and links point at this server's own origin", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("sandbox");
    expect(env.PUBLIC_BASE_URL).toBe("http://localhost:3000");
    expect(env.CREDITOR_NAME).toMatch(/test creditor/);
    expect(env.ECOA_AGENCY_NAME).toMatch(/^Federal Trade Commission/);
    expect(env.STRIPE_WEBHOOK_SECRET).toBe(SANDBOX_STRIPE_WEBHOOK_SECRET);
  });

  it("follows PORT, and keeps a configured origin without its trailing slash", () => {
    expect(parseEnv({ PORT: "4123" }).PUBLIC_BASE_URL).toBe("http://localhost:4123");
    expect(parseEnv({ PUBLIC_BASE_URL: "http://portal.test:8080/" }).PUBLIC_BASE_URL).toBe("http://portal.test:8080");
  });

  it.each(["0", "65536", "port"])("refuses PORT=%s", (port) => {
    expect(refusal({ PORT: port })).toMatch(/^ {2}PORT: /m);
  });
});

describe("telemetry settings", () => {
  it("serves no metrics and exports no traces unless asked", () => {
    const env = parseEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(env.OTEL_SERVICE_NAME).toBe("benefits-onboarding");
    expect(env.OTEL_SDK_DISABLED).toBe("false");
  });

  it("reads METRICS_PORT and the OTLP endpoint", () => {
    const env = parseEnv({ METRICS_PORT: "9464", OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" });
    expect(env.METRICS_PORT).toBe(9464);
    expect(env.OTEL_EXPORTER_OTLP_ENDPOINT).toBe("http://collector:4318");
  });

  it.each([
    ["the default public port", { METRICS_PORT: "3000" }],
    ["a configured public port", { PORT: "8080", METRICS_PORT: "8080" }],
  ])("refuses METRICS_PORT on %s: metrics never share the public port", (_name, source) => {
    expect(refusal(source)).toMatch(/^ {2}METRICS_PORT: must not be PORT/m);
  });

  it.each(["0", "65536", "metrics"])("refuses METRICS_PORT=%s", (port) => {
    expect(refusal({ METRICS_PORT: port })).toMatch(/^ {2}METRICS_PORT: /m);
  });

  it.each([
    ["TRUE", "true"],
    ["false", "false"],
    ["", "false"],
  ])("reads OTEL_SDK_DISABLED=%s as the specification does (case-insensitive)", (value, read) => {
    expect(parseEnv({ OTEL_SDK_DISABLED: value }).OTEL_SDK_DISABLED).toBe(read);
  });

  it("refuses an OTLP endpoint that is not an http(s) URL, naming it", () => {
    expect(refusal({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318 please" })).toMatch(
      /^ {2}OTEL_EXPORTER_OTLP_ENDPOINT: /m,
    );
  });

  it("refuses METRICS_PORT equal to PORT at start-up in production too", () => {
    expect(() => assertReadyToStart({ ...PRODUCTION, PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: must not be PORT/,
    );
  });
});

describe("throttle limits", () => {
  it("has realistic defaults", () => {
    const env = parseEnv({});
    expect(env.RATE_LIMIT_PARTNER_API).toEqual({ points: 600, seconds: 60 });
    expect(env.RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP).toEqual({ points: 30, seconds: 900 });
    expect(env.RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_CLIENT).toEqual({ points: 20, seconds: 900 });
    expect(env.RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_ACCOUNT).toEqual({ points: 10, seconds: 900 });
    expect(env.RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP).toEqual({ points: 5, seconds: 900 });
    expect(env.ADMIN_SIGN_IN_LOCKOUT).toBe(900);
    expect(env.RATE_LIMIT_SIGN_IN_LINKS_PER_ADDRESS).toEqual({ points: 5, seconds: 3600 });
    expect(env.RATE_LIMIT_SIGN_IN_LINKS_PER_IP).toEqual({ points: 30, seconds: 3600 });
    expect(env.RATE_LIMIT_SSO_START_PER_IP).toEqual({ points: 20, seconds: 900 });
    expect(env.RATE_LIMIT_SSO_START_PER_EMPLOYER).toEqual({ points: 200, seconds: 900 });
    expect(env.REDIS_URL).toBeUndefined();
  });

  it.each([
    ["1/1s", { points: 1, seconds: 1 }],
    ["120/30s", { points: 120, seconds: 30 }],
    [" 3/2h ", { points: 3, seconds: 7200 }],
    ["999999/24h", { points: 999_999, seconds: 86_400 }],
  ])("reads %j", (value, expected) => {
    expect(parseEnv({ RATE_LIMIT_PARTNER_API: value }).RATE_LIMIT_PARTNER_API).toEqual(expected);
  });

  it.each(["600", "0/1m", "10/0s", "10/1d", "10/25h", "-1/1m", "1.5/1m", "ten/1m", "10 / 1m"])(
    "refuses %j, naming the variable",
    (value) => {
      expect(refusal({ RATE_LIMIT_PARTNER_API: value })).toMatch(
        /^ {2}RATE_LIMIT_PARTNER_API: must be "<count>\/<window>"/m,
      );
    },
  );

  it.each(["0s", "15", "25h", "x"])("refuses ADMIN_SIGN_IN_LOCKOUT=%j", (value) => {
    expect(refusal({ ADMIN_SIGN_IN_LOCKOUT: value })).toMatch(/^ {2}ADMIN_SIGN_IN_LOCKOUT: /m);
  });

  it("takes a redis:// URL and refuses anything else", () => {
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(parseEnv({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(refusal({ REDIS_URL: "127.0.0.1:6379" })).toMatch(/REDIS_URL: must be a redis/);
  });
});

describe("the operators' single sign-on", () => {
  const SSO = {
    OPERATOR_SSO_ISSUER: "https://login.program.example",
    OPERATOR_SSO_CLIENT_ID: "console",
    OPERATOR_SSO_CLIENT_SECRET: "a secret",
    OPERATOR_SSO_EMAIL_DOMAINS: " program.example, ops.program.example ",
  };

  it("takes all four settings, the domains as a list", () => {
    expect(parseEnv(SSO).OPERATOR_SSO_EMAIL_DOMAINS).toEqual(["program.example", "ops.program.example"]);
    expect(parseEnv({}).OPERATOR_SSO_ISSUER).toBeUndefined();
  });

  it("names every missing setting when only some are given", () => {
    expect(namedVariables(refusal({ OPERATOR_SSO_ISSUER: SSO.OPERATOR_SSO_ISSUER }))).toEqual([
      "OPERATOR_SSO_CLIENT_ID",
      "OPERATOR_SSO_CLIENT_SECRET",
      "OPERATOR_SSO_EMAIL_DOMAINS",
    ]);
  });

  it("refuses a domain list that is empty or holds something else than a domain", () => {
    expect(refusal({ ...SSO, OPERATOR_SSO_EMAIL_DOMAINS: " , " })).toMatch(/OPERATOR_SSO_EMAIL_DOMAINS: must list/);
    expect(refusal({ ...SSO, OPERATOR_SSO_EMAIL_DOMAINS: "program.example, localhost:8080" })).toMatch(
      /OPERATOR_SSO_EMAIL_DOMAINS: "localhost:8080" is not a domain/,
    );
  });

  it("refuses a plain-http issuer in production only", () => {
    const local = { ...SSO, OPERATOR_SSO_ISSUER: "http://127.0.0.1:4000" };
    expect(parseEnv(local).OPERATOR_SSO_ISSUER).toBe("http://127.0.0.1:4000");
    expect(refusal({ ...PRODUCTION, ...local })).toMatch(/OPERATOR_SSO_ISSUER: must be an https:\/\/ issuer/);
  });
});

describe("start-up: production needs a real identity vendor and card issuer, never the sandboxes", () => {
  const startRefusal = (source: Record<string, string | undefined>) => refusalOf(() => assertReadyToStart(source));

  it("names both providers, even with every other setting given", () => {
    expect(productionGaps(PRODUCTION)).toEqual([
      expect.stringMatching(/^IDENTITY_PROVIDER: /),
      expect.stringMatching(/^ISSUING_PROVIDER: /),
    ]);
    expect(startRefusal(PRODUCTION)).toMatch(
      /^Invalid configuration:\n {2}IDENTITY_PROVIDER: .*\n {2}ISSUING_PROVIDER: /,
    );
  });

  it("refuses the sandbox named explicitly, too", () => {
    expect(productionGaps({ ...PRODUCTION, IDENTITY_PROVIDER: "sandbox", ISSUING_PROVIDER: "sandbox" })).toHaveLength(
      2,
    );
  });

  it("names the schema's refusals and the providers in one message", () => {
    const message = startRefusal({ ...PRODUCTION, SMTP_URL: undefined });
    expect(namedVariables(message)).toEqual(["SMTP_URL", "IDENTITY_PROVIDER", "ISSUING_PROVIDER"]);
  });

  it("closes the identity gap with Persona configured, and checks its credentials", () => {
    expect(productionGaps({ ...PRODUCTION, ...PERSONA })).toEqual([expect.stringMatching(/^ISSUING_PROVIDER: /)]);
    expect(namedVariables(startRefusal({ ...PRODUCTION, IDENTITY_PROVIDER: "persona" }))).toEqual([
      "PERSONA_API_KEY",
      "PERSONA_WEBHOOK_SECRET",
      "PERSONA_STANDARD_TRANSACTION_TYPE_ID",
      "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID",
      "ISSUING_PROVIDER",
    ]);
    expect(
      namedVariables(
        startRefusal({
          ...PRODUCTION,
          ...PERSONA,
          PERSONA_API_KEY: "persona_sandbox_abc",
          PERSONA_API_BASE: "http://127.0.0.1:9",
        }),
      ),
    ).toEqual(["PERSONA_API_KEY", "PERSONA_API_BASE", "ISSUING_PROVIDER"]);
    expect(() => parseEnv({ ...PERSONA, PERSONA_API_KEY: "sk_live_x" })).toThrow(/PERSONA_API_KEY/);
    expect(
      parseEnv({ ...PERSONA, PERSONA_API_KEY: "persona_sandbox_abc", PERSONA_API_BASE: "http://127.0.0.1:9" })
        .IDENTITY_PROVIDER,
    ).toBe("persona");
  });

  it("closes the issuer gap with Stripe Issuing, on the Stripe keys production requires anyway", () => {
    expect(productionGaps({ ...PRODUCTION, ISSUING_PROVIDER: "stripe" })).toEqual([
      expect.stringMatching(/^IDENTITY_PROVIDER: /),
    ]);
    expect(assertReadyToStart({ ...PRODUCTION, ...PERSONA, ISSUING_PROVIDER: "stripe" }).ISSUING_PROVIDER).toBe(
      "stripe",
    );
    expect(startRefusal({ ...PRODUCTION, ...PERSONA, ISSUING_PROVIDER: "sandbox" })).toMatch(
      /^Invalid configuration:\n {2}ISSUING_PROVIDER: no card issuer is configured \(set stripe\)/,
    );
    expect(
      startRefusal({ ...PRODUCTION, ...PERSONA, ISSUING_PROVIDER: "stripe", STRIPE_SECRET_KEY: undefined }),
    ).toMatch(/STRIPE_SECRET_KEY: is required/);
    // A Stripe base URL sends card and payment calls (and the secret key with them) elsewhere.
    expect(
      startRefusal({ ...PRODUCTION, ...PERSONA, ISSUING_PROVIDER: "stripe", STRIPE_API_BASE: "http://127.0.0.1:9" }),
    ).toMatch(/^Invalid configuration:\n {2}STRIPE_API_BASE: is for tests against a local fake only/);
    expect(
      parseEnv({
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        STRIPE_API_BASE: "http://127.0.0.1:9",
      }).STRIPE_API_BASE,
    ).toBe("http://127.0.0.1:9");
  });

  it("has no gaps outside production", () => {
    expect(productionGaps({})).toEqual([]);
    expect(assertReadyToStart({ APP_ENV: "sandbox" }).IDENTITY_PROVIDER).toBe("sandbox");
  });
});

describe("card issuing settings", () => {
  it("defaults to the sandbox issuer, standard shipping and no spending controls", () => {
    expect(parseEnv({})).toMatchObject({
      ISSUING_PROVIDER: "sandbox",
      ISSUING_SHIPPING_SERVICE: "standard",
      ISSUING_SPENDING_LIMITS: [],
      ISSUING_ALLOWED_CATEGORIES: [],
      ISSUING_BLOCKED_CATEGORIES: [],
    });
  });

  it("takes Stripe Issuing with the Stripe keys, and refuses it without them", () => {
    expect(
      parseEnv({ ISSUING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })
        .ISSUING_PROVIDER,
    ).toBe("stripe");
    expect(refusal({ ISSUING_PROVIDER: "stripe" })).toMatch(
      /^ {2}STRIPE_SECRET_KEY: is required when ISSUING_PROVIDER=stripe\n {2}STRIPE_PUBLISHABLE_KEY: is required when ISSUING_PROVIDER=stripe$/m,
    );
    expect(refusal({ ISSUING_PROVIDER: "marqeta" })).toMatch(/^ {2}ISSUING_PROVIDER: /m);
  });

  it("reads spending limits in cents per interval and merchant categories", () => {
    const env = parseEnv({
      ISSUING_SPENDING_LIMITS: "50000:daily,200000:monthly",
      ISSUING_BLOCKED_CATEGORIES: "betting_casino_gambling, wires_money_orders",
      ISSUING_SHIPPING_SERVICE: "express",
    });
    expect(env.ISSUING_SPENDING_LIMITS).toEqual([
      { amount: 50_000, interval: "daily" },
      { amount: 200_000, interval: "monthly" },
    ]);
    expect(env.ISSUING_BLOCKED_CATEGORIES).toEqual(["betting_casino_gambling", "wires_money_orders"]);
    expect(env.ISSUING_SHIPPING_SERVICE).toBe("express");
  });

  it.each([
    [{ ISSUING_SPENDING_LIMITS: "500" }, /^ {2}ISSUING_SPENDING_LIMITS: must be "<cents>:<interval>"/m],
    [
      { ISSUING_BLOCKED_CATEGORIES: "gambling" },
      /^ {2}ISSUING_BLOCKED_CATEGORIES: names an unknown merchant category \(gambling\)/m,
    ],
    [
      {
        ISSUING_ALLOWED_CATEGORIES: "grocery_stores_supermarkets",
        ISSUING_BLOCKED_CATEGORIES: "betting_casino_gambling",
      },
      /^ {2}ISSUING_BLOCKED_CATEGORIES: cannot be set with ISSUING_ALLOWED_CATEGORIES/m,
    ],
    [{ ISSUING_SHIPPING_SERVICE: "overnight" }, /^ {2}ISSUING_SHIPPING_SERVICE: /m],
  ])("refuses %j, naming the variable", (source, message) => {
    expect(refusal(source)).toMatch(message);
  });
});

describe("graceful shutdown settings", () => {
  it("defaults to no delay and a 25 s bound", () => {
    const env = parseEnv({});
    expect([env.SHUTDOWN_DELAY_MS, env.SHUTDOWN_TIMEOUT_MS]).toEqual([0, 25_000]);
  });

  itRefuses([
    ["SHUTDOWN_DELAY_MS", "-1"],
    ["SHUTDOWN_DELAY_MS", "60001"],
    ["SHUTDOWN_TIMEOUT_MS", "14999"],
    ["SHUTDOWN_TIMEOUT_MS", "300001"],
    ["SHUTDOWN_TIMEOUT_MS", "soon"],
  ]);

  itAccepts([
    ["SHUTDOWN_DELAY_MS", "60000"],
    ["SHUTDOWN_TIMEOUT_MS", "15000"],
    ["SHUTDOWN_TIMEOUT_MS", "300000"],
  ]);
});

describe("webhook delivery settings", () => {
  it("defaults to 32 in flight per worker, 4 per endpoint, and disabling after 5 days of failures", () => {
    expect(parseEnv({})).toMatchObject({
      WEBHOOK_CONCURRENCY: 32,
      WEBHOOK_ENDPOINT_CONCURRENCY: 4,
      WEBHOOK_DISABLE_AFTER_DAYS: 5,
    });
  });

  itRefuses([
    ["WEBHOOK_CONCURRENCY", "0"],
    ["WEBHOOK_ENDPOINT_CONCURRENCY", "0"],
    ["WEBHOOK_ENDPOINT_CONCURRENCY", "2.5"],
    ["WEBHOOK_DISABLE_AFTER_DAYS", "0"],
    ["WEBHOOK_DISABLE_AFTER_DAYS", "-1"],
  ]);
});

describe("worker settings", () => {
  it("polls every 250 ms and leases claims for two minutes by default", () => {
    expect(parseEnv({})).toMatchObject({ WORKER_POLL_MS: 250, WORKER_LEASE_SECONDS: 120 });
  });

  it("asks the vendor about a review after 6 hours without its callback by default", () => {
    expect(parseEnv({}).IDENTITY_REVIEW_POLL_AFTER).toBe(6 * 3600);
    expect(parseEnv({ IDENTITY_REVIEW_POLL_AFTER: "1m" }).IDENTITY_REVIEW_POLL_AFTER).toBe(60);
    expect(parseEnv({ IDENTITY_REVIEW_POLL_AFTER: "24h" }).IDENTITY_REVIEW_POLL_AFTER).toBe(86_400);
  });

  it("reads DEFAULT_API_VERSION by a version's name or its old name, the newest by default", () => {
    expect(parseEnv({}).DEFAULT_API_VERSION).toBe("2026-11-21");
    expect(parseEnv({ DEFAULT_API_VERSION: "2024-01-16" }).DEFAULT_API_VERSION).toBe("2024-01-16");
    expect(parseEnv({ DEFAULT_API_VERSION: "2027-01-01" }).DEFAULT_API_VERSION).toBe("2026-11-21");
    expect(() => parseEnv({ DEFAULT_API_VERSION: "2027-01-02" })).toThrow(/DEFAULT_API_VERSION/);
  });

  it("reads SANDBOX_CARD_DELIVERY_DELAY as seconds, 30 by default", () => {
    expect(parseEnv({}).SANDBOX_CARD_DELIVERY_DELAY).toBe(30);
    expect(parseEnv({ SANDBOX_CARD_DELIVERY_DELAY: "1s" }).SANDBOX_CARD_DELIVERY_DELAY).toBe(1);
    expect(parseEnv({ SANDBOX_CARD_DELIVERY_DELAY: "2h" }).SANDBOX_CARD_DELIVERY_DELAY).toBe(7200);
    expect(refusal({ SANDBOX_CARD_DELIVERY_DELAY: "0s" })).toMatch(/^ {2}SANDBOX_CARD_DELIVERY_DELAY: must be /m);
  });

  it.each(["59s", "0m", "25h", "6", "six hours"])("refuses IDENTITY_REVIEW_POLL_AFTER=%j, naming it", (value) => {
    expect(refusal({ IDENTITY_REVIEW_POLL_AFTER: value })).toMatch(/^ {2}IDENTITY_REVIEW_POLL_AFTER: must be /m);
  });

  itRefuses([
    ["WORKER_POLL_MS", "9"],
    ["WORKER_POLL_MS", "60001"],
    // A lease shorter than a provider's or receiver's 10 s timeout would hand work in flight to a second worker.
    ["WORKER_LEASE_SECONDS", "14"],
    ["WORKER_LEASE_SECONDS", "3601"],
  ]);

  itAccepts([
    ["WORKER_POLL_MS", "10"],
    ["WORKER_LEASE_SECONDS", "15"],
  ]);
});

describe("the database's two roles (MIGRATION_DATABASE_URL)", () => {
  it("is unset by default, and an empty value is unset: DATABASE_URL migrates, as one role", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://app@db/benefits" }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(
      parseEnv({ DATABASE_URL: "postgres://app@db/benefits", MIGRATION_DATABASE_URL: " " }).MIGRATION_DATABASE_URL,
    ).toBeUndefined();
  });

  it("takes the owner's PostgreSQL URL beside a PostgreSQL DATABASE_URL, in production too", () => {
    for (const url of ["postgres://owner@db/benefits", "postgresql://owner:secret@db:5432/benefits"])
      expect(parseEnv({ DATABASE_URL: "postgres://app@db/benefits", MIGRATION_DATABASE_URL: url })).toMatchObject({
        MIGRATION_DATABASE_URL: url,
      });
    expect(refusal({ ...PRODUCTION, MIGRATION_DATABASE_URL: "postgres://owner@db/benefits" })).toBe("");
    // Not required there: production may migrate in a release step and serve without it (docs/deploy.md).
    expect(refusal(PRODUCTION)).toBe("");
  });

  it.each([
    ["another scheme", { DATABASE_URL: "postgres://app@db/benefits", MIGRATION_DATABASE_URL: "mysql://owner@db/x" }],
    ["the embedded database", { MIGRATION_DATABASE_URL: "postgres://owner@db/benefits" }],
    ["an in-memory database", { DATABASE_URL: "memory://", MIGRATION_DATABASE_URL: "postgres://owner@db/benefits" }],
  ])("refuses it with %s, naming it", (_, source) => {
    expect(refusal(source)).toMatch(/^ {2}MIGRATION_DATABASE_URL: /m);
  });
});

describe("the SFTP door's settings", () => {
  it("runs in the app on the embedded database, on its own (npm run sftp) on PostgreSQL, as SFTP_SERVER says otherwise", () => {
    expect(sftpInApp(parseEnv({}))).toBe(true);
    expect(sftpInApp(parseEnv({ DATABASE_URL: "memory://" }))).toBe(true);
    expect(sftpInApp(parseEnv({ DATABASE_URL: "postgres://db/x" }))).toBe(false);
    expect(sftpInApp(parseEnv({ DATABASE_URL: "postgres://db/x", SFTP_SERVER: "in-app" }))).toBe(true);
    expect(sftpInApp(parseEnv({ SFTP_SERVER: "off" }))).toBe(false);
  });

  it("listens on 2222 by default and tells clients PUBLIC_BASE_URL's host unless told otherwise", () => {
    const env = parseEnv({});
    expect([env.SFTP_PORT, env.SFTP_MAX_FILE_BYTES, env.SFTP_MAX_ACCOUNT_FILES]).toEqual([2222, 64 * 1024 * 1024, 50]);
    expect(sftpPublicAddress(env)).toEqual({ host: "localhost", port: 2222 });
    expect(sftpPublicAddress(parseEnv({ PUBLIC_BASE_URL: "https://benefits.example.com", SFTP_PORT: "2022" }))).toEqual(
      { host: "benefits.example.com", port: 2022 },
    );
    expect(
      sftpPublicAddress(parseEnv({ SFTP_PUBLIC_HOST: "sftp.benefits.example.com", SFTP_PUBLIC_PORT: "22" })),
    ).toEqual({ host: "sftp.benefits.example.com", port: 22 });
  });

  it("reads a host key given on one line with \\n escapes", () => {
    expect(parseEnv({ SFTP_HOST_KEY: "-----BEGIN KEY-----\\nabc\\n-----END KEY-----" }).SFTP_HOST_KEY).toBe(
      "-----BEGIN KEY-----\nabc\n-----END KEY-----",
    );
    expect(parseEnv({ SFTP_HOST_KEY: " " }).SFTP_HOST_KEY).toBeUndefined();
  });

  it("needs the host key in production wherever the SFTP server runs, naming it", () => {
    expect(refusal({ ...PRODUCTION, SFTP_SERVER: "in-app" })).toMatch(
      /^ {2}SFTP_HOST_KEY: is required when APP_ENV=production/m,
    );
    expect(refusal({ ...PRODUCTION, SFTP_SERVER: "in-app", SFTP_HOST_KEY: "key" })).toBe("");
    // Off (the default on PostgreSQL): the app instance serves no SFTP and needs no key.
    expect(refusal({ ...PRODUCTION })).toBe("");
  });

  itRefuses([
    ["SFTP_PORT", "0"],
    ["SFTP_SERVER", "yes"],
    ["SFTP_MAX_FILE_BYTES", "10"],
    ["RATE_LIMIT_SFTP_AUTH_FAILURES_PER_ACCOUNT", "lots"],
  ]);
});

describe("data keys and session secrets (rotation)", () => {
  const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");
  const { DATA_ENCRYPTION_KEY: _single, ...withoutKey } = PRODUCTION;

  it("starts production on a ring with its hash key instead of the single key", () => {
    expect(refusal({ ...withoutKey, DATA_ENCRYPTION_KEYS: `*b=${key(2)},a=${key(1)}`, DATA_HASH_KEY: key(1) })).toBe(
      "",
    );
  });

  it.each([
    [{ DATA_ENCRYPTION_KEYS: `*b=${key(2)}` }, "DATA_HASH_KEY: is required with DATA_ENCRYPTION_KEYS"],
    [{ DATA_ENCRYPTION_KEYS: `b=${key(2)}`, DATA_HASH_KEY: key(1) }, "DATA_ENCRYPTION_KEYS: marks no key current"],
    [{ DATA_ENCRYPTION_KEYS: `*b=${key(2)}`, DATA_HASH_KEY: "short" }, "DATA_HASH_KEY: must be 32 random bytes"],
    [
      { DATA_ENCRYPTION_KEYS: `*b=${key(2)}`, DATA_HASH_KEY: key(1), DATA_ENCRYPTION_KEY: key(1) },
      "DATA_ENCRYPTION_KEY: is set beside DATA_ENCRYPTION_KEYS",
    ],
    [{ DATA_ENCRYPTION_KEY: "c2hvcnQ=" }, "DATA_ENCRYPTION_KEY: must be 32 random bytes"],
    [
      { SESSION_SECRET: undefined, SESSION_SECRET_PREVIOUS: "p".repeat(40) },
      "SESSION_SECRET_PREVIOUS: needs SESSION_SECRET",
    ],
    [{ SESSION_SECRET_PREVIOUS: "short" }, "SESSION_SECRET_PREVIOUS: "],
  ])("refuses %o, naming the setting", (settings, message) => {
    const source = { ...withoutKey, ...settings };
    expect(refusal(source)).toContain(message);
    // Outside production the same mistakes stop start-up too: a wrong key is never a quiet default.
    expect(refusal({ ...settings, APP_ENV: "development" })).toContain(message.split(":")[0]);
  });

  it("names the single key as the one missing when production has neither", () => {
    expect(refusal(withoutKey)).toMatch(/^ {2}DATA_ENCRYPTION_KEY: is required when APP_ENV=production/m);
  });
});

describe("Persona's statuses and file encoding", () => {
  it("defaults to the statuses Persona's guides define, and multipart files", () => {
    expect(parseEnv({})).toMatchObject({
      PERSONA_PASSED_STATUSES: ["approved"],
      PERSONA_FAILED_STATUSES: ["declined"],
      PERSONA_DOCUMENTS_STATUSES: ["needs_documents"],
      PERSONA_PENDING_STATUSES: ["created", "needs_review"],
      PERSONA_UNRESOLVED_STATUSES: ["errored"],
      PERSONA_FILE_ENCODING: "multipart",
    });
  });

  it("takes the workflow's own statuses, and an empty documents list", () => {
    const env = parseEnv({
      PERSONA_PASSED_STATUSES: "approved, completed",
      PERSONA_DOCUMENTS_STATUSES: "",
      PERSONA_FILE_ENCODING: "json",
    });
    expect(env.PERSONA_PASSED_STATUSES).toEqual(["approved", "completed"]);
    expect(env.PERSONA_DOCUMENTS_STATUSES).toEqual([]);
    expect(env.PERSONA_FILE_ENCODING).toBe("json");
  });

  it.each([
    [{ PERSONA_PASSED_STATUSES: "" }, /PERSONA_PASSED_STATUSES: must name at least one status/],
    [
      { PERSONA_FAILED_STATUSES: "declined;rejected" },
      /PERSONA_FAILED_STATUSES: "declined;rejected" is not a status name/,
    ],
    [
      { PERSONA_PENDING_STATUSES: "created,declined" },
      /PERSONA_PENDING_STATUSES: names "declined", which PERSONA_FAILED_STATUSES names too/,
    ],
    [{ PERSONA_FILE_ENCODING: "base64" }, /PERSONA_FILE_ENCODING/],
  ])("refuses %j, naming the variable", (source, message) => {
    expect(refusal(source)).toMatch(message);
  });
});
