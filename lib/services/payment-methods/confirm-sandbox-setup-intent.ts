import { eq } from "drizzle-orm";

import { sandboxSetupIntents } from "@/db/schema";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { randomBase62 } from "@/lib/ids";
import { SANDBOX_TEST_TOKENS } from "@/lib/providers/payments/test-tokens";

import { authorizeSandboxIntent, type SandboxContext, type SandboxIntentCredential } from "./authorize-sandbox-intent";

const CONFIRMABLE = new Set(["requires_payment_method", "requires_confirmation"]);

/** What Stripe.js's confirmSetup does in the browser, for the sandbox: applies a test token. */
export async function confirmSandboxSetupIntent({
  ctx,
  setupIntentId,
  token,
  credential,
}: {
  ctx: SandboxContext;
  setupIntentId: string;
  token: string;
  credential: SandboxIntentCredential;
}) {
  await authorizeSandboxIntent({ ctx, setupIntentId, credential });
  const outcome = SANDBOX_TEST_TOKENS[token];
  if (!outcome) {
    throw validationFailed([
      {
        path: "/payment_method",
        code: "payment_method_token_unknown",
        message: FIELD_ERROR_CODES.payment_method_token_unknown,
      },
    ]);
  }
  const [intent] = await ctx.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, setupIntentId));
  if (!intent) throw new AppError("setup_intent_not_found", "No SetupIntent with this id.");
  if (!CONFIRMABLE.has(intent.status)) {
    throw new AppError(
      "setup_intent_unexpected_state",
      `The SetupIntent is ${intent.status}; create a new one to save another method.`,
    );
  }
  const paymentMethod = outcome.paymentMethod ? { ...outcome.paymentMethod, id: `pm_sbx${randomBase62(16)}` } : null;
  const [row] = await ctx.db
    .update(sandboxSetupIntents)
    .set({ status: outcome.status, paymentMethod, lastError: outcome.error ?? null, updatedAt: new Date() })
    .where(eq(sandboxSetupIntents.id, setupIntentId))
    .returning();
  return row!;
}
