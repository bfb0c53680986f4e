import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { readVendorEvent } from "@/lib/api/vendor-webhook";
import { withPublic } from "@/lib/api/with-public";
import { personaWebhook } from "@/lib/providers/identity/persona-event";
import type { IdentityEventReceivedResponse } from "@/lib/schemas/responses/misc";
import { applyPersonaEvent } from "@/lib/services/identity/apply-persona-event";

// Persona → us. The signature (Persona-Signature, 5-minute tolerance) is the only authentication;
// with no webhook secret configured nothing verifies. 200 for every verified event, including ones
// we skip, so Persona stops retrying; 400 for anything that does not verify or is not an event.
const handlePOST = withPublic(async ({ request, ctx }) => {
  const event = await readVendorEvent(request, personaWebhook);
  const outcome = await applyPersonaEvent({
    ctx: { ...ctx, actor: { type: "system", name: "persona-webhook" } },
    event,
  });
  return {
    response: json({ received: true, outcome } satisfies IdentityEventReceivedResponse),
    logFields: { personaEventId: event.id, outcome },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
