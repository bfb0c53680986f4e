import { afterEach, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";
import { PRODUCTION_SETTINGS } from "@/lib/env/fixtures";
import { AppError } from "@/lib/errors/app-error";

import { getIdentityProvider, setIdentityProvider } from "./identity";
import { getIssuingProvider, setIssuingProvider } from "./issuing";

// The sandbox identity provider and card issuer exist for every mode but production. Start-up
// refuses production without real ones (lib/env productionGaps); these getters refuse too, so
// no other path can reach a sandbox in production.

const withAppEnv = (value: string | undefined) => {
  for (const name of Object.keys(PRODUCTION_SETTINGS)) delete process.env[name];
  if (value === "production") Object.assign(process.env, PRODUCTION_SETTINGS);
  else if (value) process.env.APP_ENV = value;
  delete process.env.ISSUING_PROVIDER;
  resetEnvCache();
  setIdentityProvider(undefined);
  setIssuingProvider(undefined);
};

afterEach(() => withAppEnv(undefined));

describe("sandbox providers never run in production", () => {
  it.each([
    ["identity", () => getIdentityProvider()],
    ["issuing", () => getIssuingProvider()],
  ])("%s: production gets provider_not_configured", (_name, get) => {
    withAppEnv("production");
    const refusal = (() => {
      try {
        get();
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("provider_not_configured");
  });

  it("production with ISSUING_PROVIDER=stripe gets the Stripe issuer", () => {
    withAppEnv("production");
    process.env.ISSUING_PROVIDER = "stripe";
    resetEnvCache();
    expect(getIssuingProvider().name).toBe("stripe");
  });

  it.each(["sandbox", "development"])("%s gets the sandbox adapters", (mode) => {
    withAppEnv(mode);
    expect(getIdentityProvider().name).toBe("sandbox");
    expect(getIssuingProvider().name).toBe("sandbox");
  });
});
