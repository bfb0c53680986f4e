import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { sandboxReminderRunSchema } from "@/lib/schemas/reminders";
import type { SandboxReminderOutcome } from "@/lib/schemas/responses/reminders";
import { remindIfDue } from "@/lib/services/notifications/remind-if-due";

// Sandbox test helper: the reminder rule for one employee, as if it were `asOf`, so the reminders
// to finish onboarding (2 and 7 days without progress) can be tried without waiting days.
const handlePOST = withPartner<{ employerId: string; employeeId: string }>(async ({ request, ctx, params, body }) => {
  if (!isSandbox()) throw new AppError("not_found", "No API endpoint matches this path.");
  let asOf: string | undefined;
  if (body.trim() !== "") {
    assertContentType(request);
    ({ asOf } = parseBody(body, sandboxReminderRunSchema));
  }
  const { decision, sent } = await remindIfDue({
    ctx,
    employeeId: params.employeeId,
    now: asOf ? new Date(asOf) : new Date(),
  });
  return json({
    outcome: decision.kind === "due" ? (sent ? "sent" : "not_sent") : decision.kind,
    reminder: decision.kind === "none" ? null : decision.reminder,
    dueAt: decision.kind === "wait" ? decision.dueAt.toISOString() : null,
    reason: decision.kind === "none" ? decision.reason : null,
  } satisfies SandboxReminderOutcome);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
