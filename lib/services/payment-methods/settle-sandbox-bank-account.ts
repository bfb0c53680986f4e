import { eq } from "drizzle-orm";

import { sandboxSetupIntents } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";

import { applyStripeEvent } from "./apply-stripe-event";
import { authorizeSandboxIntent, type SandboxContext, type SandboxIntentCredential } from "./authorize-sandbox-intent";

/**
 * The sandbox's stand-in for microdeposit verification finishing at the bank: settles the
 * SetupIntent, then feeds the same event handler Stripe's setup_intent.succeeded / setup_failed
 * webhooks go through.
 */
export async function settleSandboxBankAccount({
  ctx,
  setupIntentId,
  succeeded,
  credential,
}: {
  ctx: SandboxContext;
  setupIntentId: string;
  succeeded: boolean;
  credential: SandboxIntentCredential;
}) {
  await authorizeSandboxIntent({ ctx, setupIntentId, credential });
  const [intent] = await ctx.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, setupIntentId));
  if (!intent) throw new AppError("setup_intent_not_found", "No SetupIntent with this id.");
  if (intent.status !== "requires_action" && intent.status !== "processing") {
    throw new AppError(
      "setup_intent_unexpected_state",
      `The SetupIntent is ${intent.status}; only a bank account awaiting verification can be settled.`,
    );
  }
  const [row] = await ctx.db
    .update(sandboxSetupIntents)
    .set({
      status: succeeded ? "succeeded" : "requires_payment_method",
      lastError: succeeded ? null : "verification_failed",
      updatedAt: new Date(),
    })
    .where(eq(sandboxSetupIntents.id, setupIntentId))
    .returning();
  await applyStripeEvent({
    ctx: { db: ctx.db, actor: { type: "system", name: "sandbox-bank" } },
    event: {
      id: createId("evt").replace("evt_", "evt_sbx"),
      type: succeeded ? "setup_intent.succeeded" : "setup_intent.setup_failed",
      created: Math.floor(Date.now() / 1000),
      setupIntentId,
    },
  });
  return row!;
}
