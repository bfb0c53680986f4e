import { publicBaseUrl } from "@/lib/api/base-url";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";
import { createSignInToken, linkUrl } from "@/lib/services/portal/sign-in-links";

// HR creates an invite to hand to the employee (copied from the admin page).
const handlePOST = withAdmin<{ employeeId: string }>(async ({ request, ctx, params }) => {
  const employee = await getEmployeeOrThrow(ctx.db, { employerId: ctx.employerId, employeeId: params.employeeId });
  const { token, expiresAt } = await createSignInToken(ctx.db, employee, "invite");
  return json({ url: linkUrl(publicBaseUrl(request), token), expiresAt: expiresAt.toISOString() }, { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
