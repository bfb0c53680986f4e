import { parseJsonText, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { parsePersonaEvent } from "@/lib/providers/identity/persona-event";
import { verifyPersonaSignature } from "@/lib/providers/identity/persona-signature";
import type { IdentityEventReceivedResponse } from "@/lib/schemas/responses/misc";
import { applyPersonaEvent } from "@/lib/services/identity/apply-persona-event";

// Persona → us. The signature (Persona-Signature, 5-minute tolerance) is the only authentication;
// with no webhook secret configured nothing verifies. 200 for every verified event, including ones
// we skip, so Persona stops retrying; 400 for anything that does not verify or is not an event.
const handlePOST = withPublic(async ({ request, ctx }) => {
  const raw = await readBodyText(request, 256 * 1024);
  const secret = getEnv().PERSONA_WEBHOOK_SECRET;
  if (!secret || !verifyPersonaSignature({ header: request.headers.get("persona-signature"), body: raw, secret })) {
    throw new AppError("invalid_signature", "The Persona-Signature header does not verify for this body.");
  }
  const event = parsePersonaEvent(parseJsonText(raw));
  if (!event) throw new AppError("invalid_request", "The body is not a Persona event.");
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
