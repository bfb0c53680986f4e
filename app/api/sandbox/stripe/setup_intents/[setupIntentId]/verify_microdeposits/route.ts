import { getDb } from "@/db/client";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { resolveParams, runRoute, type RouteContext } from "@/lib/api/route-handler";
import { createId } from "@/lib/ids";
import { sandboxMicrodepositsSchema } from "@/lib/schemas/payment-method";
import type { SandboxSetupIntentResponse } from "@/lib/schemas/responses/misc";
import { applyStripeEvent } from "@/lib/services/payment-methods/apply-stripe-event";
import { authorizeSandboxIntent } from "@/lib/services/payment-methods/authorize-sandbox-intent";
import { settleSandboxBankAccount } from "@/lib/services/payment-methods/confirm-sandbox-setup-intent";

type Params = { setupIntentId: string };

// The bank's verification finishing later: settles the SetupIntent and feeds the same event
// handler Stripe's setup_intent.succeeded / setup_failed webhooks go through.
function handlePOST(request: Request, context: RouteContext<Params>) {
  return runRoute(request, async () => {
    const { setupIntentId } = await resolveParams(context);
    assertContentType(request);
    const input = parseBody(await readBodyText(request, 4096), sandboxMicrodepositsSchema);
    const db = await getDb();
    await authorizeSandboxIntent(db, { request, setupIntentId, clientSecret: input.client_secret });
    const intent = await settleSandboxBankAccount(db, { setupIntentId, succeeded: input.succeeded });
    await applyStripeEvent(db, {
      id: createId("evt").replace("evt_", "evt_sbx"),
      type: input.succeeded ? "setup_intent.succeeded" : "setup_intent.setup_failed",
      created: Math.floor(Date.now() / 1000),
      setupIntentId,
    });
    return { response: json({ id: intent.id, object: "setup_intent", status: intent.status } satisfies SandboxSetupIntentResponse) };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods<Params>({ POST: handlePOST });
