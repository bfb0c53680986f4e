import type { Db } from "@/db/client";
import { getEnv } from "@/lib/env";
import { deliverDueSandboxCards } from "@/lib/services/cards/deliver-due-sandbox-cards";
import { systemWideContext } from "@/lib/services/context";

/**
 * The sandbox issuer's carrier: delivers the physical cards it mailed SANDBOX_CARD_DELIVERY_DELAY
 * ago (card.delivered follows). With Stripe Issuing it does nothing: Stripe's events move cards.
 */
export async function deliverSandboxCards(db: Db): Promise<number> {
  return deliverDueSandboxCards({
    ctx: systemWideContext(db, "sandbox-carrier"),
    delaySeconds: getEnv().SANDBOX_CARD_DELIVERY_DELAY,
  });
}
