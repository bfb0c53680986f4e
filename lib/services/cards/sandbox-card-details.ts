import { eq } from "drizzle-orm";

import { sandboxIssuedCards } from "@/db/schema";
import { sandboxCardNumber, verifySandboxDetailsKey } from "@/lib/providers/issuing/sandbox-card-details";

import type { ServiceContext } from "../context";

export type SandboxCardDetails =
  | { outcome: "shown"; number: string; cvc: string; expiry: string }
  | { outcome: "key_refused" }
  | { outcome: "card_unavailable" };

/**
 * What the sandbox issuer's card-details frame shows: the full test details of a live virtual
 * sandbox card, for a key minted for that card and nonce that has not expired. Anything else
 * shows nothing.
 */
export async function readSandboxCardDetails({
  ctx,
  ...input
}: { ctx: ServiceContext } & { providerId: string; nonce: string; secret: string }): Promise<SandboxCardDetails> {
  const { db } = ctx;
  if (!verifySandboxDetailsKey(input)) return { outcome: "key_refused" };
  const [card] = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.id, input.providerId));
  if (!card || card.kind !== "virtual" || card.status === "canceled") return { outcome: "card_unavailable" };
  const { number, cvc } = sandboxCardNumber({ providerId: card.id, lastFour: card.lastFour });
  return {
    outcome: "shown",
    number,
    cvc,
    expiry: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`,
  };
}
