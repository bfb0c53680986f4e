import { randomInt } from "node:crypto";

import { and, eq, isNull, lte, ne, or } from "drizzle-orm";

import { getDb } from "@/db/client";
import { sandboxIssuedCards } from "@/db/schema";
import { SHIPPING_STATUSES, type ShippingStatus } from "@/lib/domain/cards/card-issuer-state";
import { randomBase62 } from "@/lib/ids";

import { mintSandboxDetailsKey } from "./sandbox-card-details";
import type { IssuedCard, IssuerCard, IssuingProvider } from "./types";

type Row = typeof sandboxIssuedCards.$inferSelect;

const issued = (row: Row): IssuedCard => ({
  providerId: row.id,
  lastFour: row.lastFour,
  expMonth: row.expMonth,
  expYear: row.expYear,
  shipping: toIssuerCard(row).shipping,
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
        ? {
            status: shippingStatus,
            trackingNumber: row.shippingTrackingNumber,
            carrier: row.shippingTrackingNumber ? "usps" : null,
            eta: null,
            shippedAt: row.shippedAt,
            deliveredAt: row.deliveredAt,
          }
        : null,
  };
}

export type SandboxIssuingOptions = {
  /**
   * A physical card is mailed when it is made (shipped at once, with a tracking number), as the
   * spec says; the worker delivers it after SANDBOX_CARD_DELIVERY_DELAY. Tests that need a card
   * not yet mailed turn this off and move it with the shipping helpers.
   */
  mailAtOnce?: boolean;
};

const trackingNumber = () => `SBX${randomBase62(12).toUpperCase()}`;

/**
 * The sandbox issuer, playing Stripe Issuing's part offline. Its cards are rows in the database,
 * so it honours idempotency keys across requests and instances as Stripe does.
 */
export function createSandboxIssuingProvider({ mailAtOnce = true }: SandboxIssuingOptions = {}): IssuingProvider {
  return {
    name: "sandbox",
    async issueCard({ cardId, cardholder, kind, idempotencyKey, replacementFor, replacementReason }) {
      const db = await getDb();
      const now = new Date();
      const [row] = await db
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
          ...(kind === "physical"
            ? mailAtOnce
              ? { shippingStatus: "shipped", shippedAt: now, shippingTrackingNumber: trackingNumber() }
              : { shippingStatus: "pending" }
            : {}),
          ...(replacementFor ? { replacementFor, replacementReason } : {}),
        })
        .onConflictDoNothing({ target: sandboxIssuedCards.idempotencyKey })
        .returning()
        // A repeat of the key (a retry, the reconciler) gets the card the first call made.
        .then(async ([created]) =>
          created
            ? [created]
            : db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.idempotencyKey, idempotencyKey)),
        );
      return issued(row!);
    },
    async findCard({ cardId, kind }) {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(sandboxIssuedCards)
        .where(
          and(
            eq(sandboxIssuedCards.cardId, cardId),
            eq(sandboxIssuedCards.kind, kind),
            ne(sandboxIssuedCards.status, "canceled"),
          ),
        )
        .orderBy(sandboxIssuedCards.createdAt)
        .limit(1);
      return row ? issued(row) : null;
    },
    async retrieveCard(providerId) {
      const db = await getDb();
      const [row] = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.id, providerId));
      return row ? toIssuerCard(row) : null;
    },
    async setCardStatus(providerId, { status, cancellationReason }) {
      const db = await getDb();
      // As Stripe: a cancelled card stays cancelled, whatever is asked of it later.
      await db
        .update(sandboxIssuedCards)
        .set({ status, ...(status === "canceled" ? { cancellationReason: cancellationReason ?? null } : {}) })
        .where(and(eq(sandboxIssuedCards.id, providerId), ne(sandboxIssuedCards.status, "canceled")));
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

type SandboxShipmentStep = Extract<ShippingStatus, "shipped" | "delivered" | "returned">;

// Where each step may come from (Stripe's test helpers: ship, deliver, return).
const FROM: Record<SandboxShipmentStep, ShippingStatus> = {
  shipped: "pending",
  delivered: "shipped",
  returned: "shipped",
};

/**
 * The sandbox's shipping test helper, as Stripe Issuing's (`POST /v1/test_helpers/issuing/cards/
 * {id}/shipping/ship|deliver|return`): moves a physical card's shipment one step along. Moving it
 * from anywhere else changes nothing (a card already delivered is not returned).
 */
export async function advanceSandboxCardShipping(providerId: string, to: SandboxShipmentStep): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const from = FROM[to];
  const columns =
    to === "shipped"
      ? { shippingStatus: to, shippedAt: now, shippingTrackingNumber: trackingNumber() }
      : to === "delivered"
        ? { shippingStatus: to, deliveredAt: now }
        : { shippingStatus: to };
  await db
    .update(sandboxIssuedCards)
    .set(columns)
    .where(
      and(
        eq(sandboxIssuedCards.id, providerId),
        eq(sandboxIssuedCards.kind, "physical"),
        from === "pending"
          ? or(eq(sandboxIssuedCards.shippingStatus, "pending"), isNull(sandboxIssuedCards.shippingStatus))
          : eq(sandboxIssuedCards.shippingStatus, from),
      ),
    );
}

/** Physical cards the sandbox mailed at least `delaySeconds` ago and not yet delivered (oldest first): the worker delivers them. */
export async function sandboxCardsDueForDelivery({
  delaySeconds,
  limit,
}: {
  delaySeconds: number;
  limit: number;
}): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: sandboxIssuedCards.id })
    .from(sandboxIssuedCards)
    .where(
      and(
        eq(sandboxIssuedCards.kind, "physical"),
        eq(sandboxIssuedCards.shippingStatus, "shipped"),
        ne(sandboxIssuedCards.status, "canceled"),
        lte(sandboxIssuedCards.shippedAt, new Date(Date.now() - delaySeconds * 1000)),
      ),
    )
    .orderBy(sandboxIssuedCards.shippedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
