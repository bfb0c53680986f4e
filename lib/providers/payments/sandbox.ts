import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { sandboxSetupIntents } from "@/db/schema";
import { randomBase62 } from "@/lib/ids";

import type { PaymentMethodDetails, PaymentsProvider, SetupIntentStatus } from "./types";

export const SANDBOX_PUBLISHABLE_KEY = "pk_test_sandbox_51BenefitsOnboardingOffline";

/**
 * Plays Stripe's part offline, in Stripe's formats (`cus_…`, `seti_…`, `seti_…_secret_…`, `pm_…`).
 * SetupIntents live in the database so every app instance sees the same ones; the sandbox confirm
 * endpoint stands in for Stripe.js's confirmSetup.
 */
export function createSandboxPaymentsProvider(): PaymentsProvider {
  return {
    name: "sandbox",
    publishableKey: SANDBOX_PUBLISHABLE_KEY,
    async createCustomer() {
      return `cus_sbx${randomBase62(14)}`;
    },
    async createSetupIntent({ customerId, employeeId }) {
      const id = `seti_sbx${randomBase62(16)}`;
      const clientSecret = `${id}_secret_${randomBase62(24)}`;
      const db = await getDb();
      await db
        .insert(sandboxSetupIntents)
        .values({ id, clientSecret, customerId, employeeId, status: "requires_payment_method" });
      return { id, clientSecret };
    },
    async retrieveSetupIntent(id) {
      const db = await getDb();
      const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
      if (!row) return undefined;
      const paymentMethod = (row.paymentMethod as PaymentMethodDetails | null) ?? null;
      const status = row.status as SetupIntentStatus;
      return {
        id: row.id,
        status,
        customerId: row.customerId,
        awaitingVerification:
          paymentMethod?.kind === "us_bank_account" && (status === "requires_action" || status === "processing"),
        paymentMethod,
      };
    },
    async detachPaymentMethod() {
      // Nothing is held outside our database in the sandbox.
    },
  };
}
