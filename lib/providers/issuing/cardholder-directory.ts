import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { stripeIssuingCardholders } from "@/db/schema";

/**
 * Where the Stripe adapter remembers each employee's Stripe cardholder. Stripe can list
 * cardholders by e-mail, not by our employee id, and an e-mail changes: without this an
 * employee's cardholder — and the cards findCard must find to release a voided card — could be
 * lost. A parameter so the adapter's tests can keep it in memory.
 */
export type CardholderDirectory = {
  find(employeeId: string): Promise<string | null>;
  remember(employeeId: string, cardholderId: string): Promise<void>;
};

/** The directory in our database (stripe_issuing_cardholders). */
export function databaseCardholderDirectory(): CardholderDirectory {
  return {
    async find(employeeId) {
      const db = await getDb();
      const [row] = await db
        .select({ cardholderId: stripeIssuingCardholders.cardholderId })
        .from(stripeIssuingCardholders)
        .where(eq(stripeIssuingCardholders.employeeId, employeeId));
      return row?.cardholderId ?? null;
    },
    async remember(employeeId, cardholderId) {
      const db = await getDb();
      await db
        .insert(stripeIssuingCardholders)
        .values({ employeeId, cardholderId })
        .onConflictDoUpdate({ target: stripeIssuingCardholders.employeeId, set: { cardholderId } });
    },
  };
}

/** A directory in memory, for tests of the adapter alone. */
export function memoryCardholderDirectory(): CardholderDirectory {
  const entries = new Map<string, string>();
  return {
    find: async (employeeId) => entries.get(employeeId) ?? null,
    remember: async (employeeId, cardholderId) => {
      entries.set(employeeId, cardholderId);
    },
  };
}
