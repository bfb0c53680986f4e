import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { expireStepUp } from "@/lib/services/sessions/expire-step-up";

// Sandbox test helper: the signed-in HR session's step-up window closes now, as if its last factor
// were over ten minutes old, so the step-up prompts can be tried without waiting. Not in production.
const handlePOST = withAdmin(async ({ ctx }) => {
  if (!isSandbox()) throw new AppError("not_found", "No API endpoint matches this path.");
  await expireStepUp({ ctx });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
