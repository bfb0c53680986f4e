import { serializePayrollSchedule } from "@/lib/api/serializers/employer";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartner } from "@/lib/api/with-partner";
import { listPayrollSchedules } from "@/lib/services/employers/list-payroll-schedules";

const handleGET = withPartner<{ employerId: string }>(async ({ ctx }) => {
  const schedules = await listPayrollSchedules({ ctx });
  return json({ data: schedules.map(serializePayrollSchedule) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
