import { describe, expect, it } from "vitest";

import { parseEnv, SANDBOX_STRIPE_WEBHOOK_SECRET } from "./env";

const PRODUCTION = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://app@db.internal:5432/benefits",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  SESSION_SECRET: "s".repeat(40),
  PUBLIC_BASE_URL: "https://benefits.example.com",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_PUBLISHABLE_KEY: "pk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_live",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
};

const refusal = (source: Record<string, string | undefined>) => {
  try {
    parseEnv(source);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("production configuration fails closed", () => {
  it("starts with every setting given", () => {
    expect(refusal(PRODUCTION)).toBe("");
    expect(parseEnv(PRODUCTION).STRIPE_WEBHOOK_SECRET).toBe("whsec_live");
  });

  it.each(["PUBLIC_BASE_URL", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL", "DATA_ENCRYPTION_KEY", "SESSION_SECRET", "DATABASE_URL"])(
    "refuses to start without %s, naming it",
    (name) => {
      const message = refusal({ ...PRODUCTION, [name]: undefined });
      expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
      // Only the missing variable is named.
      expect(message.split("\n").filter((line) => line.startsWith("  "))).toHaveLength(1);
    },
  );

  it("names every missing variable at once", () => {
    const message = refusal({ APP_ENV: "production" });
    for (const name of ["PUBLIC_BASE_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL", "DATA_ENCRYPTION_KEY", "SESSION_SECRET", "DATABASE_URL"]) {
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

  it("never falls back to the sandbox's Stripe webhook secret", () => {
    expect(refusal({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: "" })).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("outside production", () => {
  it("needs nothing, and links point at this server's own origin", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("sandbox");
    expect(env.PUBLIC_BASE_URL).toBe("http://localhost:3000");
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

describe("webhook delivery settings", () => {
  it("defaults to 32 in flight per worker, 4 per endpoint, and disabling after 5 days of failures", () => {
    expect(parseEnv({})).toMatchObject({ WEBHOOK_CONCURRENCY: 32, WEBHOOK_ENDPOINT_CONCURRENCY: 4, WEBHOOK_DISABLE_AFTER_DAYS: 5 });
  });

  it.each([
    ["WEBHOOK_CONCURRENCY", "0"],
    ["WEBHOOK_ENDPOINT_CONCURRENCY", "0"],
    ["WEBHOOK_ENDPOINT_CONCURRENCY", "2.5"],
    ["WEBHOOK_DISABLE_AFTER_DAYS", "0"],
    ["WEBHOOK_DISABLE_AFTER_DAYS", "-1"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^  ${name}: `, "m"));
  });
});
