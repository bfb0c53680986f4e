import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { eraseEmployeeSchema } from "@/lib/schemas/admin";
import { eraseEmployee } from "@/lib/services/erasure/erase-employee";

// HR's danger zone: erase the person for good, after typing their reference (and a fresh step-up).
const handlePOST = withAdmin<{ employeeId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { confirmReference } = parseBody(body, eraseEmployeeSchema);
  await eraseEmployee({ ctx, employeeId: params.employeeId, confirmReference });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
