import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { sandboxIntentCredential } from "@/lib/api/sandbox-intent-credential";
import { withPublic } from "@/lib/api/with-public";
import { sandboxConfirmSchema } from "@/lib/schemas/payment-method";
import type { SandboxSetupIntentResponse } from "@/lib/schemas/responses/misc";
import { confirmSandboxSetupIntent } from "@/lib/services/payment-methods/confirm-sandbox-setup-intent";

type Params = { setupIntentId: string };

// The sandbox's stand-in for Stripe.js confirmSetup: `{ payment_method: "pm_card_visa" }` and the
// client secret, or partner Basic auth. Answers with the SetupIntent in Stripe's shape.
const handlePOST = withPublic<Params>(async ({ request, params: { setupIntentId }, ctx }) => {
  assertContentType(request);
  const input = parseBody(await readBodyText(request, 4096), sandboxConfirmSchema);
  const credential = sandboxIntentCredential(ctx.db, request, input.client_secret);
  const intent = await confirmSandboxSetupIntent({ ctx, setupIntentId, token: input.payment_method, credential });
  const paymentMethod = intent.paymentMethod as { id?: string } | null;
  return {
    response: json({
      id: intent.id,
      object: "setup_intent",
      status: intent.status,
      customer: intent.customerId,
      payment_method: paymentMethod?.id ?? null,
      last_setup_error: intent.lastError ? { code: intent.lastError } : null,
      next_action: intent.status === "requires_action" ? { type: "verify_with_microdeposits" } : null,
    } satisfies SandboxSetupIntentResponse),
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods<Params>({ POST: handlePOST });
