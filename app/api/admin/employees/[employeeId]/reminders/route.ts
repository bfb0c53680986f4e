import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import type { EmployeeRemindersResponse } from "@/lib/schemas/responses/reminders";
import { getEmployeeReminders } from "@/lib/services/notifications/get-employee-reminders";

// HR sees who was reminded to finish onboarding, when, and who opted out (the employee page).
const handleGET = withAdmin<{ employeeId: string }>(async ({ ctx, params }) => {
  const { optedOutAt, language, reminders } = await getEmployeeReminders({ ctx, employeeId: params.employeeId });
  return json({
    optedOutAt: optedOutAt?.toISOString() ?? null,
    language,
    reminders: reminders.map((reminder) => ({
      number: reminder.number,
      status: reminder.status,
      sentAt: reminder.sentAt?.toISOString() ?? null,
      createdAt: reminder.createdAt.toISOString(),
    })),
  } satisfies EmployeeRemindersResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
