import { randomInt } from "node:crypto";

import { and, eq, isNull, ne, or } from "drizzle-orm";

import { getDb } from "@/db/client";
import { sandboxIssuedCards } from "@/db/schema";
import { SHIPPING_STATUSES, type ShippingStatus } from "@/lib/domain/card-issuer-state";
import { randomBase62 } from "@/lib/ids";

import { mintSandboxDetailsKey } from "./sandbox-card-details";
import type { IssuedCard, IssuerCard, IssuingProvider } from "./types";

type Row = typeof sandboxIssuedCards.$inferSelect;

const issued = (row: Row): IssuedCard => ({
  providerId: row.id,
  lastFour: row.lastFour,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

const STATUSES = ["active", "inactive", "canceled"] as const;

function toIssuerCard(row: Row): IssuerCard {
  const shippingStatus = SHIPPING_STATUSES.find((s) => s === (row.shippingStatus ?? "pending")) ?? "pending";
  return {
    providerId: row.id,
    cardId: row.cardId,
    kind: row.kind === "physical" ? "physical" : "virtual",
    status: STATUSES.find((s) => s === row.status) ?? null,
    shipping:
      row.kind === "physical"
        ? { status: shippingStatus, trackingNumber: row.shippingTrackingNumber, carrier: row.shippingTrackingNumber ? "usps" : null, eta: null, shippedAt: row.shippedAt, deliveredAt: row.deliveredAt }
        : null,
  };
}

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
          ...(kind === "physical" ? { shippingStatus: "pending" } : {}),
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
        .where(and(eq(sandboxIssuedCards.cardId, cardId), eq(sandboxIssuedCards.kind, kind), ne(sandboxIssuedCards.status, "canceled")))
        .orderBy(sandboxIssuedCards.createdAt)
        .limit(1);
      return row ? issued(row) : null;
    },
    async retrieveCard(providerId) {
      const db = await getDb();
      const [row] = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.id, providerId));
      return row ? toIssuerCard(row) : null;
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

/**
 * The sandbox's shipping test helper, as Stripe Issuing's (`POST /v1/test_helpers/issuing/cards/
 * {id}/shipping/ship|deliver`): moves a physical card's shipment one step along. Moving it to
 * where it already is changes nothing.
 */
export async function advanceSandboxCardShipping(providerId: string, to: Extract<ShippingStatus, "shipped" | "delivered">): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const from = to === "shipped" ? "pending" : "shipped";
  await db
    .update(sandboxIssuedCards)
    .set(to === "shipped" ? { shippingStatus: "shipped", shippedAt: now, shippingTrackingNumber: `SBX${randomBase62(12).toUpperCase()}` } : { shippingStatus: "delivered", deliveredAt: now })
    .where(
      and(
        eq(sandboxIssuedCards.id, providerId),
        eq(sandboxIssuedCards.kind, "physical"),
        from === "pending" ? or(eq(sandboxIssuedCards.shippingStatus, "pending"), isNull(sandboxIssuedCards.shippingStatus)) : eq(sandboxIssuedCards.shippingStatus, from),
      ),
    );
}
