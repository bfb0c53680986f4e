import { spawnSync } from "node:child_process";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { commandArgs } from "../support/commands";

// npm run smoke:providers without any vendor's test keys: it says what it skipped and why, calls
// nothing, and exits 0 (the real runs need Persona's and Stripe's sandboxes: docs/providers.md).
describe("npm run smoke:providers without keys", () => {
  it("skips every vendor, naming what each needs, and exits 0", () => {
    const result = spawnSync(process.execPath, commandArgs("smoke-providers"), {
      cwd: path.resolve(__dirname, "../.."),
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^stripe: skipped — set STRIPE_SECRET_KEY=sk_test_… to run$/m);
    expect(result.stdout).toMatch(
      /^persona: skipped — set PERSONA_API_KEY=persona_sandbox_…, PERSONA_STANDARD_TRANSACTION_TYPE_ID and PERSONA_DOCUMENT_TRANSACTION_TYPE_ID to run$/m,
    );
  });
});
