import { methods } from "@/lib/api/methods";
import { withOperator } from "@/lib/api/with-operator";
import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { expireStepUp } from "@/lib/services/sessions/expire-step-up";

// Sandbox test helper: the signed-in operator session's step-up window closes now, as if its last
// factor were over five minutes old, so the console's step-up dialog can be tried without waiting.
// Not in production.
const handlePOST = withOperator(async ({ ctx }) => {
  if (!isSandbox()) throw new AppError("not_found", "No API endpoint matches this path.");
  await expireStepUp({ ctx });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
