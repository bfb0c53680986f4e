import { assertContentType, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { AppError } from "@/lib/errors/app-error";
import { oneClickOptOutSchema } from "@/lib/schemas/reminders";
import type { RemindersOptedOut } from "@/lib/schemas/responses/reminders";
import { optOutOfReminders } from "@/lib/services/notifications/opt-out-of-reminders";

// RFC 8058 one-click opt-out of the reminders to finish onboarding: a mail client's unsubscribe
// button (List-Unsubscribe-Post) and the opt-out page's one button both POST
// `List-Unsubscribe=One-Click` here, with the reminder's token in the query (the request log
// keeps the path only). Only a POST with that body opts out: a link scanner's GET or HEAD changes
// nothing (docs/notifications.md). No cookie, no CSRF token: the token is the credential.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const handlePOST = withPublic(async ({ request, ctx }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  assertContentType(request, FORM_TYPES);
  const text = await readBodyText(request, 2048);
  const form = await new Response(text, { headers: { "content-type": request.headers.get("content-type")! } })
    .formData()
    .catch(() => new FormData());
  if (!oneClickOptOutSchema.safeParse(Object.fromEntries(form)).success)
    throw new AppError("invalid_request", "Send the body List-Unsubscribe=One-Click (RFC 8058).");
  const { optedOutAt } = await optOutOfReminders({ ctx, token });
  return json({ optedOut: true, optedOutAt: optedOutAt.toISOString() } satisfies RemindersOptedOut);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
