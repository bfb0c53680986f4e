import { z } from "zod";

// The reminders to finish onboarding (docs/notifications.md): what their doors accept.

/** RFC 8058's one-click body, as a mail client (or the opt-out page's button) posts it. */
export const oneClickOptOutSchema = z.strictObject({
  "List-Unsubscribe": z.literal("One-Click"),
});

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The sandbox's helper: decide the reminder as if it were `asOf` (now, or up to 30 days ahead). */
export const sandboxReminderRunSchema = z.strictObject({
  asOf: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({
      description:
        "Decide as if it were this time: now or later, at most 30 days ahead (2 days after the employee's last progress for the first reminder, 7 for the second). Default: now.",
      example: "2026-11-23T09:30:00Z",
    })
    .refine(
      (value) =>
        value === undefined ||
        (Date.parse(value) >= Date.now() - 60_000 && Date.parse(value) <= Date.now() + THIRTY_DAYS_MS),
      { message: "Give a time from now to 30 days ahead." },
    ),
});

export type SandboxReminderRun = z.infer<typeof sandboxReminderRunSchema>;
