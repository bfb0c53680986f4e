import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { sandboxIntentCredential } from "@/lib/api/sandbox-intent-credential";
import { withPublic } from "@/lib/api/with-public";
import { sandboxMicrodepositsSchema } from "@/lib/schemas/payment-method";
import type { SandboxSetupIntentResponse } from "@/lib/schemas/responses/misc";
import { settleSandboxBankAccount } from "@/lib/services/payment-methods/settle-sandbox-bank-account";

type Params = { setupIntentId: string };

// The bank's verification finishing later: settles the SetupIntent and feeds the same event
// handler Stripe's setup_intent.succeeded / setup_failed webhooks go through.
const handlePOST = withPublic<Params>(async ({ request, params: { setupIntentId }, ctx }) => {
  assertContentType(request);
  const input = parseBody(await readBodyText(request, 4096), sandboxMicrodepositsSchema);
  const credential = sandboxIntentCredential(ctx.db, request, input.client_secret);
  const intent = await settleSandboxBankAccount({ ctx, setupIntentId, succeeded: input.succeeded, credential });
  return {
    response: json({
      id: intent.id,
      object: "setup_intent",
      status: intent.status,
    } satisfies SandboxSetupIntentResponse),
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods<Params>({ POST: handlePOST });
