import { afterEach, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";
import { PRODUCTION_SETTINGS } from "@/lib/env/fixtures";

import { SANDBOX_SHARED_SSN, ssnFingerprint } from "./ssn-fingerprint";

const KEY = Buffer.alloc(32, 5).toString("base64");

const withAppEnv = (value: "production" | "sandbox") => {
  for (const name of Object.keys(PRODUCTION_SETTINGS)) delete process.env[name];
  if (value === "production") Object.assign(process.env, PRODUCTION_SETTINGS);
  else process.env.APP_ENV = value;
  process.env.DATA_ENCRYPTION_KEY = KEY;
  resetEnvCache();
};

afterEach(() => {
  for (const name of Object.keys(PRODUCTION_SETTINGS)) delete process.env[name];
  delete process.env.APP_ENV;
  delete process.env.DATA_ENCRYPTION_KEY;
  resetEnvCache();
});

describe("ssnFingerprint", () => {
  it("is the same for one employer and SSN, and differs across employers and SSNs", () => {
    withAppEnv("sandbox");
    const one = ssnFingerprint("empr_a", "123456789");
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ssnFingerprint("empr_a", "123456789")).toBe(one);
    // Bound to the employer: the same person at two employers links nothing.
    expect(ssnFingerprint("empr_b", "123456789")).not.toBe(one);
    expect(ssnFingerprint("empr_a", "123456780")).not.toBe(one);
    // Never the SSN, in any form.
    expect(one).not.toContain("6789");
  });

  it("is null without an SSN", () => {
    withAppEnv("sandbox");
    expect(ssnFingerprint("empr_a", null)).toBeNull();
    expect(ssnFingerprint("empr_a", undefined)).toBeNull();
  });

  it("leaves the sandbox's shared test SSN unfingerprinted in the sandbox only", () => {
    withAppEnv("sandbox");
    expect(ssnFingerprint("empr_a", SANDBOX_SHARED_SSN)).toBeNull();
    withAppEnv("production");
    expect(ssnFingerprint("empr_a", SANDBOX_SHARED_SSN)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("follows the hash key: a key of its own gives other fingerprints", () => {
    withAppEnv("sandbox");
    const before = ssnFingerprint("empr_a", "123456789");
    process.env.DATA_HASH_KEY = Buffer.alloc(32, 6).toString("base64");
    resetEnvCache();
    try {
      expect(ssnFingerprint("empr_a", "123456789")).not.toBe(before);
    } finally {
      delete process.env.DATA_HASH_KEY;
      resetEnvCache();
    }
  });
});
