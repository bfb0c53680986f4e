import { getIssuingProvider, sandboxCardsDueForDelivery } from "@/lib/providers/issuing";

import type { ServiceContext } from "../context";

import { moveAndApply } from "./advance-sandbox-shipping";

/**
 * The sandbox's mail: physical cards shipped at least SANDBOX_CARD_DELIVERY_DELAY ago are
 * delivered (card.delivered), as a carrier would. Run by the worker; nothing with another issuer.
 * Two workers may pick the same card: the move is guarded and the report forward only.
 */
export async function deliverDueSandboxCards({
  ctx,
  delaySeconds,
  limit = 50,
}: {
  ctx: ServiceContext;
  delaySeconds: number;
  limit?: number;
}): Promise<number> {
  if (getIssuingProvider().name !== "sandbox") return 0;
  const due = await sandboxCardsDueForDelivery({ delaySeconds, limit });
  for (const providerId of due) await moveAndApply({ ctx, providerId, to: "delivered" });
  return due.length;
}
