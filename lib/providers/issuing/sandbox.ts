import { randomInt } from "node:crypto";

import { and, eq, ne } from "drizzle-orm";

import { getDb } from "@/db/client";
import { sandboxIssuedCards } from "@/db/schema";
import { randomBase62 } from "@/lib/ids";

import { mintSandboxDetailsKey } from "./sandbox-card-details";
import type { IssuedCard, IssuingProvider } from "./types";

const issued = (row: typeof sandboxIssuedCards.$inferSelect): IssuedCard => ({
  providerId: row.id,
  lastFour: row.lastFour,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/**
 * The sandbox issuer, playing Stripe Issuing's part offline. Its cards are rows in the database,
 * so it honours idempotency keys across requests and instances as Stripe does.
 */
export function createSandboxIssuingProvider(): IssuingProvider {
  return {
    name: "sandbox",
    async issueCard({ cardId, cardholder, kind, idempotencyKey }) {
      const db = await getDb();
      const now = new Date();
      await db
        .insert(sandboxIssuedCards)
        .values({
          id: `ic_sbx${randomBase62(16)}`,
          idempotencyKey,
          cardId,
          employeeId: cardholder.employeeId,
          kind,
          status: kind === "virtual" ? "active" : "inactive",
          lastFour: String(randomInt(0, 10_000)).padStart(4, "0"),
          expMonth: now.getUTCMonth() + 1,
          expYear: now.getUTCFullYear() + 4,
        })
        .onConflictDoNothing({ target: sandboxIssuedCards.idempotencyKey });
      const [row] = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.idempotencyKey, idempotencyKey));
      return issued(row!);
    },
    async findCard({ cardId, kind }) {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(sandboxIssuedCards)
        .where(and(eq(sandboxIssuedCards.cardId, cardId), eq(sandboxIssuedCards.kind, kind)))
        .orderBy(sandboxIssuedCards.createdAt)
        .limit(1);
      return row ? issued(row) : null;
    },
    async activateCard(providerId) {
      const db = await getDb();
      await db
        .update(sandboxIssuedCards)
        .set({ status: "active" })
        .where(and(eq(sandboxIssuedCards.id, providerId), ne(sandboxIssuedCards.status, "canceled")));
    },
    async cancelCard(providerId) {
      const db = await getDb();
      await db.update(sandboxIssuedCards).set({ status: "canceled" }).where(eq(sandboxIssuedCards.id, providerId));
    },
    display: { kind: "sandbox" },
    async createCardDetailsKey(input) {
      return mintSandboxDetailsKey(input);
    },
  };
}
