import { randomInt } from "node:crypto";

import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { randomBase62 } from "@/lib/ids";

export type IssuedCard = { providerId: string; lastFour: string; expMonth: number; expYear: number };

/**
 * A card issuer (Stripe Issuing is the natural real adapter). We keep only what it returns for
 * display — last four and expiry — never a full card number.
 */
export type IssuingProvider = {
  name: string;
  issueCard(input: { employeeId: string; kind: "virtual" | "physical" }): Promise<IssuedCard>;
  activateCard(providerId: string): Promise<void>;
};

export function createSandboxIssuingProvider(): IssuingProvider {
  return {
    name: "sandbox",
    async issueCard() {
      const now = new Date();
      return {
        providerId: `ic_sbx${randomBase62(16)}`,
        lastFour: String(randomInt(0, 10_000)).padStart(4, "0"),
        expMonth: now.getUTCMonth() + 1,
        expYear: now.getUTCFullYear() + 4,
      };
    },
    async activateCard() {
      // The sandbox issuer has nothing to switch on.
    },
  };
}

let provider: IssuingProvider | undefined;

/** The sandbox issuer outside production; in production there is none yet (issue 14), and never the sandbox. */
export function getIssuingProvider(): IssuingProvider {
  if (provider) return provider;
  if (!isSandbox()) throw new AppError("provider_not_configured", "No card issuer is configured in production.");
  provider = createSandboxIssuingProvider();
  return provider;
}
