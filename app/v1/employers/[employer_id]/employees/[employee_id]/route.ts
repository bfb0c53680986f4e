import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";

// The release notes' path for get employee (docs/api.md); the same record as /api, with
// `resettableFields` from API-Version 2024-01-16.
const handleGET = withPartner<{ employer_id: string; employee_id: string }>(async ({ ctx, params, apiVersion }) => {
  const employee = await getEmployeeOrThrow({ ctx, employeeId: params.employee_id });
  return json(serializeEmployee(employee, apiVersion, { sandbox: isSandbox() }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
